<?php
/**
 * Newsdesk: the Index_Search class.
 *
 * @package Newsdesk
 */

namespace Newsdesk\Index;

use Newsdesk\Search\Search_Query;

defined( 'ABSPATH' ) || exit;

/**
 * A search of the index's posts (Index_Schema), best first: posts whose title
 * holds every word of the query, then by relevance (rarer words and more
 * mentions weigh more), then newest.
 *
 * Its cost is the rows it reads, and it reads one of two sets:
 * - the full-text matches of the query (a word in most posts of a language:
 *   most of the language), when no period is asked or the period is long;
 * - the posts of the period (`qdata`: the last day, week, month or year), when
 *   it holds few enough of them: read by their date key, each given the
 *   relevance the full-text index computed for it (a pass over the index's
 *   lists of the words, which reads no row), and kept when it matches. A common
 *   word asked for last month then reads last month's posts, not the thousands
 *   of older ones that hold the word too.
 * Both give the same posts in the same order.
 */
final class Index_Search {
	/**
	 * A period holding at most this many posts of the language is read first
	 * (filter `newsdesk_search_period_first_up_to`): reading that many posts by
	 * date costs about what a search of a common word costs; past it, the
	 * full-text matches are read, never more than an unfiltered search.
	 */
	const SEARCH_PERIOD_FIRST_UP_TO = 5000;

	/**
	 * The WHERE of a search of posts by its full-text matches: the match, the
	 * language, and the period and category when asked.
	 *
	 * @param string      $boolean     Search_Query::boolean().
	 * @param string      $lang        A language code.
	 * @param string|null $since       GMT date, or null.
	 * @param int|null    $category_id A category (its list holds everything below it), or null.
	 */
	private static function search_where( string $boolean, string $lang, ?string $since, ?int $category_id ): string {
		global $wpdb;
		$where = $wpdb->prepare( "MATCH( i.title, i.body ) AGAINST ( %s IN BOOLEAN MODE ) AND i.post_type = 'post' AND i.lang = %s", $boolean, $lang );
		if ( null !== $since ) {
			$where .= $wpdb->prepare( ' AND i.published >= %s', $since );
		}
		return $where . self::in_category( $category_id );
	}

	/**
	 * A search of the period's posts by date: the select list (each post's
	 * relevance, and its title's) and the rest of the query, the match its HAVING.
	 * MATCH is in the select list, not the WHERE: MariaDB reads the rows by the
	 * date key and looks each one's relevance up in the full-text result (a
	 * match's relevance is never 0), instead of reading every match.
	 *
	 * @param string   $boolean     Search_Query::boolean().
	 * @param string   $lang        A language code.
	 * @param string   $since       GMT date.
	 * @param int|null $category_id A category, or null.
	 * @return string[] The select list, and the FROM to the HAVING.
	 */
	private static function period_matches( string $boolean, string $lang, string $since, ?int $category_id ): array {
		global $wpdb;
		$table = Index_Schema::tables()['posts'];
		return array(
			$wpdb->prepare( 'SELECT i.post_id, MATCH( i.title, i.body ) AGAINST ( %s IN BOOLEAN MODE ) AS relevance, MATCH( i.title ) AGAINST ( %s IN BOOLEAN MODE ) AS in_title', $boolean, $boolean ),
			$wpdb->prepare( " FROM {$table} i WHERE i.post_type = 'post' AND i.lang = %s AND i.published >= %s", $lang, $since ) . self::in_category( $category_id ) . ' HAVING relevance > 0', // phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- our own table.
		);
	}

	/**
	 * Whether to read the period's posts rather than the query's matches: the
	 * period holds no more than SEARCH_PERIOD_FIRST_UP_TO posts of the language
	 * (counted on the date key, at most that many entries read).
	 *
	 * @param string      $lang  A language code.
	 * @param string|null $since GMT date, or null.
	 */
	private static function period_first( string $lang, ?string $since ): bool {
		global $wpdb;
		if ( null === $since ) {
			return false;
		}
		$up_to = (int) apply_filters( 'newsdesk_search_period_first_up_to', self::SEARCH_PERIOD_FIRST_UP_TO );
		if ( $up_to <= 0 ) {
			return false;
		}
		// Counted once a request: a search that found nothing tries its spelling corrections in the same period.
		static $counted = array();
		$key = "{$lang}|{$since}|{$up_to}";
		if ( ! isset( $counted[ $key ] ) ) {
			$table = Index_Schema::tables()['posts'];
			// phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared, WordPress.DB.DirectDatabaseQuery -- our own table.
			$counted[ $key ] = (int) $wpdb->get_var( $wpdb->prepare( "SELECT COUNT(*) FROM ( SELECT 1 FROM {$table} i WHERE i.post_type = 'post' AND i.lang = %s AND i.published >= %s LIMIT %d ) p", $lang, $since, $up_to + 1 ) );
		}
		return $counted[ $key ] <= $up_to;
	}

