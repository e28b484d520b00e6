<?php
/**
 * Newsdesk: the Most_Read_Widget class.
 *
 * @package Newsdesk
 */

namespace Newsdesk\Signals;

use Newsdesk\Index\Index_Schema;
use Newsdesk\Languages;


defined( 'ABSPATH' ) || exit;

/**
 * The dashboard widget "Most read today": the posts most readers read today in
 * each language, for those who edit posts. One query whatever the archive's size.
 */
final class Most_Read_Widget {
	/**
	 * Posts per language in the widget.
	 */
	const MOST_READ = 5;

	/**
	 * Hooks this class into WordPress (called once, from Plugin::boot()).
	 */
	public static function register(): void {
		add_action( 'wp_dashboard_setup', array( self::class, 'add_most_read_widget' ) );
	}

	/**
	 * The dashboard widget, for those who edit posts.
	 */
	public static function add_most_read_widget() {
		if ( current_user_can( 'edit_posts' ) ) {
			wp_add_dashboard_widget( 'newsdesk_most_read_today', __( 'Most read today', 'newsdesk' ), array( self::class, 'render_most_read_widget' ) );
		}
	}

	/**
	 * The posts read by the most readers today (UTC) in each language, as the site
	 * shows them (published posts of that language), most read first, newest first
	 * on ties. One query: today's rows of each language (a range per language of
	 * the key (lang, day, post_id, readers)), then each one's row of the index by
	 * its primary key (STRAIGHT_JOIN: never the other way round, which would read
	 * every indexed post).
	 *
	 * @param int $wanted Posts per language.
	 * @return array<string, array<int, array{post: int, readers: int}>> By language, in Newsdesk's order; languages nobody read today are left out.
	 */
	public static function most_read_today( int $wanted ): array {
		global $wpdb;
		$reads = Signals_Schema::tables()['reads'];
		$index = Index_Schema::tables()['posts'];
		$langs = Languages::codes();
		$in    = implode( ',', array_fill( 0, count( $langs ), '%s' ) );
		// phpcs:disable WordPress.DB.PreparedSQL.InterpolatedNotPrepared, WordPress.DB.DirectDatabaseQuery, WordPress.DB.PreparedSQLPlaceholders.UnfinishedPrepare -- our own tables; the values are placeholders.
		$rows = $wpdb->get_results(
			$wpdb->prepare(
				"SELECT lang, post_id, readers FROM (
					SELECT r.lang, r.post_id, r.readers, ROW_NUMBER() OVER ( PARTITION BY r.lang ORDER BY r.readers DESC, i.published DESC, r.post_id DESC ) AS place
					FROM {$reads} r STRAIGHT_JOIN {$index} i ON i.post_id = r.post_id AND i.post_type = 'post' AND i.lang = r.lang
					WHERE r.lang IN ( {$in} ) AND r.day = %s
				) ranked WHERE place <= %d ORDER BY place",
				array_merge( $langs, array( gmdate( 'Y-m-d' ), $wanted ) )
			)
		);
		// phpcs:enable
		$most = array_fill_keys( $langs, array() );
		foreach ( (array) $rows as $row ) {
			if ( isset( $most[ $row->lang ] ) ) {
				$most[ $row->lang ][] = array(
					'post'    => (int) $row->post_id,
					'readers' => (int) $row->readers,
				);
			}
		}
		return array_filter( $most );
	}

	/**
	 * A language's name, as it names itself.
	 *
	 * @param string $lang A language code.
	 */
	public static function language_name( string $lang ): string {
		return Languages::names()[ $lang ] ?? $lang;
	}

	/**
	 * "Most read today": each language's most read posts, linked to their edit
	 * screen (when the user may edit them), with today's readers.
	 */
	public static function render_most_read_widget() {
		$most = self::most_read_today( self::MOST_READ );
		if ( array() === $most ) {
			echo '<p class="newsdesk-most-read-empty">' . esc_html__( 'Nothing was read today yet: the most read posts show here as soon as Newsdesk sends today\'s readers.', 'newsdesk' ) . '</p>';
			return;
		}
		// The posts' rows in one query, not one a post.
		_prime_post_caches( array_merge( ...array_map( static fn( array $rows ) => wp_list_pluck( $rows, 'post' ), array_values( $most ) ) ), false, false );
		echo '<p class="description">' . esc_html__( 'Distinct readers since midnight UTC.', 'newsdesk' ) . '</p>';
		foreach ( $most as $lang => $rows ) {
			printf( '<h3 class="newsdesk-most-read-lang" lang="%1$s">%2$s <span class="count">(%1$s)</span></h3><ol class="newsdesk-most-read" data-lang="%1$s">', esc_attr( $lang ), esc_html( self::language_name( $lang ) ) );
			foreach ( $rows as $row ) {
				$post  = get_post( $row['post'] );
				$title = $post instanceof \WP_Post ? get_the_title( $post ) : '';
				$title = '' === trim( wp_strip_all_tags( $title ) ) ? __( '(no title)', 'newsdesk' ) : wp_strip_all_tags( $title );
				$link  = $post instanceof \WP_Post ? get_edit_post_link( $post->ID ) : null;
				/* translators: %s: how many readers. */
				$readers = sprintf( _n( '%s reader', '%s readers', $row['readers'], 'newsdesk' ), number_format_i18n( $row['readers'] ) );
				echo '<li data-post="' . esc_attr( (string) $row['post'] ) . '">';
				if ( $link ) {
					echo '<a href="' . esc_url( $link ) . '">' . esc_html( $title ) . '</a>';
				} else {
					echo esc_html( $title );
				}
				echo ' &#8212; <span class="newsdesk-readers">' . esc_html( $readers ) . '</span></li>';
			}
			echo '</ol>';
		}
	}
}
