<?php
/**
 * Newsdesk: the Search_Cache class.
 *
 * @package Newsdesk
 */

namespace Newsdesk\Search;

use Newsdesk\Rest\Database_Errors;

defined( 'ABSPATH' ) || exit;

/**
 * The matches of a costly search kept between requests on a site without a
 * persistent object cache. A search is one full-text query, but its cost is
 * its matches: a word in nearly every post of a language makes MariaDB read
 * and rank every one of them (about 90 ms for 17,000 matches), however small the
 * page. Such a search's page (its ids and how many match) is kept as a
 * transient until the index changes or ten minutes pass, as search servers
 * keep their query results until their next commit; a search with fewer
 * matches costs what reading a transient does and is never kept. Where a
 * persistent object cache exists, the endpoint's whole answer is kept there
 * (Object_Cache) and this adds nothing.
 */
final class Search_Cache {
	/**
	 * How many matches make a search worth keeping (filter `newsdesk_search_cache_from`).
	 */
	const SEARCH_CACHE_FROM = 2000;

	/**
	 * The option that changes whenever the index changes: part of every kept search's name.
	 */
	const SEARCH_GENERATION = 'newsdesk_search_generation';

	/**
	 * Makes every kept search stale: the index's rows changed (a save, an unpublish,
	 * a deletion, a category gone). Their transients expire on their own.
	 */
	public static function invalidate(): void {
		update_option( self::SEARCH_GENERATION, uniqid( '', true ), true );
	}

	/**
	 * A page of a search from the index, kept when it matched many posts.
	 *
	 * @param array    $key    What the page depends on (query, language, filters, page).
	 * @param callable $search Runs the search: returns array{ids: int[], total: int}.
	 * @return array{ids: int[], total: int}
	 */
	public static function cached( array $key, callable $search ): array {
		if ( wp_using_ext_object_cache() ) {
			return $search();
		}
		$name = 'newsdesk_search_' . md5( wp_json_encode( $key ) . '|' . get_option( self::SEARCH_GENERATION, '' ) );
		$kept = get_transient( $name );
		if ( is_array( $kept ) && isset( $kept['ids'], $kept['total'] ) ) {
			return $kept;
		}
		$mark  = Database_Errors::mark();
		$found = $search();
		// A page read while a query failed is wrong (WordPress answers a failure with nothing): never kept.
		if ( $found['total'] >= (int) apply_filters( 'newsdesk_search_cache_from', self::SEARCH_CACHE_FROM ) && ! Database_Errors::failed_since( $mark ) ) {
			set_transient( $name, $found, 10 * MINUTE_IN_SECONDS );
		}
		return $found;
	}
}
