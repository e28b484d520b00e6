<?php
/**
 * The plugin's object cache: expensive shared answers (category trees and
 * counts, the spelling vocabulary, whole endpoint answers) kept in group
 * `newsdesk`, keyed with the last change of posts and terms so any save
 * invalidates them. Without a persistent object cache this only saves
 * recomputing within one request.
 *
 * @package Newsdesk
 */

defined( 'ABSPATH' ) || exit;

/**
 * The cache key of a value: its name, its parameters and the last change of
 * posts (meta included) and terms.
 *
 * @param string $name  What is cached.
 * @param array  $parts What it depends on besides content.
 */
function newsdesk_cache_key( string $name, array $parts = array() ): string {
	$salt = wp_cache_get_last_changed( 'posts' ) . '|' . wp_cache_get_last_changed( 'terms' );
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
function newsdesk_cache_remember( string $name, array $parts, callable $compute, int $ttl = HOUR_IN_SECONDS ) {
	$key   = newsdesk_cache_key( $name, $parts );
	$found = false;
	$value = wp_cache_get( $key, 'newsdesk', false, $found );
	if ( $found ) {
		return $value;
	}
	$value = $compute();
	wp_cache_set( $key, $value, 'newsdesk', $ttl );
	return $value;
}
