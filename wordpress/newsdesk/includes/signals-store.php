<?php
/**
 * Reader signals in WordPress: the batches Newsdesk sends are applied here
 * (each once, in one transaction, with a handful of multi-row statements
 * whatever their size), and what readers did shows in the contract's answers:
 * a post's views and votes, most read in a window, popular searches past a
 * threshold. Nothing here touches posts or their meta, so a batch never makes
 * WordPress's content caches stale.
 *
 * @package Newsdesk
 */

defined( 'ABSPATH' ) || exit;

/**
 * Days a day's reads and searches are kept: the longest window Newsdesk may ask for.
 */
const NEWSDESK_SIGNALS_KEEP_DAYS = 90;

/**
 * Days a batch id is remembered: far longer than any retry.
 */
const NEWSDESK_SIGNALS_KEEP_BATCH_DAYS = 7;

/**
 * The longest a term may be once folded (60 characters, in bytes of UTF-8 at most four each).
 */
const NEWSDESK_SIGNALS_MAX_TERM = 60;

/*
 * The distinct readers of one day a term needs before popular searches show it:
 * the operator's to set (in wp-config.php), never a caller's. A request's
 * `min_readers` can only raise it, so that no client can make public a term
 * a handful of its own addresses searched.
 */
if ( ! defined( 'NEWSDESK_POPULAR_SEARCH_MIN_READERS' ) ) {
	define( 'NEWSDESK_POPULAR_SEARCH_MIN_READERS', 5 );
}

/**
 * The floor of popular searches: NEWSDESK_POPULAR_SEARCH_MIN_READERS as an
 * integer, and never below 2 (one address is one reader a day: a floor of 1
 * would let a single client place a term alone).
 */
function newsdesk_popular_search_floor(): int {
	return max( 2, (int) NEWSDESK_POPULAR_SEARCH_MIN_READERS );
}

/**
 * A search term as it is counted and shown: Newsdesk's folding (lower case, single
 * spaces, no control characters, 60 characters at most), or '' when nothing is left.
 *
 * @param string $term What was searched.
 */
function newsdesk_signal_term( string $term ): string {
	if ( class_exists( 'Normalizer' ) ) {
		$term = (string) Normalizer::normalize( $term, Normalizer::FORM_KC );
	}
	$term = (string) preg_replace( '/[\x{0000}-\x{001f}\x{007f}-\x{009f}\x{2028}\x{2029}]/u', ' ', $term );
	$term = mb_strtolower( trim( (string) preg_replace( '/\s+/u', ' ', $term ) ), 'UTF-8' );
	return trim( mb_substr( $term, 0, NEWSDESK_SIGNALS_MAX_TERM ) );
}

/**
 * The batches of a request body, or why they are refused.
 *
 * @param mixed $body The decoded JSON body.
 * @return array|WP_Error The batches: [{id, day, reads: [{post, lang, readers}], votes: [{post, lang, sum, count}], searches: [{lang, term, readers}]}].
 */
