<?php
/**
 * Newsdesk: the Signals_History class.
 *
 * @package Newsdesk
 */

namespace Newsdesk\Signals;

use Newsdesk\Languages;

defined( 'ABSPATH' ) || exit;

/**
 * Reader signals of past days recorded directly, not as a batch from Newsdesk:
 * for importers bringing history (the demo content's import seeds most read
 * and popular searches so) and for tests that need a window of reads.
 */
final class Signals_History {
	/**
	 * Records readers of a post on a day, as a batch from Newsdesk would: for
	 * importers bringing history (the demo content's import seeds most read so).
	 * Adds to the window only, not to the post's views (its meta holds those).
	 *
	 * @param int    $post_id A published post.
	 * @param string $lang    Its language.
	 * @param string $day     Y-m-d.
	 * @param int    $readers Distinct readers.
	 */
	public static function record_reads( int $post_id, string $lang, string $day, int $readers ): void {
		global $wpdb;
		if ( $readers < 1 || ! Languages::is_language( $lang ) ) {
			return;
		}
		$table = Signals_Schema::tables()['reads'];
		$wpdb->query( $wpdb->prepare( "INSERT INTO {$table} (post_id, day, lang, readers) VALUES (%d,%s,%s,%d) ON DUPLICATE KEY UPDATE readers = readers + VALUES(readers)", $post_id, $day, $lang, $readers ) ); // phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared, WordPress.DB.DirectDatabaseQuery -- our own table.
	}

	/**
	 * Records readers who searched a term on a day: for importers.
	 *
	 * @param string $lang    A language code.
	 * @param string $term    What they searched.
	 * @param int    $readers Distinct readers.
	 * @param string $day     Y-m-d.
	 */
	public static function record_search_readers( string $lang, string $term, int $readers, string $day ): void {
		global $wpdb;
		$term = Signals_Batches::signal_term( $term );
		if ( $readers < 1 || '' === $term || ! Languages::is_language( $lang ) ) {
			return;
		}
		$table = Signals_Schema::tables()['searches'];
		$wpdb->query( $wpdb->prepare( "INSERT INTO {$table} (lang, day, term, readers) VALUES (%s,%s,%s,%d) ON DUPLICATE KEY UPDATE readers = readers + VALUES(readers)", $lang, $day, $term, $readers ) ); // phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared, WordPress.DB.DirectDatabaseQuery -- our own table.
	}
}
