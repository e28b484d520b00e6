<?php
/**
 * Plugin Name: Newsdesk test media CDN
 * Description: For Newsdesk's WordPress tests only: plays the plugins that move a site's media elsewhere. While the option `ndtest_upload_cdn` holds an origin, upload_dir's URLs are on it (as an offload plugin's are); while `ndtest_attachment_cdn` does, wp_get_attachment_url() answers on it (as a CDN plugin's does); `ndtest_media_origins_extra`, a JSON array, is added through the filter `newsdesk_media_origins`. Unset, nothing changes.
 * License:     GPL-2.0-or-later
 *
 * @package Newsdesk
 */

defined( 'ABSPATH' ) || exit;

add_filter( 'upload_dir', 'newsdesk_test_media_cdn_upload_dir' );
add_filter( 'wp_get_attachment_url', 'newsdesk_test_media_cdn_attachment_url' );
add_filter( 'newsdesk_media_origins', 'newsdesk_test_media_cdn_extra_origins' );

/**
 * One of the test's options, from the autoloaded ones WordPress reads anyway: no query of its own.
 *
 * @param string $name The option.
 */
function newsdesk_test_media_cdn_option( string $name ): string {
	$options = wp_load_alloptions();
	return isset( $options[ $name ] ) && is_string( $options[ $name ] ) ? $options[ $name ] : '';
}

/**
 * A URL with its origin replaced.
 *
 * @param string $url    A URL.
 * @param string $origin The new origin.
 */
function newsdesk_test_media_cdn_move( string $url, string $origin ): string {
	return (string) preg_replace( '#^https?://[^/]+#i', untrailingslashit( $origin ), $url );
}

/**
 * Uploads served from the CDN, as an offload plugin rewrites them.
 *
 * @param array $uploads wp_upload_dir()'s answer.
 * @return array
 */
function newsdesk_test_media_cdn_upload_dir( $uploads ) {
	$cdn = newsdesk_test_media_cdn_option( 'ndtest_upload_cdn' );
	if ( '' === $cdn || ! is_array( $uploads ) ) {
		return $uploads;
	}
	foreach ( array( 'url', 'baseurl' ) as $key ) {
		if ( isset( $uploads[ $key ] ) && is_string( $uploads[ $key ] ) ) {
			$uploads[ $key ] = newsdesk_test_media_cdn_move( $uploads[ $key ], $cdn );
		}
	}
	return $uploads;
}

/**
 * An attachment's URL on the CDN, as a CDN plugin rewrites it.
 *
 * @param string $url The attachment's URL.
 * @return string
 */
function newsdesk_test_media_cdn_attachment_url( $url ) {
	$cdn = newsdesk_test_media_cdn_option( 'ndtest_attachment_cdn' );
	return '' === $cdn || ! is_string( $url ) ? $url : newsdesk_test_media_cdn_move( $url, $cdn );
}

/**
 * What another plugin adds to the media origins.
 *
 * @param array $origins The origins so far.
 * @return array
 */
function newsdesk_test_media_cdn_extra_origins( $origins ) {
	$extra = json_decode( newsdesk_test_media_cdn_option( 'ndtest_media_origins_extra' ), true );
	return is_array( $extra ) ? array_merge( (array) $origins, $extra ) : $origins;
}