function newsdesk_signal_batches( $body ) {
	$invalid = static function ( string $why ): WP_Error {
		/* translators: %s: what is wrong. */
		return new WP_Error( 'rest_invalid_param', sprintf( __( 'Invalid parameter(s): batches (%s)', 'newsdesk' ), $why ), array( 'status' => 400 ) );
	};
	$count   = static function ( $value ): bool {
		return is_int( $value ) && $value >= 0 && $value <= 10000000;
	};
	$post_id = static function ( $value ): bool {
		return is_int( $value ) && $value > 0;
	};
	if ( ! is_array( $body ) || ! isset( $body['batches'] ) || ! is_array( $body['batches'] ) || count( $body['batches'] ) > 10000 ) {
		return $invalid( 'batches must be a list of at most 10000' );
	}
	$batches  = array();
	$counters = 0;
	foreach ( $body['batches'] as $batch ) {
		if ( ! is_array( $batch ) || ! is_string( $batch['id'] ?? null ) || 1 !== preg_match( '/^[A-Za-z0-9-]{8,64}$/', $batch['id'] ) || ! is_string( $batch['day'] ?? null ) || 1 !== preg_match( '/^\d{4}-\d{2}-\d{2}$/', $batch['day'] ) ) {
			return $invalid( 'each batch needs an id (8 to 64 letters, digits or -) and a day (YYYY-MM-DD)' );
		}
		$lists = array();
		foreach ( array( 'reads', 'votes', 'searches' ) as $name ) {
			$lists[ $name ] = $batch[ $name ] ?? array();
			if ( ! is_array( $lists[ $name ] ) ) {
				return $invalid( 'reads, votes and searches must be lists' );
			}
			$counters += count( $lists[ $name ] );
		}
		foreach ( $lists['reads'] as $read ) {
			if ( ! is_array( $read ) || ! $post_id( $read['post'] ?? null ) || ! newsdesk_is_language( $read['lang'] ?? null ) || ! $count( $read['readers'] ?? null ) || $read['readers'] < 1 ) {
				return $invalid( 'a read needs a post id, a lang and readers (a positive integer)' );
			}
		}
		foreach ( $lists['votes'] as $vote ) {
			if ( ! is_array( $vote ) || ! $post_id( $vote['post'] ?? null ) || ! newsdesk_is_language( $vote['lang'] ?? null ) || ! is_int( $vote['sum'] ?? null ) || abs( $vote['sum'] ) > 50000000 || ! $count( $vote['count'] ?? null ) ) {
				return $invalid( 'a vote needs a post id, a lang, a sum (an integer) and a count (an integer of 0 or more)' );
			}
		}
		foreach ( $lists['searches'] as $search ) {
			if ( ! is_array( $search ) || ! newsdesk_is_language( $search['lang'] ?? null ) || ! is_string( $search['term'] ?? null ) || '' === $search['term'] || newsdesk_signal_term( $search['term'] ) !== $search['term'] || ! $count( $search['readers'] ?? null ) || $search['readers'] < 1 ) {
				return $invalid( 'a search needs a lang, a term as Newsdesk folds it (lower case, single spaces, 60 characters at most) and readers' );
			}
		}
		$batches[] = array_merge( array( 'id' => $batch['id'], 'day' => $batch['day'] ), $lists );
	}
	if ( $counters > 100000 ) {
		return new WP_Error( 'newsdesk_signals_too_large', __( 'At most 100000 counters a request.', 'newsdesk' ), array( 'status' => 413 ) );
	}
	return $batches;
}

/**
 * Applies batches: each one not applied before, once, in one transaction.
 * Reads and votes of a post the site does not have (or not in that language)
 * count nowhere.
 *
 * @param array[] $batches newsdesk_signal_batches().
 * @return array{applied: int, duplicates: int}|WP_Error
 */
