<?php
/**
 * Newsdesk: the Index_Counts class.
 *
 * @package Newsdesk
 */

namespace Newsdesk\Index;

defined( 'ABSPATH' ) || exit;

/**
 * The index's counts, kept by difference as rows are written (Index_Writer):
 * each list's posts (a category's, or the front page's, in a language), each
 * author's posts, and each word's posts in the vocabulary "did you mean" offers
 * from. A list is counted again only when a post joined or left it, from its
 * own key range: never the archive.
 */
final class Index_Counts {
	/**
	 * The vocabulary's counts: each word of the new rows counted once more, each
	 * of the rows they replace once less; a word no post holds any more goes.
	 *
	 * @param object[] $before The rows replaced: post_id, lang, vocabulary.
	 * @param array[]  $rows   The new rows (Index_Rows::row()).
	 */
	public static function count_words( array $before, array $rows ): void {
		global $wpdb;
		$delta    = array();
		$spelling = array();
		foreach ( $before as $old ) {
			foreach ( preg_split( '/ +/', (string) $old->vocabulary, -1, PREG_SPLIT_NO_EMPTY ) as $word ) {
				$delta[ $old->lang ][ $word ] = ( $delta[ $old->lang ][ $word ] ?? 0 ) - 1;
			}
		}
		foreach ( $rows as $row ) {
			foreach ( $row['vocabulary'] as $word => $spelled ) {
				$delta[ $row['lang'] ][ $word ]    = ( $delta[ $row['lang'] ][ $word ] ?? 0 ) + 1;
				$spelling[ $row['lang'] ][ $word ] = $spelled;
			}
		}
		$table  = Index_Schema::tables()['words'];
		$values = array();
		$fewer  = array();
		foreach ( $delta as $lang => $words ) {
			foreach ( $words as $word => $change ) {
				$word = (string) $word;
				if ( 0 === $change ) {
					continue;
				}
				$values[] = $wpdb->prepare( '(%s,%s,%s,%d)', $lang, $word, $spelling[ $lang ][ $word ] ?? $word, $change );
				if ( $change < 0 ) {
					$fewer[ $lang ][] = $word;
				}
			}
		}
		Index_Writer::insert( "INSERT INTO {$table} (lang, word, spelling, posts) VALUES ", $values, ' ON DUPLICATE KEY UPDATE posts = posts + VALUES(posts)' );
		foreach ( $fewer as $lang => $words ) {
			$in = implode( ',', array_map( array( $wpdb, 'prepare' ), array_fill( 0, count( $words ), '%s' ), $words ) );
			$wpdb->query( $wpdb->prepare( "DELETE FROM {$table} WHERE lang = %s AND posts <= 0 AND word IN ( {$in} )", $lang ) ); // phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared, WordPress.DB.DirectDatabaseQuery -- each word was prepared.
		}
	}

	/**
	 * The lists ("term_id:lang") some posts joined or left: a list a post was in
	 * and still is in keeps its count.
	 *
	 * @param object[] $lists The list rows replaced: post_id, term_id, lang.
	 * @param array[]  $rows  The new rows (Index_Rows::row()), by post id.
	 * @param int[]    $ids   The posts written.
	 * @return string[]
	 */
	public static function lists_changed( array $lists, array $rows, array $ids ): array {
		$was = array();
		foreach ( $lists as $key ) {
			$was[ (int) $key->post_id ][ $key->term_id . ':' . $key->lang ] = true;
		}
		$changed = array();
		foreach ( $ids as $id ) {
			$now = array();
			foreach ( $rows[ $id ]['terms'] ?? array() as $term_id ) {
				$now[ $term_id . ':' . $rows[ $id ]['lang'] ] = true;
			}
			$before_keys = $was[ $id ] ?? array();
			$changed    += array_diff_key( $now, $before_keys ) + array_diff_key( $before_keys, $now );
		}
		return array_keys( $changed );
	}

	/**
	 * The author lists ("author:lang") some posts joined or left: a post of an
	 * author (a user id above 0) counts in that author's list of its language.
	 *
	 * @param object[] $before The rows replaced: post_id, post_type, lang, author.
	 * @param array[]  $rows   The new rows (Index_Rows::row()), by post id.
	 * @param int[]    $ids    The posts written.
	 * @return string[]
	 */
	public static function author_lists_changed( array $before, array $rows, array $ids ): array {
		$was = array();
		foreach ( $before as $old ) {
			if ( 'post' === $old->post_type && (int) $old->author > 0 ) {
				$was[ (int) $old->post_id ] = (int) $old->author . ':' . $old->lang;
			}
		}
		$changed = array();
		foreach ( $ids as $id ) {
			$row = $rows[ $id ] ?? null;
			$now = null !== $row && 'post' === $row['post_type'] && $row['author'] > 0 ? $row['author'] . ':' . $row['lang'] : null;
			$old = $was[ $id ] ?? null;
			if ( $now !== $old ) {
				foreach ( array_filter( array( $now, $old ) ) as $key ) {
					$changed[ $key ] = true;
				}
			}
		}
		return array_keys( $changed );
	}

	/**
	 * Counts some lists again from their rows (each an index range of its own list).
	 *
	 * @param string[] $keys "term_id:lang".
	 */
	public static function recount( array $keys ): void {
		global $wpdb;
		if ( array() === $keys ) {
			return;
		}
		$t     = Index_Schema::tables();
		$lists = self::key_rows( $keys, 'term_id' );
		// phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared, WordPress.DB.DirectDatabaseQuery -- our own tables; each key was prepared.
		$wpdb->query(
			"INSERT INTO {$t['counts']} (term_id, lang, posts)
			SELECT k.term_id, k.lang, ( SELECT COUNT(*) FROM {$t['terms']} c WHERE c.term_id = k.term_id AND c.lang = k.lang )
			FROM ( {$lists} ) k
			ON DUPLICATE KEY UPDATE posts = VALUES(posts)"
		);
	}

	/**
	 * Counts some authors' lists again from their own key range (`by_author`).
	 *
	 * @param string[] $keys "author:lang".
	 */
	public static function recount_authors( array $keys ): void {
		global $wpdb;
		if ( array() === $keys ) {
			return;
		}
		$t     = Index_Schema::tables();
		$lists = self::key_rows( $keys, 'author' );
		// phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared, WordPress.DB.DirectDatabaseQuery -- our own tables; each key was prepared.
		$wpdb->query(
			"INSERT INTO {$t['authors']} (lang, author, posts)
			SELECT k.lang, k.author, ( SELECT COUNT(*) FROM {$t['posts']} p WHERE p.post_type = 'post' AND p.lang = k.lang AND p.author = k.author )
			FROM ( {$lists} ) k
			ON DUPLICATE KEY UPDATE posts = VALUES(posts)"
		);
	}

	/**
	 * "id:lang" keys as the rows of a derived table (`$column`, lang), each value
	 * prepared: what a recount joins its counts to.
	 *
	 * @param string[] $keys   "id:lang".
	 * @param string   $column The id's column name: one of ours, never input.
	 */
	public static function key_rows( array $keys, string $column ): string {
		global $wpdb;
		$select = array();
		foreach ( $keys as $key ) {
			list( $id, $lang ) = explode( ':', $key, 2 );
			$select[]          = $wpdb->prepare( "SELECT %d AS {$column}, %s AS lang", (int) $id, $lang ); // phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- the column name is one of ours.
		}
		return implode( ' UNION ALL ', $select );
	}
}
