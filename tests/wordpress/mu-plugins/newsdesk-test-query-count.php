<?php
/**
 * Plugin Name: Newsdesk test query count
 * Description: For Newsdesk's WordPress tests only: every REST answer says how many database queries it took (X-Newsdesk-Queries), so tests can bound the cost of each call.
 * License:     GPL-2.0-or-later
 *
 * @package Newsdesk
 */

defined( 'ABSPATH' ) || exit;

add_filter( 'rest_post_dispatch', 'newsdesk_test_query_count_header', PHP_INT_MAX );

/**
 * Adds the number of queries run so far in this request.
 *
 * @param WP_HTTP_Response|mixed $response The REST answer about to be served.
 * @return WP_HTTP_Response|mixed
 */
function newsdesk_test_query_count_header( $response ) {
	if ( $response instanceof WP_HTTP_Response ) {
		$response->header( 'X-Newsdesk-Queries', (string) get_num_queries() );
	}
	return $response;
}