function newsdesk_apply_signals( array $batches ) {
	global $wpdb;
	$t     = newsdesk_signals_tables();
	$mark  = newsdesk_database_mark();
	$ids   = array_values( array_unique( wp_list_pluck( $batches, 'id' ) ) );
	$in    = implode( ',', array_fill( 0, count( $ids ), '%s' ) );
	$wpdb->query( 'START TRANSACTION' );
	// phpcs:disable WordPress.DB.PreparedSQL.InterpolatedNotPrepared, WordPress.DB.DirectDatabaseQuery, WordPress.DB.PreparedSQLPlaceholders.UnfinishedPrepare -- our own tables; values are placeholders.
	$known = array() === $ids ? array() : $wpdb->get_col( $wpdb->prepare( "SELECT batch_id FROM {$t['batches']} WHERE batch_id IN ( {$in} ) FOR UPDATE", $ids ) );
	$fresh = array();
	foreach ( $batches as $batch ) {
		if ( ! in_array( $batch['id'], $known, true ) && ! isset( $fresh[ $batch['id'] ] ) ) {
			$fresh[ $batch['id'] ] = $batch;
		}
	}
	$reads    = array();
	$totals   = array();
	$searches = array();
	foreach ( $fresh as $batch ) {
		foreach ( $batch['reads'] as $read ) {
			$key                                  = $read['post'] . '|' . $batch['day'];
			$reads[ $key ]                        = array( (int) $read['post'], $batch['day'], $read['lang'], ( $reads[ $key ][3] ?? 0 ) + $read['readers'] );
			$totals[ $read['post'] ]['lang']      = $read['lang'];
			$totals[ $read['post'] ]['readers']   = ( $totals[ $read['post'] ]['readers'] ?? 0 ) + $read['readers'];
		}
		foreach ( $batch['votes'] as $vote ) {
			$totals[ $vote['post'] ]['lang']  = $vote['lang'];
			$totals[ $vote['post'] ]['sum']   = ( $totals[ $vote['post'] ]['sum'] ?? 0 ) + $vote['sum'];
			$totals[ $vote['post'] ]['count'] = ( $totals[ $vote['post'] ]['count'] ?? 0 ) + $vote['count'];
		}
		foreach ( $batch['searches'] as $search ) {
			$key              = $search['lang'] . '|' . $batch['day'] . '|' . $search['term'];
			$searches[ $key ] = array( $search['lang'], $batch['day'], $search['term'], ( $searches[ $key ][3] ?? 0 ) + $search['readers'] );
		}
	}
	// The posts the site shows, in the language each was counted for.
	$posts = array();
	if ( array() !== $totals ) {
		$list = implode( ',', array_map( 'absint', array_keys( $totals ) ) );
		foreach ( $wpdb->get_results( 'SELECT post_id, lang FROM ' . newsdesk_index_tables()['posts'] . " WHERE post_type = 'post' AND post_id IN ( {$list} )" ) as $row ) {
			$posts[ (int) $row->post_id ] = $row->lang;
		}
	}
	$shown = static function ( $post, $lang ) use ( $posts ) {
		return ( $posts[ (int) $post ] ?? null ) === $lang;
	};

	$values = array();
	foreach ( $reads as $read ) {
		if ( $shown( $read[0], $read[2] ) ) {
			$values[] = $wpdb->prepare( '(%d,%s,%s,%d)', $read[0], $read[1], $read[2], $read[3] );
		}
	}
	newsdesk_index_insert( "INSERT INTO {$t['reads']} (post_id, day, lang, readers) VALUES ", $values, ' ON DUPLICATE KEY UPDATE readers = readers + VALUES(readers)' );
	$values = array();
	foreach ( $totals as $post => $total ) {
		if ( $shown( $post, $total['lang'] ) ) {
			$values[] = $wpdb->prepare( '(%d,%d,%d,%d)', $post, $total['readers'] ?? 0, $total['sum'] ?? 0, $total['count'] ?? 0 );
		}
	}
	newsdesk_index_insert( "INSERT INTO {$t['totals']} (post_id, readers, vote_sum, vote_count) VALUES ", $values, ' ON DUPLICATE KEY UPDATE readers = readers + VALUES(readers), vote_sum = vote_sum + VALUES(vote_sum), vote_count = vote_count + VALUES(vote_count)' );
	$values = array();
	foreach ( $searches as $search ) {
		$values[] = $wpdb->prepare( '(%s,%s,%s,%d)', $search[0], $search[1], $search[2], $search[3] );
	}
	newsdesk_index_insert( "INSERT INTO {$t['searches']} (lang, day, term, readers) VALUES ", $values, ' ON DUPLICATE KEY UPDATE readers = readers + VALUES(readers)' );
	$values = array();
	foreach ( array_keys( $fresh ) as $id ) {
		$values[] = $wpdb->prepare( '(%s,%s)', $id, gmdate( 'Y-m-d H:i:s' ) );
	}
	newsdesk_index_insert( "INSERT INTO {$t['batches']} (batch_id, received) VALUES ", $values, '' );
	// Retention, a bounded slice at a time: days past the longest window, batch ids past a week.
	$wpdb->query( $wpdb->prepare( "DELETE FROM {$t['reads']} WHERE day < %s ORDER BY day LIMIT 5000", gmdate( 'Y-m-d', time() - NEWSDESK_SIGNALS_KEEP_DAYS * DAY_IN_SECONDS ) ) );
	$wpdb->query( $wpdb->prepare( "DELETE FROM {$t['searches']} WHERE day < %s LIMIT 5000", gmdate( 'Y-m-d', time() - NEWSDESK_SIGNALS_KEEP_DAYS * DAY_IN_SECONDS ) ) );
	$wpdb->query( $wpdb->prepare( "DELETE FROM {$t['batches']} WHERE received < %s LIMIT 5000", gmdate( 'Y-m-d H:i:s', time() - NEWSDESK_SIGNALS_KEEP_BATCH_DAYS * DAY_IN_SECONDS ) ) );
	// phpcs:enable
	if ( newsdesk_database_failed_since( $mark ) ) {
		$wpdb->query( 'ROLLBACK' );
		return newsdesk_database_failure( $mark, '/wp/v6/signals' );
	}
	$wpdb->query( 'COMMIT' );
	return array(
		'applied'    => count( $fresh ),
		'duplicates' => count( $batches ) - count( $fresh ),
	);
}