	/**
	 * A page of a search, best first. One query gives the page and how many match
	 * in all (a window count over the same matches); a second counts them only for
	 * a page past the last.
	 *
	 * @param array       $parsed      Search_Query::parse_search().
	 * @param string      $lang        A language code.
	 * @param string|null $since       GMT date, or null.
	 * @param int|null    $category_id A category, or null.
	 * @param int         $offset      Results before the page.
	 * @param int         $limit       Results a page.
	 * @return array{ids: int[], total: int}
	 */
	public static function search( array $parsed, string $lang, ?string $since, ?int $category_id, int $offset, int $limit ): array {
		global $wpdb;
		if ( Search_Query::is_empty( $parsed ) ) {
			return array(
				'ids'   => array(),
				'total' => 0,
			);
		}
		$table   = Index_Schema::tables()['posts'];
		$boolean = Search_Query::boolean( $parsed );
		// phpcs:disable WordPress.DB.PreparedSQL.InterpolatedNotPrepared, WordPress.DB.DirectDatabaseQuery -- our own table; the clauses were prepared.
		if ( null !== $since && self::period_first( $lang, $since ) ) {
			list( $select, $from ) = self::period_matches( $boolean, $lang, $since, $category_id );
			$rows  = $wpdb->get_results( "{$select}, COUNT(*) OVER () AS total {$from} ORDER BY in_title > 0 DESC, relevance DESC, i.published DESC, i.post_id DESC" . $wpdb->prepare( ' LIMIT %d, %d', $offset, $limit ) );
			$count = "SELECT COUNT(*) FROM ( {$select} {$from} ) m";
		} else {
			$where = self::search_where( $boolean, $lang, $since, $category_id );
			// The relevance is the WHERE's own match (MariaDB computes it once), not a second search of the text.
			$rows  = $wpdb->get_results(
				$wpdb->prepare(
					"SELECT i.post_id, COUNT(*) OVER () AS total FROM {$table} i WHERE {$where}
					ORDER BY MATCH( i.title ) AGAINST ( %s IN BOOLEAN MODE ) > 0 DESC, MATCH( i.title, i.body ) AGAINST ( %s IN BOOLEAN MODE ) DESC, i.published DESC, i.post_id DESC
					LIMIT %d, %d",
					$boolean,
					$boolean,
					$offset,
					$limit
				)
			);
			$count = "SELECT COUNT(*) FROM {$table} i WHERE {$where}";
		}
		$past = array() === $rows && $offset > 0 ? (int) $wpdb->get_var( $count ) : 0;
		// phpcs:enable
		if ( array() === $rows ) {
			return array(
				'ids'   => array(),
				'total' => $past,
			);
		}
		return array(
			'ids'   => array_map( 'intval', wp_list_pluck( $rows, 'post_id' ) ),
			'total' => (int) $rows[0]->total,
		);
	}

	/**
	 * Whether a search finds anything (what a spelling correction must do to be offered).
	 *
	 * @param array       $parsed      Search_Query::parse_search().
	 * @param string      $lang        A language code.
	 * @param string|null $since       GMT date, or null.
	 * @param int|null    $category_id A category, or null.
	 */
	public static function search_finds( array $parsed, string $lang, ?string $since, ?int $category_id ): bool {
		global $wpdb;
		if ( Search_Query::is_empty( $parsed ) ) {
			return false;
		}
		$table   = Index_Schema::tables()['posts'];
		$boolean = Search_Query::boolean( $parsed );
		// phpcs:disable WordPress.DB.PreparedSQL.InterpolatedNotPrepared, WordPress.DB.DirectDatabaseQuery -- our own table; the clauses were prepared.
		if ( null !== $since && self::period_first( $lang, $since ) ) {
			list( $select, $from ) = self::period_matches( $boolean, $lang, $since, $category_id );
			$found                 = $wpdb->get_var( "{$select} {$from} LIMIT 1" );
		} else {
			$found = $wpdb->get_var( "SELECT i.post_id FROM {$table} i WHERE " . self::search_where( $boolean, $lang, $since, $category_id ) . ' LIMIT 1' );
		}
		// phpcs:enable
		return null !== $found;
	}

	/**
	 * The condition that a post is listed under a category, or nothing.
	 *
	 * @param int|null $category_id A category (its list holds everything below it), or null.
	 */
	private static function in_category( ?int $category_id ): string {
		global $wpdb;
		if ( null === $category_id ) {
			return '';
		}
		$terms = Index_Schema::tables()['terms'];
		return $wpdb->prepare( " AND EXISTS ( SELECT 1 FROM {$terms} c WHERE c.post_id = i.post_id AND c.term_id = %d )", $category_id ); // phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- our own table.
	}
}
