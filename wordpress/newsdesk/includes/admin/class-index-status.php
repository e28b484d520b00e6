<?php
/**
 * Newsdesk: the Index_Status class.
 *
 * @package Newsdesk
 */

namespace Newsdesk\Admin;

use Newsdesk\Index\Index_Builder;
use Newsdesk\Index\Index_Schema;

defined( 'ABSPATH' ) || exit;

/**
 * The settings page's "Index" section: the index's progress while it builds,
 * its size once built, and "Index the archive again", which starts a pass over
 * every post and page (after content was changed in the database directly).
 */
final class Index_Status {
	/**
	 * Hooks this class into WordPress (called once, from Plugin::boot()).
	 */
	public static function register(): void {
		add_action( 'admin_post_newsdesk_index_pass', array( self::class, 'handle_index_pass' ) );
	}

	/**
	 * The index's section of the settings page: its progress while it builds (and
	 * that listings and search answer from WordPress's own queries meanwhile), its
	 * size once built, and a button that starts a pass over the archive again.
	 */
	public static function render_index_status() {
		global $wpdb;
		$state = Index_Builder::state();
		echo '<h2>' . esc_html__( 'Index', 'newsdesk' ) . '</h2>';
		if ( Index_Schema::INDEX_SCHEMA !== $state['schema'] ) {
			echo '<p>' . esc_html__( 'The index\'s tables could not be created: listings and search answer from WordPress\'s own queries. The PHP error log says why.', 'newsdesk' ) . '</p>';
		} elseif ( null !== $state['cursor'] ) {
			$percent = $state['total'] > 0 ? (int) floor( 100 * $state['done'] / $state['total'] ) : 0;
			/* translators: 1: posts and pages indexed, 2: all of them, 3: percent. */
			echo '<p>' . esc_html( sprintf( __( 'Indexing: %1$d of %2$d posts and pages (%3$d%%), a few seconds at a time on WP-Cron.', 'newsdesk' ), $state['done'], $state['total'], $percent ) ) . '</p>';
			echo '<progress max="100" value="' . esc_attr( (string) $percent ) . '">' . esc_html( $percent . '%' ) . '</progress>';
			if ( ! $state['built'] ) {
				echo '<p>' . esc_html__( 'Until it completes, listings and search answer from WordPress\'s own queries, which are slow on a large archive, and search answers carry the header X-Newsdesk-Search: wordpress.', 'newsdesk' ) . '</p>';
			}
		} else {
			$tables = Index_Schema::tables();
			$posts  = (int) $wpdb->get_var( "SELECT COUNT(*) FROM {$tables['posts']}" ); // phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared, WordPress.DB.DirectDatabaseQuery -- our own table, on an admin page.
			$bytes  = (int) $wpdb->get_var( "SELECT SUM( data_length + index_length ) FROM information_schema.tables WHERE table_schema = DATABASE() AND table_name IN ( '" . implode( "','", array_map( 'esc_sql', $tables ) ) . "' )" ); // phpcs:ignore WordPress.DB.PreparedSQL.NotPrepared, WordPress.DB.DirectDatabaseQuery -- our own table names, escaped.
			/* translators: 1: posts and pages in the index, 2: its size, 3: when its last pass ended. */
			echo '<p>' . esc_html( sprintf( __( 'Complete: %1$d published posts and pages, %2$s in the database, last pass over the archive ended %3$s.', 'newsdesk' ), $posts, size_format( $bytes ), (string) wp_date( get_option( 'date_format' ) . ' ' . get_option( 'time_format' ), $state['finished'] ) ) ) . '</p>';
		}
		echo '<form method="post" action="' . esc_url( admin_url( 'admin-post.php' ) ) . '">';
		echo '<input type="hidden" name="action" value="newsdesk_index_pass" />';
		wp_nonce_field( 'newsdesk_index_pass', 'newsdesk_index_pass_nonce' );
		echo '<p class="description">' . esc_html__( 'Saves keep the index current. After content was changed in the database directly (an import by SQL), index the archive again; the index keeps answering meanwhile.', 'newsdesk' ) . '</p>';
		submit_button( __( 'Index the archive again', 'newsdesk' ), 'secondary', 'newsdesk_index_pass', false );
		echo '</form>';
	}

	/**
	 * "Index the archive again": starts a pass over every post and page.
	 */
	public static function handle_index_pass() {
		if ( ! current_user_can( 'manage_options' ) ) {
			wp_die( esc_html__( 'Sorry, you are not allowed to manage options for this site.', 'newsdesk' ), 403 );
		}
		check_admin_referer( 'newsdesk_index_pass', 'newsdesk_index_pass_nonce' );
		Index_Schema::install();
		Index_Builder::start_pass();
		wp_safe_redirect( admin_url( 'options-general.php?page=newsdesk' ) );
		exit;
	}
}
