<?php
/**
 * Plugin Name: Newsdesk test database faults
 * Description: For Newsdesk's WordPress tests only: while the option `ndtest_failing_query` holds a PCRE pattern, every SQL query it matches is sent as a query of a table that does not exist, so MariaDB itself answers it with an error, as it does when a temporary table vanishes or a table is locked away.
 * License:     GPL-2.0-or-later
 *
 * @package Newsdesk
 */

defined( 'ABSPATH' ) || exit;

add_filter( 'query', 'newsdesk_test_fail_matching_query' );

/**
 * The query, or one MariaDB refuses when the pattern matches it.
 *
 * @param string $query A query about to be sent.
 * @return string
 */
function newsdesk_test_fail_matching_query( $query ) {
	static $reading = false;
	if ( $reading || ! is_string( $query ) || wp_installing() ) {
		return $query;
	}
	// From the autoloaded options WordPress reads anyway (no query of its own, so query counts stay
	// what they are); reading them may itself query the database: that query is never the one failed.
	$reading = true;
	$options = wp_load_alloptions();
	$reading = false;
	$pattern = $options['ndtest_failing_query'] ?? '';
	if ( ! is_string( $pattern ) || '' === $pattern || 1 !== preg_match( $pattern, $query ) ) {
		return $query;
	}
	return 'SELECT * FROM ndtest_no_such_table';
}
