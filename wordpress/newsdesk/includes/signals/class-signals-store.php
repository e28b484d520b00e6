<?php
/**
 * Newsdesk: the Signals_Store class.
 *
 * @package Newsdesk
 */

namespace Newsdesk\Signals;

use Newsdesk\Index\Index_Queries;
use Newsdesk\Index\Index_Schema;

defined( 'ABSPATH' ) || exit;

/**
 * What readers did, as the contract's answers show it: a post's views and
 * votes added to a cached answer, the most read posts of a window, the popular
 * searches past a threshold (never one an editor hid). Reads the signals' own
 * tables (Signals_Schema), which Signals_Batches fills.
 */
final class Signals_Store {
	/**
	 * The floor of popular searches: NEWSDESK_POPULAR_SEARCH_MIN_READERS as an
	 * integer, and never below 2 (one address is one reader a day: a floor of 1
	 * would let a single client place a term alone).
	 */
	public static function popular_search_floor(): int {
		return max( 2, (int) NEWSDESK_POPULAR_SEARCH_MIN_READERS );
	}

	/**
	 * What readers did to some posts since the plugin counted: readers of all
	 * time, and votes (sum and count), by post id.
	 *
	 * @param int[] $ids Post ids.
	 * @return array<int, array{readers: int, sum: int, count: int}>
	 */
	public static function signal_totals( array $ids ): array {
		global $wpdb;
		$ids = array_values( array_unique( array_filter( array_map( 'absint', $ids ) ) ) );
		if ( array() === $ids ) {
			return array();
		}
		$table  = Signals_Schema::tables()['totals'];
		$totals = array();
		foreach ( $wpdb->get_results( "SELECT post_id, readers, vote_sum, vote_count FROM {$table} WHERE post_id IN ( " . implode( ',', $ids ) . ' )' ) as $row ) { // phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared, WordPress.DB.DirectDatabaseQuery -- our own table; integers only.
			$totals[ (int) $row->post_id ] = array(
				'readers' => (int) $row->readers,
				'sum'     => (int) $row->vote_sum,
				'count'   => (int) $row->vote_count,
			);
		}
		return $totals;
	}

	/**
	 * An answer with what readers did since it was cached: each card's views gain
	 * its readers, its votes the votes counted. Cards are found where the contract
	 * puts them (a list, `posts`, `response`); one query for all of them.
	 *
	 * @param mixed $body An answer's body.
	 * @return mixed
	 */
	public static function with_signals( $body ) {
		if ( ! is_array( $body ) ) {
			return $body;
		}
		$lists = array();
		if ( array_is_list( $body ) ) {
			$lists[] = null;
		}
		foreach ( array( 'posts', 'response' ) as $key ) {
			if ( isset( $body[ $key ] ) && is_array( $body[ $key ] ) ) {
				$lists[] = $key;
			}
		}
		$ids = array();
		foreach ( $lists as $key ) {
			foreach ( null === $key ? $body : $body[ $key ] as $card ) {
				if ( is_array( $card ) && isset( $card['id'], $card['votes'] ) ) {
					$ids[] = (int) $card['id'];
				}
			}
		}
		$totals = self::signal_totals( $ids );
		if ( array() === $totals ) {
			return $body;
		}
		$counted = static function ( $card ) use ( $totals ) {
			if ( ! is_array( $card ) || ! isset( $card['id'], $card['votes'], $totals[ (int) $card['id'] ] ) ) {
				return $card;
			}
			$total         = $totals[ (int) $card['id'] ];
			$base          = is_array( $card['votes'][0] ?? null ) ? $card['votes'][0] : array();
			$votes         = (int) ( $base['votes'] ?? 0 ) + $total['count'];
			$average       = $votes > 0 ? round( ( (float) ( $base['average'] ?? 0 ) * (int) ( $base['votes'] ?? 0 ) + $total['sum'] ) / $votes, 2 ) : 0.0;
			$card['views'] = (int) ( $card['views'] ?? 0 ) + $total['readers'];
			$card['votes'] = array(
				array(
					'average' => $average,
					'votes'   => $votes,
					'value'   => (int) round( $average ),
				),
			);
			return $card;
		};
		foreach ( $lists as $key ) {
			if ( null === $key ) {
				$body = array_map( $counted, $body );
			} else {
				$body[ $key ] = array_map( $counted, $body[ $key ] );
			}
		}
		return $body;
	}

