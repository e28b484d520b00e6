<?php
/**
 * Plugin Name: Newsdesk test query count
 * Description: For Newsdesk's WordPress tests only: every REST answer says how many database queries it took (X-Newsdesk-Queries), so tests can bound the cost of each call. WP-Cron's check on the request is left out: when an event is due, any request of WordPress spends queries taking the cron lock, whatever the call.
 * License:     GPL-2.0-or-later
 *
 * @package Newsdesk
 */

defined( 'ABSPATH' ) || exit;

// Core's wp_cron() on init only defers the check to wp_loaded (priority 20), where it runs and
// spends its queries: it is counted there, run by this plugin instead of core.
remove_action( 'init', 'wp_cron' );
add_action( 'wp_loaded', 'newsdesk_test_query_count_cron', 20 );
add_filter( 'rest_post_dispatch', 'newsdesk_test_query_count_header', PHP_INT_MAX );

/**
 * Queries WP-Cron's check spent in this request.
 *
 * @param int $spent Queries to add, when WP-Cron's check has run.
 * @return int All spent so far.
 */
function newsdesk_test_query_count_cron_queries( int $spent = 0 ): int {
	static $total = 0;
	$total += $spent;
	return $total;
}

/**
 * Runs WP-Cron's check where core runs it (on wp_loaded, where wp_cron() runs it at once), counting its queries.
 */
function newsdesk_test_query_count_cron(): void {
	$before = get_num_queries();
	wp_cron();
	newsdesk_test_query_count_cron_queries( get_num_queries() - $before );
}

/**
 * Adds the number of queries run so far in this request, WP-Cron's check left out.
 *
 * @param WP_HTTP_Response|mixed $response The REST answer about to be served.
 * @return WP_HTTP_Response|mixed
 */
function newsdesk_test_query_count_header( $response ) {
	if ( $response instanceof WP_HTTP_Response ) {
		$response->header( 'X-Newsdesk-Queries', (string) ( get_num_queries() - newsdesk_test_query_count_cron_queries() ) );
	}
	return $response;
}
