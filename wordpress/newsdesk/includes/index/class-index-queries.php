<?php
/**
 * Newsdesk: the Index_Queries class.
 *
 * @package Newsdesk
 */

namespace Newsdesk\Index;

use Newsdesk\Object_Cache;
use Newsdesk\Queries\Post_Queries;
use Newsdesk\Search\Search_Query;
use Newsdesk\Search\Search_Text;

defined( 'ABSPATH' ) || exit;

/**
 * The reads of the index (Index_Schema): each an index range as long as the
 * page it answers, or for search and suggestions the full-text matches of the
 * query. They return post ids in order; self::posts_in_order() loads the posts.
 */
final class Index_Queries {
	/**
	 * How many of a language's (or a category's) newest posts a suggestion looks
	 * through before it asks the full-text index.
	 */
	const SUGGEST_RECENT = 500;

	/**
	 * A page of a list, newest first: a category with everything below it, or
	 * term 0, every post of the language.
	 *
	 * @param int    $term_id A category, or 0.
	 * @param string $lang    A language code.
	 * @param int    $offset  Posts before the page.
	 * @param int    $limit   Posts a page.
	 * @return int[]
	 */
	public static function list_posts( int $term_id, string $lang, int $offset, int $limit ): array {
		global $wpdb;
		$table = Index_Schema::tables()['terms'];
		return array_map(
			'intval',
			$wpdb->get_col( $wpdb->prepare( "SELECT post_id FROM {$table} WHERE term_id = %d AND lang = %s ORDER BY published DESC, post_id DESC LIMIT %d, %d", $term_id, $lang, $offset, $limit ) ) // phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared, WordPress.DB.DirectDatabaseQuery -- our own table.
		);
	}

	/**
	 * A page of an author's posts in a language, newest first: a range of the
	 * `by_author` key of the posts' rows, as long as the page.
	 *
	 * @param int    $author A user id.
	 * @param string $lang   A language code.
	 * @param int    $offset Posts before the page.
	 * @param int    $limit  Posts a page.
	 * @return int[]
	 */
	public static function author_list( int $author, string $lang, int $offset, int $limit ): array {
		global $wpdb;
		$table = Index_Schema::tables()['posts'];
		return array_map(
			'intval',
			$wpdb->get_col( $wpdb->prepare( "SELECT post_id FROM {$table} WHERE post_type = 'post' AND lang = %s AND author = %d ORDER BY published DESC, post_id DESC LIMIT %d, %d", $lang, $author, $offset, $limit ) ) // phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared, WordPress.DB.DirectDatabaseQuery -- our own table.
		);
	}

	/**
	 * The authors of a language and how many posts each has there: user id =>
	 * posts. One read of a table as large as authors times languages (its primary
	 * key's range of the language); kept in the object cache until a post changes.
	 *
	 * @param string $lang A language code.
	 * @return array<int, int>
	 */
	public static function author_counts( string $lang ): array {
		return Object_Cache::remember(
			'index-author-counts',
			array( $lang ),
			static function () use ( $lang ) {
				global $wpdb;
				$table  = Index_Schema::tables()['authors'];
				$counts = array();
				foreach ( $wpdb->get_results( $wpdb->prepare( "SELECT author, posts FROM {$table} WHERE lang = %s AND posts > 0", $lang ) ) as $row ) { // phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared, WordPress.DB.DirectDatabaseQuery -- our own table.
					$counts[ (int) $row->author ] = (int) $row->posts;
				}
				return $counts;
			}
		);
	}

	/**
	 * How many posts every list holds: term id => language => posts. One read of
	 * a table as large as categories times languages; kept in the object cache
	 * until a post or a term changes.
	 *
	 * @return array<int, array<string, int>>
	 */
	public static function counts(): array {
		return Object_Cache::remember(
			'index-counts',
			array(),
			static function () {
				global $wpdb;
				$table  = Index_Schema::tables()['counts'];
				$counts = array();
				foreach ( $wpdb->get_results( "SELECT term_id, lang, posts FROM {$table} WHERE posts > 0" ) as $row ) { // phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared, WordPress.DB.DirectDatabaseQuery -- our own table.
					$counts[ (int) $row->term_id ][ (string) $row->lang ] = (int) $row->posts;
				}
				return $counts;
			}
		);
	}

