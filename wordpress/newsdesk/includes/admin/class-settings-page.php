<?php
/**
 * Newsdesk: the Settings_Page class.
 *
 * @package Newsdesk
 */

namespace Newsdesk\Admin;

use Newsdesk\Purge\Purge_Failures;

defined( 'ABSPATH' ) || exit;

/**
 * Settings → Newsdesk, which only administrators see: the form of the
 * connection's and the reader signals' settings (Connection_Settings,
 * Hidden_Searches_Setting), the test purge (Test_Purge), the index's progress
 * (Index_Status) and the last purge failures; and its link on the plugins screen.
 */
final class Settings_Page {
	/**
	 * Hooks this class into WordPress (called once, from Plugin::boot()).
	 */
	public static function register(): void {
		add_action( 'admin_menu', array( self::class, 'add_settings_page' ) );
		add_filter( 'plugin_action_links_' . plugin_basename( NEWSDESK_PLUGIN_FILE ), array( self::class, 'settings_action_link' ) );
	}

	/**
	 * Settings → Newsdesk.
	 */
	public static function add_settings_page() {
		add_options_page( __( 'Newsdesk', 'newsdesk' ), __( 'Newsdesk', 'newsdesk' ), 'manage_options', 'newsdesk', array( self::class, 'render_settings_page' ) );
	}

	/**
	 * A "Settings" link on the plugins screen.
	 *
	 * @param string[] $links The plugin's action links.
	 * @return string[]
	 */
	public static function settings_action_link( $links ) {
		$links[] = '<a href="' . esc_url( admin_url( 'options-general.php?page=newsdesk' ) ) . '">' . esc_html__( 'Settings', 'newsdesk' ) . '</a>';
		return $links;
	}

	/**
	 * Settings → Newsdesk: the settings form, the test purge and the last purge failures.
	 */
	public static function render_settings_page() {
		if ( ! current_user_can( 'manage_options' ) ) {
			return;
		}
		echo '<div class="wrap"><h1>' . esc_html( get_admin_page_title() ) . '</h1>';

		Test_Purge::render_test_purge_results();

		echo '<form method="post" action="' . esc_url( admin_url( 'options.php' ) ) . '">';
		settings_fields( 'newsdesk' );
		do_settings_sections( 'newsdesk' );
		submit_button();
		echo '</form>';

		echo '<h2>' . esc_html__( 'Test the connection', 'newsdesk' ) . '</h2>';
		echo '<p>' . esc_html__( 'Sends a purge of the path /newsdesk-connection-test (nothing lives there) to every Newsdesk URL with the purge token, and shows each answer.', 'newsdesk' ) . '</p>';
		echo '<form method="post" action="' . esc_url( admin_url( 'admin-post.php' ) ) . '">';
		echo '<input type="hidden" name="action" value="newsdesk_test_purge" />';
		// Names of their own: the settings form above has its `_wpnonce` and `submit` already.
		wp_nonce_field( 'newsdesk_test_purge', 'newsdesk_test_purge_nonce' );
		submit_button( __( 'Send a test purge', 'newsdesk' ), 'secondary', 'newsdesk_test_purge', false );
		echo '</form>';

		Index_Status::render_index_status();

		echo '<h2>' . esc_html__( 'Last purge failures', 'newsdesk' ) . '</h2>';
		$failures = Purge_Failures::failures();
		if ( ! $failures ) {
			echo '<p>' . esc_html__( 'None.', 'newsdesk' ) . '</p>';
		} else {
			echo '<table class="widefat striped"><thead><tr><th>' . esc_html__( 'Time', 'newsdesk' ) . '</th><th>' . esc_html__( 'URL', 'newsdesk' ) . '</th><th>' . esc_html__( 'Error', 'newsdesk' ) . '</th></tr></thead><tbody>';
			$format = get_option( 'date_format' ) . ' ' . get_option( 'time_format' );
			foreach ( $failures as $failure ) {
				printf(
					'<tr><td>%s</td><td><code>%s</code></td><td>%s</td></tr>',
					esc_html( (string) wp_date( $format, (int) $failure['time'] ) ),
					esc_html( $failure['url'] ),
					esc_html( $failure['error'] )
				);
			}
			echo '</tbody></table>';
		}
		echo '</div>';
	}
}
