<?php
/**
 * Newsdesk: the Test_Purge class.
 *
 * @package Newsdesk
 */

namespace Newsdesk\Admin;

use Newsdesk\Purge\Purge_Sender;

defined( 'ABSPATH' ) || exit;

/**
 * The settings page's "Send a test purge": a purge of a path where nothing
 * lives, sent to every Newsdesk URL with the purge token, each answer shown
 * once after the redirect, so that an administrator sees the connection works
 * without purging anything readers see.
 */
final class Test_Purge {
	/**
	 * Hooks this class into WordPress (called once, from Plugin::boot()).
	 */
	public static function register(): void {
		add_action( 'admin_post_newsdesk_test_purge', array( self::class, 'handle_test_purge' ) );
	}

	/**
	 * "Send a test purge": purges only /newsdesk-connection-test on every URL and
	 * keeps each answer for the page to show after the redirect.
	 */
	public static function handle_test_purge() {
		if ( ! current_user_can( 'manage_options' ) ) {
			wp_die( esc_html__( 'Sorry, you are not allowed to manage options for this site.', 'newsdesk' ), 403 );
		}
		check_admin_referer( 'newsdesk_test_purge', 'newsdesk_test_purge_nonce' );

		$results = array();
		$urls    = Settings::urls();
		if ( ! $urls || '' === Settings::config( 'purge_token' ) ) {
			$results[] = array(
				'ok'      => false,
				'message' => __( 'Set the Newsdesk URL and the purge token first.', 'newsdesk' ),
			);
		}
		if ( '' !== Settings::config( 'purge_token' ) ) {
			$body = (string) wp_json_encode(
				array(
					'tags'  => array(),
					'paths' => array( '/newsdesk-connection-test' ),
				),
				JSON_UNESCAPED_SLASHES
			);
			foreach ( $urls as $url ) {
				$answer    = Purge_Sender::send_purge( $url, $body );
				$results[] = array(
					'ok'      => true === $answer,
					'message' => true === $answer
						/* translators: %s: a Newsdesk URL. */
						? sprintf( __( '%s accepted the test purge.', 'newsdesk' ), $url )
						/* translators: 1: a Newsdesk URL, 2: the error. */
						: sprintf( __( '%1$s: the test purge failed: %2$s', 'newsdesk' ), $url, $answer->get_error_message() ),
				);
			}
		}
		set_transient( 'newsdesk_test_purge_' . get_current_user_id(), $results, 5 * MINUTE_IN_SECONDS );

		wp_safe_redirect( admin_url( 'options-general.php?page=newsdesk' ) );
		exit;
	}

	/**
	 * The test purge's results, once, as admin notices.
	 */
	public static function render_test_purge_results() {
		$key     = 'newsdesk_test_purge_' . get_current_user_id();
		$results = get_transient( $key );
		if ( ! is_array( $results ) ) {
			return;
		}
		delete_transient( $key );
		foreach ( $results as $result ) {
			printf(
				'<div class="notice %s is-dismissible"><p>%s</p></div>',
				empty( $result['ok'] ) ? 'notice-error' : 'notice-success',
				esc_html( isset( $result['message'] ) ? (string) $result['message'] : '' )
			);
		}
	}
}
