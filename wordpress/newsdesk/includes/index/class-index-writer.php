<?php
/**
 * Newsdesk: the Index_Writer class.
 *
 * @package Newsdesk
 */

namespace Newsdesk\Index;

use Newsdesk\Search\Search_Cache;

defined( 'ABSPATH' ) || exit;

/**
 * Writes posts' rows to the index (Index_Schema): for a save, a deletion or
 * terms set (Index_Sync), and for a pass over the archive (Index_Builder). A
 * save costs a few small writes and, when the post joins or leaves a list (a
 * category's, or its author's), a count of that list's rows (Index_Counts).
 */
final class Index_Writer {
	/**
	 * The largest INSERT sent at once, in bytes (MariaDB's max_allowed_packet is 16 MB by default).
	 */
	const INDEX_MAX_STATEMENT = 1000000;

	/**
	 * Writes the rows of some posts again (none for a post readers do not see or
	 * that no longer exists): their row, their lists, the vocabulary's counts, and
	 * when $recount the count of every list one of them joined or left.
	 *
	 * @param int[] $ids     Post ids.
	 * @param bool  $recount Whether to count the lists again now (a build counts them all at its end).
	 * @param bool  $deleted Whether they were just deleted (their rows go, whatever the cache still holds).
	 */
	public static function posts( array $ids, bool $recount, bool $deleted = false ): void {
		global $wpdb;
		$ids = array_values( array_unique( array_filter( array_map( 'absint', $ids ) ) ) );
		if ( array() === $ids ) {
			return;
		}
		$t    = Index_Schema::tables();
		$list = implode( ',', $ids );
		$rows = array();
		if ( ! $deleted ) {
			_prime_post_caches( $ids, true, true );
		}
		foreach ( $deleted ? array() : $ids as $id ) {
			$post = get_post( $id );
			$row  = $post instanceof \WP_Post ? Index_Rows::row( $post ) : null;
			if ( null !== $row ) {
				$rows[ $id ] = $row;
			}
		}
		// phpcs:disable WordPress.DB.PreparedSQL.InterpolatedNotPrepared, WordPress.DB.DirectDatabaseQuery -- our own tables; ids are integers.
		$before = $wpdb->get_results( "SELECT post_id, post_type, lang, author, vocabulary FROM {$t['posts']} WHERE post_id IN ( {$list} )" );
		$lists  = $recount ? $wpdb->get_results( "SELECT post_id, term_id, lang FROM {$t['terms']} WHERE post_id IN ( {$list} )" ) : array();
		$gone   = array_diff( $ids, array_keys( $rows ) );
		// A post whose language changed is written anew, not updated: the language leads the row's key, and InnoDB
		// can lose the full-text document of a row whose key an UPDATE changes (one of the demo's posts was no longer
		// found when this was an ON DUPLICATE KEY UPDATE of the language).
		foreach ( $before as $old ) {
			if ( isset( $rows[ (int) $old->post_id ] ) && $rows[ (int) $old->post_id ]['lang'] !== $old->lang ) {
				$gone[] = (int) $old->post_id;
			}
		}
		if ( array() !== $gone ) {
			$wpdb->query( "DELETE FROM {$t['posts']} WHERE post_id IN ( " . implode( ',', array_map( 'intval', $gone ) ) . ' )' );
		}
		$wpdb->query( "DELETE FROM {$t['terms']} WHERE post_id IN ( {$list} )" );
		// phpcs:enable

		$post_values = array();
		$term_values = array();
		foreach ( $rows as $row ) {
			$post_values[] = $wpdb->prepare( '(%d,%s,%s,%s,%d,%s,%s,%s)', $row['post_id'], $row['post_type'], $row['lang'], $row['published'], $row['author'], $row['title'], $row['body'], implode( ' ', array_keys( $row['vocabulary'] ) ) );
			foreach ( $row['terms'] as $term_id ) {
				$term_values[] = $wpdb->prepare( '(%d,%s,%s,%d)', $term_id, $row['lang'], $row['published'], $row['post_id'] );
			}
		}
		// Only changed columns are written: a full-text document whose text did not change is not indexed again.
		self::insert(
			"INSERT INTO {$t['posts']} (post_id, post_type, lang, published, author, title, body, vocabulary) VALUES ",
			$post_values,
			' ON DUPLICATE KEY UPDATE post_type = VALUES(post_type), published = VALUES(published), author = VALUES(author), title = VALUES(title), body = VALUES(body), vocabulary = VALUES(vocabulary)'
		);
		self::insert( "INSERT INTO {$t['terms']} (term_id, lang, published, post_id) VALUES ", $term_values, '' );
		Index_Counts::count_words( $before, $rows );
		Search_Cache::invalidate();

		if ( $recount ) {
			Index_Counts::recount( Index_Counts::lists_changed( $lists, $rows, $ids ) );
			Index_Counts::recount_authors( Index_Counts::author_lists_changed( $before, $rows, $ids ) );
		}
	}

	/**
	 * Sends rows in INSERTs of at most self::INDEX_MAX_STATEMENT bytes.
	 *
	 * @param string   $head   INSERT ... VALUES.
	 * @param string[] $values Each row's prepared tuple.
	 * @param string   $tail   ON DUPLICATE KEY UPDATE ..., or ''.
	 */
	public static function insert( string $head, array $values, string $tail ): void {
		global $wpdb;
		$chunk = array();
		$bytes = 0;
		foreach ( $values as $i => $value ) {
			$chunk[] = $value;
			$bytes  += strlen( $value ) + 1;
			if ( $bytes >= self::INDEX_MAX_STATEMENT || count( $values ) - 1 === $i ) {
				$wpdb->query( $head . implode( ',', $chunk ) . $tail ); // phpcs:ignore WordPress.DB.PreparedSQL.NotPrepared, WordPress.DB.DirectDatabaseQuery -- each tuple was prepared.
				$chunk = array();
				$bytes = 0;
			}
		}
	}
}