	/**
	 * Up to $limit newest posts whose title holds every word typed so far, the
	 * last one as the beginning of a word. What a reader types first (two or three
	 * letters, a common word) begins a word of thousands of titles, which the
	 * full-text index would all return to be sorted by date: the newest 500 posts
	 * are looked through first, newest first (an index range from the 500th
	 * newest's date, stopping at $limit matches, their titles compared as text),
	 * and their matches are the newest of all when there are enough of them. Only
	 * when there are not (a rarer word, whose matches are few) does the full-text
	 * index answer.
	 *
	 * @param string   $text        What the reader typed.
	 * @param string   $lang        A language code.
	 * @param int|null $category_id A category, or null.
	 * @param int      $limit       How many.
	 * @return int[]
	 */
	public static function suggest( string $text, string $lang, ?int $category_id, int $limit ): array {
		global $wpdb;
		$words = Search_Text::text_words( $text );
		if ( array() === $words ) {
			return array();
		}
		// Stopwords are not required, but the word being typed is, whatever it is.
		$last    = array_pop( $words );
		$words   = Search_Query::without_stopwords( $words, $lang );
		$words[] = $last;
		$tables  = Index_Schema::tables();
		$like    = array();
		foreach ( $words as $i => $word ) {
			// The title column holds `word_` tokens, each after a space once one is put before the first.
			$prefix = mb_strlen( $word ) >= Search_Query::SEARCH_PREFIX_FROM || count( $words ) - 1 === $i;
			$like[] = $wpdb->prepare( "CONCAT( ' ', r.title, ' ' ) LIKE %s", '% ' . $wpdb->esc_like( $prefix ? $word : Search_Text::index_token( $word ) . ' ' ) . '%' );
		}
		$match = implode( ' AND ', $like );
		// phpcs:disable WordPress.DB.PreparedSQL.InterpolatedNotPrepared, WordPress.DB.DirectDatabaseQuery -- our own tables; the clauses were prepared.
		// The newest posts' index range, read newest first until enough match: from the date of the 500th newest on.
		if ( null === $category_id ) {
			$list   = $wpdb->prepare( "FROM {$tables['posts']} r WHERE r.post_type = 'post' AND r.lang = %s", $lang );
			$oldest = $wpdb->get_var( $wpdb->prepare( "SELECT r.published {$list} ORDER BY r.published DESC, r.post_id DESC LIMIT %d, 1", self::SUGGEST_RECENT - 1 ) );
			$order  = 'r.published DESC, r.post_id DESC';
		} else {
			$list   = $wpdb->prepare( "FROM {$tables['terms']} c INNER JOIN {$tables['posts']} r ON r.post_id = c.post_id WHERE c.term_id = %d AND c.lang = %s", $category_id, $lang );
			$oldest = $wpdb->get_var( $wpdb->prepare( "SELECT c.published {$list} ORDER BY c.published DESC, c.post_id DESC LIMIT %d, 1", self::SUGGEST_RECENT - 1 ) );
			$order  = 'c.published DESC, c.post_id DESC';
		}
		if ( null !== $oldest ) {
			$list .= $wpdb->prepare( null === $category_id ? ' AND r.published >= %s' : ' AND c.published >= %s', $oldest );
		}
		$found = $wpdb->get_col( $wpdb->prepare( "SELECT r.post_id {$list} AND {$match} ORDER BY {$order} LIMIT %d", $limit ) );
		if ( count( $found ) < $limit ) {
			$parsed = array(
				'words'   => $words,
				'phrases' => array(),
				'marks'   => $words,
			);
			$where  = $wpdb->prepare( "MATCH( i.title ) AGAINST ( %s IN BOOLEAN MODE ) AND i.post_type = 'post' AND i.lang = %s", Search_Query::boolean( $parsed, true ), $lang );
			if ( null !== $category_id ) {
				$where .= $wpdb->prepare( " AND EXISTS ( SELECT 1 FROM {$tables['terms']} c WHERE c.post_id = i.post_id AND c.term_id = %d )", $category_id );
			}
			$found = $wpdb->get_col( $wpdb->prepare( "SELECT i.post_id FROM {$tables['posts']} i WHERE {$where} ORDER BY i.published DESC, i.post_id DESC LIMIT %d", $limit ) );
		}
		// phpcs:enable
		return array_map( 'intval', $found );
	}

	/**
	 * Published posts by id, in the order given, with their meta, terms and
	 * featured images primed (a few queries for all of them, by primary key).
	 *
	 * @param int[]  $ids       Post ids.
	 * @param string $post_type 'post' or 'page'.
	 * @return WP_Post[]
	 */
	public static function posts_in_order( array $ids, string $post_type = 'post' ): array {
		if ( array() === $ids ) {
			return array();
		}
		return Post_Queries::run_query(
			array(
				'post_type'              => $post_type,
				'post_status'            => 'publish',
				'has_password'           => false,
				'post__in'               => $ids,
				'orderby'                => 'post__in',
				'posts_per_page'         => count( $ids ),
				'no_found_rows'          => true,
				'ignore_sticky_posts'    => true,
				'lang'                   => '',
				'update_post_meta_cache' => true,
				'update_post_term_cache' => true,
			)
		)->posts;
	}
}
