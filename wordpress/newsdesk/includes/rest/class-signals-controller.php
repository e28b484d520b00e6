<?php
/**
 * Newsdesk: the Signals_Controller class.
 *
 * @package Newsdesk
 */

namespace Newsdesk\Rest;

use Newsdesk\Admin\Settings;
use Newsdesk\Signals\Signals_Batches;

defined( 'ABSPATH' ) || exit;

/**
 * The write call of reader signals: `POST /wp-json/wp/v6/signals` (the same on
 * production and staging), Newsdesk's batches of reads, votes and searches
 * (docs/content-api-contract.md of the Newsdesk repository, "Reader signals"),
 * behind the secret both sides share: the signals token (NEWSDESK_SIGNALS_TOKEN),
 * else the purge token, compared in constant time. The body is read whole by
 * Signals_Batches::signal_batches(), which answers a malformed one with its 400:
 * the route declares no parameters of its own.
 */
final class Signals_Controller extends \WP_REST_Controller {
	/**
	 * The route: wp/v6/signals.
	 */
	public function __construct() {
		$this->namespace = 'wp/v6';
		$this->rest_base = 'signals';
	}

	/**
	 * Registers the route.
	 */
	public function register_routes() {
		register_rest_route(
			$this->namespace,
			'/' . $this->rest_base,
			array(
				array(
					'methods'             => \WP_REST_Server::CREATABLE,
					// A query that fails is a 500, never an answer that counted nothing (Database_Errors).
					'callback'            => Database_Errors::rest_guarded( array( $this, 'create_item' ) ),
					'permission_callback' => array( $this, 'create_item_permissions_check' ),
				),
				'schema' => array( $this, 'get_public_item_schema' ),
			)
		);
	}

	/**
	 * The secret signals carry: the signals token, else the purge token; '' when neither is set.
	 */
	public static function signals_secret(): string {
		$token = Settings::config( 'signals_token' );
		return '' !== $token ? $token : Settings::config( 'purge_token' );
	}

	/**
	 * Only Newsdesk, with the shared secret as a bearer token.
	 *
	 * @param WP_REST_Request $request The request.
	 * @return true|WP_Error
	 */
	public function create_item_permissions_check( $request ) {
		$secret = self::signals_secret();
		$given  = (string) $request->get_header( 'authorization' );
		$token  = 1 === preg_match( '/^Bearer (\S+)$/', $given, $match ) ? $match[1] : '';
		if ( '' === $secret || '' === $token || ! hash_equals( $secret, $token ) ) {
			return new \WP_Error( 'newsdesk_signals_forbidden', __( 'Signals need the shared secret.', 'newsdesk' ), array( 'status' => 401 ) );
		}
		return true;
	}

	/**
	 * Applies the batches: `{applied, duplicates}`, never stored by a cache.
	 *
	 * @param WP_REST_Request $request The request.
	 * @return WP_REST_Response|WP_Error
	 */
	public function create_item( $request ) {
		$batches = Signals_Batches::signal_batches( $request->get_json_params() );
		if ( is_wp_error( $batches ) ) {
			return $batches;
		}
		$applied  = Signals_Batches::apply_signals( $batches );
		$response = is_wp_error( $applied ) ? $applied : rest_ensure_response( $applied );
		if ( $response instanceof \WP_REST_Response ) {
			$response->header( 'Cache-Control', 'no-store' );
		}
		return $response;
	}

	/**
	 * The schema of the answer; the batches sent are described in the contract.
	 *
	 * @return array
	 */
	public function get_item_schema() {
		if ( null === $this->schema ) {
			$this->schema = Schemas::document(
				'newsdesk-signals',
				array(
					'applied'    => Schemas::field( 'integer', __( 'How many batches were applied.', 'newsdesk' ) ),
					'duplicates' => Schemas::field( 'integer', __( 'How many batches had been applied before, and counted nothing again.', 'newsdesk' ) ),
				)
			);
		}
		return $this->schema;
	}
}
