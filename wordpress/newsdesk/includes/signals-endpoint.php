<?php
/**
 * The write call of reader signals: `POST /wp-json/wp/v6/signals`, Newsdesk's
 * batches of reads, votes and searches (docs/content-api-contract.md of the
 * Newsdesk repository), behind the secret both sides share: the signals token
 * (NEWSDESK_SIGNALS_TOKEN), else the purge token, compared in constant time.
 *
 * @package Newsdesk
 */

defined( 'ABSPATH' ) || exit;

add_action( 'rest_api_init', 'newsdesk_register_signals_route' );

/**
 * The route (the same on production and staging).
 */
function newsdesk_register_signals_route(): void {
	register_rest_route(
		'wp/v6',
		'/signals',
		array(
			'methods'             => WP_REST_Server::CREATABLE,
			'callback'            => newsdesk_rest_guarded( 'newsdesk_rest_signals' ),
			'permission_callback' => 'newsdesk_signals_permission',
		)
	);
}

/**
 * The secret signals carry: the signals token, else the purge token; '' when neither is set.
 */
function newsdesk_signals_secret(): string {
	$token = newsdesk_config( 'signals_token' );
	return '' !== $token ? $token : newsdesk_config( 'purge_token' );
}

/**
 * Only Newsdesk, with the shared secret as a bearer token.
 *
 * @param WP_REST_Request $request The request.
 * @return true|WP_Error
 */
function newsdesk_signals_permission( WP_REST_Request $request ) {
	$secret = newsdesk_signals_secret();
	$given  = (string) $request->get_header( 'authorization' );
	$token  = 1 === preg_match( '/^Bearer (\S+)$/', $given, $match ) ? $match[1] : '';
	if ( '' === $secret || '' === $token || ! hash_equals( $secret, $token ) ) {
		return new WP_Error( 'newsdesk_signals_forbidden', __( 'Signals need the shared secret.', 'newsdesk' ), array( 'status' => 401 ) );
	}
	return true;
}

/**
 * Applies the batches: `{applied, duplicates}`.
 *
 * @param WP_REST_Request $request The request.
 * @return WP_REST_Response|WP_Error
 */
function newsdesk_rest_signals( WP_REST_Request $request ) {
	$batches = newsdesk_signal_batches( $request->get_json_params() );
	if ( is_wp_error( $batches ) ) {
		return $batches;
	}
	$applied  = newsdesk_apply_signals( $batches );
	$response = is_wp_error( $applied ) ? $applied : rest_ensure_response( $applied );
	if ( $response instanceof WP_REST_Response ) {
		$response->header( 'Cache-Control', 'no-store' );
	}
	return $response;
}
