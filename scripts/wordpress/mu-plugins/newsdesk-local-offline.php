<?php
/**
 * Plugin Name: Newsdesk local WordPress, offline
 * Description: Part of Newsdesk's local WordPress (scripts/wordpress/): no update checks against WordPress.org. The machine may have no network (wp-config.php blocks external requests), and each failed check would log a PHP warning into the debug log the tests read.
 * License:     GPL-2.0-or-later
 *
 * @package Newsdesk
 */

defined( 'ABSPATH' ) || exit;

newsdesk_local_offline_unhook_update_checks();

/**
 * Removes core's update checks: wp-includes/update.php hooked them before
 * must-use plugins load (on init, in WP-Cron, on admin screens).
 */
function newsdesk_local_offline_unhook_update_checks(): void {
	remove_action( 'init', 'wp_schedule_update_checks' );
	remove_action( 'admin_init', '_maybe_update_core' );
	remove_action( 'admin_init', '_maybe_update_plugins' );
	remove_action( 'admin_init', '_maybe_update_themes' );
	foreach ( array( 'wp_version_check', 'wp_update_plugins', 'wp_update_themes' ) as $check ) {
		remove_action( $check, $check );
		foreach ( array( 'load-plugins.php', 'load-themes.php', 'load-update.php', 'load-update-core.php' ) as $screen ) {
			remove_action( $screen, $check );
		}
	}
}
