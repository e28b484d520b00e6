<?php
/**
 * Newsdesk: the Database_Errors class.
 *
 * @package Newsdesk
 */

namespace Newsdesk\Rest;

use Newsdesk\Object_Cache;

defined( 'ABSPATH' ) || exit;

/**
 * A database error is a failure, never an empty answer. WordPress returns an
 * empty result when a query fails (a WP_Query finds no posts, get_results()
 * an empty array), and caches it like any other; every error is also noted in
 * the global `$EZSQL_ERROR` (wpdb::print_error(), whatever `show_errors` says),
 * which is what the plugin watches: an answer computed while a query failed is
 * a `500 newsdesk_database_error`, never cached, and the caches WordPress may
 * have filled from the failed query are made stale.
 */
final class Database_Errors {
	/**
	 * How many database errors this request has seen so far: a mark to compare with later.
	 */
	public static function mark(): int {
		global $EZSQL_ERROR;
		return is_array( $EZSQL_ERROR ) ? count( $EZSQL_ERROR ) : 0;
	}

	/**
	 * Whether a query failed since a mark.
	 *
	 * @param int $mark self::mark().
	 */
	public static function failed_since( int $mark ): bool {
		return self::mark() > $mark;
	}

	/**
	 * The errors since a mark, as the PHP error log shows them (the message, not the query: it may hold a reader's search).
	 *
	 * @param int $mark self::mark().
	 * @return string[]
	 */
	public static function errors_since( int $mark ): array {
		global $EZSQL_ERROR;
		$errors = is_array( $EZSQL_ERROR ) ? array_slice( $EZSQL_ERROR, $mark ) : array();
		return array_map(
			static function ( $error ) {
				return is_array( $error ) ? (string) ( $error['error_str'] ?? '' ) : '';
			},
			$errors
		);
	}

	/**
	 * The failure a REST answer becomes when a query failed while it was computed:
	 * logged, WordPress's query caches made stale (a persistent object cache could
	 * otherwise keep the empty result a failed WP_Query stored), and a 500.
	 *
	 * @param int    $mark  self::mark() from before the answer was computed.
	 * @param string $route The route, for the log.
	 */
	public static function failure( int $mark, string $route ): \WP_Error {
		error_log( sprintf( 'Newsdesk: %s failed: database error: %s', $route, implode( ' | ', self::errors_since( $mark ) ) ) ); // phpcs:ignore WordPress.PHP.DevelopmentFunctions.error_log_error_log -- the site's log is where operators look.
		Object_Cache::invalidate( 'posts' );
		Object_Cache::invalidate( 'terms' );
		return new \WP_Error(
			'newsdesk_database_error',
			__( 'The database failed to answer. Try again later.', 'newsdesk' ),
			array( 'status' => 500 )
		);
	}

	/**
	 * A REST callback that fails with self::failure() when a query fails under it.
	 *
	 * @param callable $callback A route's callback.
	 */
	public static function rest_guarded( callable $callback ): \Closure {
		return static function ( \WP_REST_Request $request ) use ( $callback ) {
			$mark   = self::mark();
			$answer = $callback( $request );
			if ( self::failed_since( $mark ) ) {
				return self::failure( $mark, $request->get_route() );
			}
			return $answer;
		};
	}
}