	/**
	 * The first day of a window of days ending today (UTC).
	 *
	 * @param int $days Days, today included.
	 */
	public static function window_start( int $days ): string {
		return gmdate( 'Y-m-d', time() - ( max( 1, $days ) - 1 ) * DAY_IN_SECONDS );
	}

	/**
	 * The posts of a language read by the most readers in a window, newest first
	 * on ties, filled up with the newest posts when fewer were read. Reads the
	 * window's rows (what readers did, not the archive), then the newest posts.
	 *
	 * @param string $lang   A language code.
	 * @param int    $days   The window, in days.
	 * @param int    $wanted How many.
	 * @return WP_Post[]
	 */
	public static function most_read_posts( string $lang, int $days, int $wanted ): array {
		global $wpdb;
		$reads = Signals_Schema::tables()['reads'];
		$index = Index_Schema::tables()['posts'];
		// phpcs:disable WordPress.DB.PreparedSQL.InterpolatedNotPrepared, WordPress.DB.DirectDatabaseQuery -- our own tables.
		// STRAIGHT_JOIN: the window's reads first (the lang, day index), then each post by its key; left
		// to itself MariaDB may start from the posts of the language, which is the whole archive.
		$ids = array_map(
			'intval',
			$wpdb->get_col(
				$wpdb->prepare(
					"SELECT r.post_id FROM {$reads} r STRAIGHT_JOIN {$index} i ON i.post_id = r.post_id AND i.post_type = 'post' AND i.lang = r.lang
					WHERE r.lang = %s AND r.day >= %s GROUP BY r.post_id, i.published ORDER BY SUM( r.readers ) DESC, i.published DESC, r.post_id DESC LIMIT %d",
					$lang,
					self::window_start( $days ),
					$wanted
				)
			)
		);
		// phpcs:enable
		if ( count( $ids ) < $wanted ) {
			$newest = array_values( array_diff( Index_Queries::list_posts( 0, $lang, 0, $wanted + count( $ids ) ), $ids ) );
			$ids    = array_merge( $ids, array_slice( $newest, 0, $wanted - count( $ids ) ) );
		}
		return Index_Queries::posts_in_order( $ids );
	}

	/**
	 * The terms editors hid from the popular searches (Settings → Newsdesk), folded.
	 *
	 * @return string[]
	 */
	public static function hidden_searches(): array {
		$hidden = get_option( 'newsdesk_hidden_searches', array() );
		return is_array( $hidden ) ? array_values( array_filter( array_map( 'strval', $hidden ) ) ) : array();
	}

	/**
	 * The popular searches of a language: terms at least $min_readers distinct
	 * readers searched (and found something for) on one day of the window, most
	 * searched first, never one an editor hid. A single client is one reader a
	 * day: it can never place a term alone. $min_readers below the operator's
	 * floor (self::popular_search_floor()) counts as the floor.
	 *
	 * @param string $lang        A language code.
	 * @param int    $days        The window, in days.
	 * @param int    $min_readers Distinct readers of one day a term needs, as asked: it can only raise the floor.
	 * @return array<int, array{term: string}>
	 */
	public static function popular_search_terms( string $lang, int $days, int $min_readers ): array {
		global $wpdb;
		$min_readers = max( $min_readers, self::popular_search_floor() );
		$table  = Signals_Schema::tables()['searches'];
		$hidden = self::hidden_searches();
		// phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared, WordPress.DB.DirectDatabaseQuery -- our own table.
		$rows = $wpdb->get_col(
			$wpdb->prepare(
				"SELECT term FROM {$table} WHERE lang = %s AND day >= %s GROUP BY term HAVING MAX( readers ) >= %d ORDER BY SUM( readers ) DESC, MAX( day ) DESC, term LIMIT %d",
				$lang,
				self::window_start( $days ),
				$min_readers,
				10 + count( $hidden )
			)
		);
		$terms = array();
		foreach ( $rows as $term ) {
			if ( ! in_array( $term, $hidden, true ) && count( $terms ) < 10 ) {
				$terms[] = array( 'term' => (string) $term );
			}
		}
		return $terms;
	}
}
