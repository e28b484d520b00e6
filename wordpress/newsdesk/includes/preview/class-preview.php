<?php
/**
 * Newsdesk: the Preview class.
 *
 * @package Newsdesk
 */

namespace Newsdesk\Preview;

use Newsdesk\Admin\Settings;
use Newsdesk\Languages;

defined( 'ABSPATH' ) || exit;

/**
 * Editorial preview: the editor's "Preview" opens the post rendered by Newsdesk,
 * through a link signed with the shared preview secret and valid for a few
 * minutes; Newsdesk fetches the draft from `GET /wp-json/wp/v6/preview` with the
 * same signature, which is the only permission that route asks for (the route is
 * Rest\Preview_Controller's; its answers are kept out of caches and indexes here).
 */
final class Preview {
	/**
	 * The longest a preview link may live: Newsdesk's links are short-lived, a
	 * longer `exp` is refused even when signed.
	 */
	const PREVIEW_MAX_TTL = DAY_IN_SECONDS;

	/**
	 * Hooks this class into WordPress (called once, from Plugin::boot()).
	 */
	public static function register(): void {
		add_filter( 'preview_post_link', array( self::class, 'post_link' ), 10, 2 );
		add_filter( 'rest_post_dispatch', array( self::class, 'headers' ), 10, 3 );
	}

	/**
	 * The signature of a preview link: hex HMAC-SHA256 of "{id}:{exp}" with the secret.
	 *
	 * @param int    $post_id The post or page.
	 * @param int    $exp     Unix time the link expires at.
	 * @param string $secret  The preview secret.
	 * @return string
	 */
	public static function signature( $post_id, $exp, $secret ) {
		return hash_hmac( 'sha256', (int) $post_id . ':' . (int) $exp, $secret );
	}

	/**
	 * The preview link on Newsdesk: `{first URL}/{lang}/_preview/{id}?exp=...&sig=...`.
	 * WordPress's own link stays when no URL or no valid secret is configured.
	 *
	 * @param string  $link WordPress's preview link.
	 * @param WP_Post $post The post or page.
	 * @return string
	 */
	public static function post_link( $link, $post ) {
		if ( ! $post instanceof \WP_Post || ! in_array( $post->post_type, array( 'post', 'page' ), true ) ) {
			return $link;
		}
		$urls   = Settings::urls();
		$secret = Settings::preview_secret();
		if ( ! $urls || '' === $secret ) {
			return $link;
		}
		/**
		 * How long a preview link stays valid, in seconds (at most a day).
		 *
		 * @param int     $ttl  600 by default.
		 * @param WP_Post $post The post or page.
		 */
		$ttl  = (int) apply_filters( 'newsdesk_preview_ttl', 10 * MINUTE_IN_SECONDS, $post );
		$ttl  = max( 1, min( self::PREVIEW_MAX_TTL, $ttl ) );
		$exp  = time() + $ttl;
		$lang = Languages::of_post( (int) $post->ID );
		return sprintf(
			'%s/%s/_preview/%d?exp=%d&sig=%s',
			$urls[0],
			rawurlencode( $lang ),
			$post->ID,
			$exp,
			self::signature( $post->ID, $exp, $secret )
		);
	}

	/**
	 * A preview answer, an error included, is never stored by a cache nor indexed.
	 *
	 * @param WP_HTTP_Response $response The answer.
	 * @param WP_REST_Server   $server   The server.
	 * @param WP_REST_Request  $request  The request.
	 * @return WP_HTTP_Response
	 */
	public static function headers( $response, $server, $request ) {
		if ( $response instanceof \WP_HTTP_Response && $request instanceof \WP_REST_Request && '/wp/v6/preview' === $request->get_route() ) {
			$response->header( 'Cache-Control', 'private, no-store' );
			$response->header( 'X-Robots-Tag', 'noindex, nofollow' );
		}
		return $response;
	}
}
