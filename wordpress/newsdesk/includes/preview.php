<?php
/**
 * Editorial preview: the editor's "Preview" opens the post rendered by Newsdesk,
 * through a link signed with the shared preview secret and valid for a few
 * minutes; Newsdesk fetches the draft from `GET /wp-json/wp/v6/preview` with the
 * same signature, which is the only permission that route asks for.
 *
 * @package Newsdesk
 */

defined( 'ABSPATH' ) || exit;

/**
 * The longest a preview link may live: Newsdesk's links are short-lived, a
 * longer `exp` is refused even when signed.
 */
const NEWSDESK_PREVIEW_MAX_TTL = DAY_IN_SECONDS;

add_filter( 'preview_post_link', 'newsdesk_preview_post_link', 10, 2 );
add_action( 'rest_api_init', 'newsdesk_register_preview_route' );
add_filter( 'rest_post_dispatch', 'newsdesk_preview_headers', 10, 3 );

/**
 * The signature of a preview link: hex HMAC-SHA256 of "{id}:{exp}" with the secret.
 *
 * @param int    $post_id The post or page.
 * @param int    $exp     Unix time the link expires at.
 * @param string $secret  The preview secret.
 * @return string
 */
function newsdesk_preview_signature( $post_id, $exp, $secret ) {
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
function newsdesk_preview_post_link( $link, $post ) {
	if ( ! $post instanceof WP_Post || ! in_array( $post->post_type, array( 'post', 'page' ), true ) ) {
		return $link;
	}
	$urls   = newsdesk_urls();
	$secret = newsdesk_preview_secret();
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
	$ttl  = max( 1, min( NEWSDESK_PREVIEW_MAX_TTL, $ttl ) );
	$exp  = time() + $ttl;
	$lang = newsdesk_post_language( (int) $post->ID );
	return sprintf(
		'%s/%s/_preview/%d?exp=%d&sig=%s',
		$urls[0],
		rawurlencode( $lang ),
		$post->ID,
		$exp,
		newsdesk_preview_signature( $post->ID, $exp, $secret )
	);
}

/**
 * GET /wp-json/wp/v6/preview, only when a valid secret is configured.
 */
function newsdesk_register_preview_route() {
	if ( '' === newsdesk_preview_secret() ) {
		return;
	}
	register_rest_route(
		'wp/v6',
		'/preview',
		array(
			'methods'             => WP_REST_Server::READABLE,
			'callback'            => 'newsdesk_rest_preview',
			// The signature is the permission; it is checked in the callback so
			// that a refusal has WordPress's error shape and one answer for all.
			'permission_callback' => '__return_true',
			'args'                => array(
				'id'   => array(
					'type'     => 'integer',
					'minimum'  => 1,
					'required' => true,
				),
				'exp'  => array(
					'type'     => 'integer',
					'required' => true,
				),
				'sig'  => array(
					'type'     => 'string',
					'pattern'  => '^[0-9a-fA-F]{64}$',
					'required' => true,
				),
				// Newsdesk sends it like on every call; the post's own language is used.
				'lang' => array(
					'type'              => 'string',
					'sanitize_callback' => 'sanitize_key',
				),
			),
		)
	);
}

/**
 * The post or page a signed link names, whatever its status, with its newest
 * unsaved changes (autosave).
 *
 * @param WP_REST_Request $request The request.
 * @return WP_REST_Response|WP_Error
 */
function newsdesk_rest_preview( WP_REST_Request $request ) {
	$post_id = (int) $request['id'];
	$exp     = (int) $request['exp'];
	$sig     = strtolower( (string) $request['sig'] );
	$secret  = newsdesk_preview_secret();
	$now     = time();

	// One answer for a bad signature and an expired link: nothing to learn from it.
	$valid = '' !== $secret && hash_equals( newsdesk_preview_signature( $post_id, $exp, $secret ), $sig );
	if ( ! $valid || $exp < $now || $exp > $now + NEWSDESK_PREVIEW_MAX_TTL ) {
		return new WP_Error( 'newsdesk_preview_forbidden', __( 'This preview link is not valid or has expired.', 'newsdesk' ), array( 'status' => 403 ) );
	}

	$post = get_post( $post_id );
	if ( ! $post instanceof WP_Post
		|| ! in_array( $post->post_type, array( 'post', 'page' ), true )
		|| ! in_array( $post->post_status, array( 'draft', 'pending', 'future', 'publish', 'private' ), true ) ) {
		return new WP_Error( 'newsdesk_preview_not_found', __( 'Nothing to preview.', 'newsdesk' ), array( 'status' => 404 ) );
	}

	$post = newsdesk_preview_with_autosave( $post );
	$lang = newsdesk_post_language( $post->ID );
	if ( 'page' === $post->post_type ) {
		return new WP_REST_Response(
			array(
				'type' => 'page',
				'page' => newsdesk_static_page( $post, $lang ),
			)
		);
	}
	return new WP_REST_Response(
		array(
			'type'    => 'post',
			'post'    => newsdesk_full_post( $post, $lang ),
			'related' => newsdesk_related_posts( $post, $lang ),
		)
	);
}

/**
 * The post with its newest autosave's title, content and excerpt, when that
 * autosave is newer than the post: what the editor sees but has not saved.
 *
 * @param WP_Post $post The post.
 * @return WP_Post The post, or a copy with the autosave applied.
 */
function newsdesk_preview_with_autosave( WP_Post $post ) {
	$autosave = wp_get_post_autosave( $post->ID );
	if ( ! $autosave instanceof WP_Post ) {
		return $post;
	}
	if ( strtotime( $autosave->post_modified_gmt . ' UTC' ) <= strtotime( $post->post_modified_gmt . ' UTC' ) ) {
		return $post;
	}
	$preview               = clone $post;
	$preview->post_title   = $autosave->post_title;
	$preview->post_content = $autosave->post_content;
	$preview->post_excerpt = $autosave->post_excerpt;
	return $preview;
}

/**
 * A preview answer, an error included, is never stored by a cache nor indexed.
 *
 * @param WP_HTTP_Response $response The answer.
 * @param WP_REST_Server   $server   The server.
 * @param WP_REST_Request  $request  The request.
 * @return WP_HTTP_Response
 */
function newsdesk_preview_headers( $response, $server, $request ) {
	if ( $response instanceof WP_HTTP_Response && $request instanceof WP_REST_Request && '/wp/v6/preview' === $request->get_route() ) {
		$response->header( 'Cache-Control', 'private, no-store' );
		$response->header( 'X-Robots-Tag', 'noindex, nofollow' );
	}
	return $response;
}