/**
 * What readers did to some posts since the plugin counted: readers of all
 * time, and votes (sum and count), by post id.
 *
 * @param int[] $ids Post ids.
 * @return array<int, array{readers: int, sum: int, count: int}>
 */
function newsdesk_signal_totals( array $ids ): array {
	global $wpdb;
	$ids = array_values( array_unique( array_filter( array_map( 'absint', $ids ) ) ) );
	if ( array() === $ids ) {
		return array();
	}
	$table  = newsdesk_signals_tables()['totals'];
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
function newsdesk_with_signals( $body ) {
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
	$totals = newsdesk_signal_totals( $ids );
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
function newsdesk_window_start( int $days ): string {
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
function newsdesk_most_read_posts( string $lang, int $days, int $wanted ): array {
	global $wpdb;
	$reads = newsdesk_signals_tables()['reads'];
	$index = newsdesk_index_tables()['posts'];
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
				newsdesk_window_start( $days ),
				$wanted
			)
		)
	);
	// phpcs:enable
	if ( count( $ids ) < $wanted ) {
		$newest = array_values( array_diff( newsdesk_index_list( 0, $lang, 0, $wanted + count( $ids ) ), $ids ) );
		$ids    = array_merge( $ids, array_slice( $newest, 0, $wanted - count( $ids ) ) );
	}
	return newsdesk_posts_in_order( $ids );
}

/**
 * The terms editors hid from the popular searches (Settings → Newsdesk), folded.
 *
 * @return string[]
 */
function newsdesk_hidden_searches(): array {
	$hidden = get_option( 'newsdesk_hidden_searches', array() );
	return is_array( $hidden ) ? array_values( array_filter( array_map( 'strval', $hidden ) ) ) : array();
}

/**
 * The popular searches of a language: terms at least $min_readers distinct
 * readers searched (and found something for) on one day of the window, most
 * searched first, never one an editor hid. A single client is one reader a
 * day: it can never place a term alone. $min_readers below the operator's
 * floor (newsdesk_popular_search_floor()) counts as the floor.
 *
 * @param string $lang        A language code.
 * @param int    $days        The window, in days.
 * @param int    $min_readers Distinct readers of one day a term needs, as asked: it can only raise the floor.
 * @return array<int, array{term: string}>
 */
function newsdesk_popular_search_terms( string $lang, int $days, int $min_readers ): array {
	global $wpdb;
	$min_readers = max( $min_readers, newsdesk_popular_search_floor() );
	$table  = newsdesk_signals_tables()['searches'];
	$hidden = newsdesk_hidden_searches();
	// phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared, WordPress.DB.DirectDatabaseQuery -- our own table.
	$rows = $wpdb->get_col(
		$wpdb->prepare(
			"SELECT term FROM {$table} WHERE lang = %s AND day >= %s GROUP BY term HAVING MAX( readers ) >= %d ORDER BY SUM( readers ) DESC, MAX( day ) DESC, term LIMIT %d",
			$lang,
			newsdesk_window_start( $days ),
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
function newsdesk_record_reads( int $post_id, string $lang, string $day, int $readers ): void {
	global $wpdb;
	if ( $readers < 1 || ! newsdesk_is_language( $lang ) ) {
		return;
	}
	$table = newsdesk_signals_tables()['reads'];
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
function newsdesk_record_search_readers( string $lang, string $term, int $readers, string $day ): void {
	global $wpdb;
	$term = newsdesk_signal_term( $term );
	if ( $readers < 1 || '' === $term || ! newsdesk_is_language( $lang ) ) {
		return;
	}
	$table = newsdesk_signals_tables()['searches'];
	$wpdb->query( $wpdb->prepare( "INSERT INTO {$table} (lang, day, term, readers) VALUES (%s,%s,%s,%d) ON DUPLICATE KEY UPDATE readers = readers + VALUES(readers)", $lang, $day, $term, $readers ) ); // phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared, WordPress.DB.DirectDatabaseQuery -- our own table.
}
