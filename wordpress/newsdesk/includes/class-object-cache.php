<?php
/**
 * Newsdesk: the Object_Cache class.
 *
 * @package Newsdesk
 */

namespace Newsdesk;

use Newsdesk\Rest\Database_Errors;

defined( 'ABSPATH' ) || exit;

/**
 * The plugin's object cache: expensive shared answers (category trees and
 * counts, the spelling vocabulary, whole endpoint answers) kept in group
 * `newsdesk`, keyed with the last change of posts and terms so any save
 * invalidates them; nothing computed while a query failed is kept. Without a persistent object cache this only saves
 * recomputing within one request.
 */
final class Object_Cache {
	/**
	 * The cache key of a value: its name, its parameters and the last change of
	 * posts (meta included), terms and authors' profiles.
	 *
	 * @param string $name  What is cached.
	 * @param array  $parts What it depends on besides content.
	 */
	public static function key( string $name, array $parts = array() ): string {
		// Bylines are users' (Authors): a profile saved makes the answers that show them stale too.
		$salt = wp_cache_get_last_changed( 'posts' ) . '|' . wp_cache_get_last_changed( 'terms' ) . '|' . wp_cache_get_last_changed( 'newsdesk_users' );
		return $name . ':' . md5( wp_json_encode( $parts ) . '|' . $salt );
	}

	/**
	 * The cached value, or the computed one (then cached).
	 *
	 * @param string   $name    What is cached.
	 * @param array    $parts   What it depends on besides content.
	 * @param callable $compute Computes the value when it is not cached.
	 * @param int      $ttl     Seconds to keep it; answers that depend on the clock pass a short one.
	 * @return mixed
	 */
	public static function remember( string $name, array $parts, callable $compute, int $ttl = HOUR_IN_SECONDS ) {
		$key   = self::key( $name, $parts );
		$found = false;
		$value = wp_cache_get( $key, 'newsdesk', false, $found );
		if ( $found ) {
			return $value;
		}
		$mark  = Database_Errors::mark();
		$value = $compute();
		// A value computed while a query failed is wrong (WordPress turns a failure into an empty result): never kept.
		if ( ! Database_Errors::failed_since( $mark ) ) {
			wp_cache_set( $key, $value, 'newsdesk', $ttl );
		}
		return $value;
	}

	/**
	 * Makes every cached query of a group stale (posts or terms), as a save does:
	 * WordPress's query caches and the plugin's keys both end in its last change.
	 *
	 * @param string $group 'posts', 'terms' or 'newsdesk_users' (a byline changed).
	 */
	public static function invalidate( string $group ): void {
		// wp_cache_set_last_changed() is WordPress 6.3's; 6.1 and 6.2 set the key themselves, as here.
		wp_cache_set( 'last_changed', microtime(), $group );
	}
}
