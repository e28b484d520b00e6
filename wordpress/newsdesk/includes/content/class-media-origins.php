<?php
/**
 * Newsdesk: the Media_Origins class.
 *
 * @package Newsdesk
 */

namespace Newsdesk\Content;

use Newsdesk\Object_Cache;

defined( 'ABSPATH' ) || exit;

/**
 * The media origins of the contract (docs/content-api-contract.md in the Newsdesk
 * repository, "Media origins"): where this site's images, audio and video are
 * served from, as scheme, host and port, so that Newsdesk's Content-Security-Policy
 * names exactly those hosts. The uploads URL (offload plugins filter upload_dir),
 * the URL of the newest image (CDN plugins filter wp_get_attachment_url), and what
 * the filter `newsdesk_media_origins` adds for plugins that rewrite media elsewhere.
 */
final class Media_Origins {
	/**
	 * The origin of an http(s) URL: `https://cdn.example.net`, the scheme's default
	 * port left out; null for anything else (a path, another scheme, a
	 * protocol-relative URL, which Newsdesk does not load, a host with characters no
	 * host name has, which could otherwise add a source or a directive to a policy).
	 *
	 * @param mixed $url A URL.
	 */
	public static function url_origin( $url ): ?string {
		if ( ! is_string( $url ) || '' === trim( $url ) ) {
			return null;
		}
		$parts = wp_parse_url( trim( $url ) );
		if ( ! is_array( $parts ) || empty( $parts['scheme'] ) || empty( $parts['host'] ) || isset( $parts['user'] ) || isset( $parts['pass'] ) ) {
			return null;
		}
		$scheme = strtolower( $parts['scheme'] );
		$host   = strtolower( $parts['host'] );
		if ( ( 'http' !== $scheme && 'https' !== $scheme )
			|| 1 !== preg_match( '/^(?:(?:[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)*[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?|\[[0-9a-f:.]+\])$/', $host ) ) {
			return null;
		}
		$port = isset( $parts['port'] ) ? (int) $parts['port'] : null;
		if ( null !== $port && ( $port < 1 || $port > 65535 ) ) {
			return null;
		}
		$default = 'https' === $scheme ? 443 : 80;
		return $scheme . '://' . $host . ( null === $port || $default === $port ? '' : ':' . $port );
	}

	/**
	 * The newest image of the Media Library (any language): one read of the posts
	 * table by its type_status_date index, then that attachment's meta by its id.
	 */
	public static function newest_image(): ?\WP_Post {
		$found = get_posts(
			array(
				'post_type'              => 'attachment',
				'post_status'            => 'inherit',
				'post_mime_type'         => 'image',
				'posts_per_page'         => 1,
				'orderby'                => array(
					'date' => 'DESC',
					'ID'   => 'DESC',
				),
				'no_found_rows'          => true,
				// Polylang filters queries by the current language unless told not to: media of any language count.
				'lang'                   => '',
				'update_post_meta_cache' => true,
				'update_post_term_cache' => false,
			)
		);
		return $found[0] ?? null;
	}

	/**
	 * The origins the site's media are served from, each once: computed when posts
	 * changed since (a new upload is a post) or at the latest every ten minutes (a
	 * CDN or offload plugin switched on changes no post), and kept in the object cache.
	 *
	 * @return string[]
	 */
	public static function origins(): array {
		return Object_Cache::remember( 'media-origins', array(), array( self::class, 'compute' ), 10 * MINUTE_IN_SECONDS );
	}

	/**
	 * The origins, computed.
	 *
	 * @return string[]
	 */
	public static function compute(): array {
		$urls   = array( wp_get_upload_dir()['baseurl'] ?? '' );
		$newest = self::newest_image();
		if ( null !== $newest ) {
			$urls[] = wp_get_attachment_url( $newest->ID );
		}
		$origins = array_values( array_filter( array_map( array( self::class, 'url_origin' ), $urls ) ) );
		/**
		 * Filters the origins the site's media are served from, for plugins that rewrite
		 * media URLs to another host than the uploads URL and the newest image show (a
		 * CDN for video, an older bucket that still holds the archive's images).
		 *
		 * @param string[] $origins Origins such as `https://cdn.example.net`; a URL is reduced to its origin, anything else is dropped.
		 */
		$filtered = apply_filters( 'newsdesk_media_origins', $origins );
		$clean    = array();
		foreach ( is_array( $filtered ) ? $filtered : array() as $candidate ) {
			$origin = self::url_origin( $candidate );
			if ( null !== $origin && ! in_array( $origin, $clean, true ) ) {
				$clean[] = $origin;
			}
		}
		return $clean;
	}
}
