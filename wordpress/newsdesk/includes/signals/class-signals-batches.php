<?php
/**
 * Newsdesk: the Signals_Batches class.
 *
 * @package Newsdesk
 */

namespace Newsdesk\Signals;

use Newsdesk\Index\Index_Writer;
use Newsdesk\Index\Index_Schema;
use Newsdesk\Languages;
use Newsdesk\Rest\Database_Errors;

defined( 'ABSPATH' ) || exit;

/**
 * The batches of reader signals Newsdesk sends (Rest\Signals_Controller): validated,
 * then each applied once, in one transaction, with a handful of multi-row
 * statements whatever their size; days and batch ids past their keep are
 * pruned on the way. Nothing here touches posts or their meta, so a batch
 * never makes WordPress's content caches stale.
 */
final class Signals_Batches {
	/**
	 * Days a day's reads and searches are kept: the longest window Newsdesk may ask for.
	 */
	const SIGNALS_KEEP_DAYS = 90;

	/**
	 * Days a batch id is remembered: far longer than any retry.
	 */
	const SIGNALS_KEEP_BATCH_DAYS = 7;

	/**
	 * The longest a term may be once folded (60 characters, in bytes of UTF-8 at most four each).
	 */
	const SIGNALS_MAX_TERM = 60;

	/**
	 * A search term as it is counted and shown: Newsdesk's folding (lower case, single
	 * spaces, no control characters, 60 characters at most), or '' when nothing is left.
	 *
	 * @param string $term What was searched.
	 */
	public static function signal_term( string $term ): string {
		if ( class_exists( 'Normalizer' ) ) {
			$term = (string) \Normalizer::normalize( $term, \Normalizer::FORM_KC );
		}
		$term = (string) preg_replace( '/[\x{0000}-\x{001f}\x{007f}-\x{009f}\x{2028}\x{2029}]/u', ' ', $term );
		$term = mb_strtolower( trim( (string) preg_replace( '/\s+/u', ' ', $term ) ), 'UTF-8' );
		return trim( mb_substr( $term, 0, self::SIGNALS_MAX_TERM ) );
	}

	/**
	 * The batches of a request body, or why they are refused.
	 *
	 * @param mixed $body The decoded JSON body.
	 * @return array|WP_Error The batches: [{id, day, reads: [{post, lang, readers}], votes: [{post, lang, sum, count}], searches: [{lang, term, readers}]}].
	 */
	public static function signal_batches( $body ) {
		$invalid = static function ( string $why ): \WP_Error {
			/* translators: %s: what is wrong. */
			return new \WP_Error( 'rest_invalid_param', sprintf( __( 'Invalid parameter(s): batches (%s)', 'newsdesk' ), $why ), array( 'status' => 400 ) );
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
				if ( ! is_array( $read ) || ! $post_id( $read['post'] ?? null ) || ! Languages::is_language( $read['lang'] ?? null ) || ! $count( $read['readers'] ?? null ) || $read['readers'] < 1 ) {
					return $invalid( 'a read needs a post id, a lang and readers (a positive integer)' );
				}
			}
			foreach ( $lists['votes'] as $vote ) {
				if ( ! is_array( $vote ) || ! $post_id( $vote['post'] ?? null ) || ! Languages::is_language( $vote['lang'] ?? null ) || ! is_int( $vote['sum'] ?? null ) || abs( $vote['sum'] ) > 50000000 || ! $count( $vote['count'] ?? null ) ) {
					return $invalid( 'a vote needs a post id, a lang, a sum (an integer) and a count (an integer of 0 or more)' );
				}
			}
			foreach ( $lists['searches'] as $search ) {
				if ( ! is_array( $search ) || ! Languages::is_language( $search['lang'] ?? null ) || ! is_string( $search['term'] ?? null ) || '' === $search['term'] || self::signal_term( $search['term'] ) !== $search['term'] || ! $count( $search['readers'] ?? null ) || $search['readers'] < 1 ) {
					return $invalid( 'a search needs a lang, a term as Newsdesk folds it (lower case, single spaces, 60 characters at most) and readers' );
				}
			}
			$batches[] = array_merge( array( 'id' => $batch['id'], 'day' => $batch['day'] ), $lists );
		}
		if ( $counters > 100000 ) {
			return new \WP_Error( 'newsdesk_signals_too_large', __( 'At most 100000 counters a request.', 'newsdesk' ), array( 'status' => 413 ) );
		}
		return $batches;
	}

	/**
	 * Applies batches: each one not applied before, once, in one transaction.
	 * Reads and votes of a post the site does not have (or not in that language)
	 * count nowhere.
	 *
	 * @param array[] $batches self::signal_batches().
	 * @return array{applied: int, duplicates: int}|WP_Error
	 */
	public static function apply_signals( array $batches ) {
		global $wpdb;
		$t     = Signals_Schema::tables();
		$mark  = Database_Errors::mark();
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
			foreach ( $wpdb->get_results( 'SELECT post_id, lang FROM ' . Index_Schema::tables()['posts'] . " WHERE post_type = 'post' AND post_id IN ( {$list} )" ) as $row ) {
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
		Index_Writer::insert( "INSERT INTO {$t['reads']} (post_id, day, lang, readers) VALUES ", $values, ' ON DUPLICATE KEY UPDATE readers = readers + VALUES(readers)' );
		$values = array();
		foreach ( $totals as $post => $total ) {
			if ( $shown( $post, $total['lang'] ) ) {
				$values[] = $wpdb->prepare( '(%d,%d,%d,%d)', $post, $total['readers'] ?? 0, $total['sum'] ?? 0, $total['count'] ?? 0 );
			}
		}
		Index_Writer::insert( "INSERT INTO {$t['totals']} (post_id, readers, vote_sum, vote_count) VALUES ", $values, ' ON DUPLICATE KEY UPDATE readers = readers + VALUES(readers), vote_sum = vote_sum + VALUES(vote_sum), vote_count = vote_count + VALUES(vote_count)' );
		$values = array();
		foreach ( $searches as $search ) {
			$values[] = $wpdb->prepare( '(%s,%s,%s,%d)', $search[0], $search[1], $search[2], $search[3] );
		}
		Index_Writer::insert( "INSERT INTO {$t['searches']} (lang, day, term, readers) VALUES ", $values, ' ON DUPLICATE KEY UPDATE readers = readers + VALUES(readers)' );
		$values = array();
		foreach ( array_keys( $fresh ) as $id ) {
			$values[] = $wpdb->prepare( '(%s,%s)', $id, gmdate( 'Y-m-d H:i:s' ) );
		}
		Index_Writer::insert( "INSERT INTO {$t['batches']} (batch_id, received) VALUES ", $values, '' );
		// Retention, a bounded slice at a time: days past the longest window, batch ids past a week.
		$wpdb->query( $wpdb->prepare( "DELETE FROM {$t['reads']} WHERE day < %s ORDER BY day LIMIT 5000", gmdate( 'Y-m-d', time() - self::SIGNALS_KEEP_DAYS * DAY_IN_SECONDS ) ) );
		$wpdb->query( $wpdb->prepare( "DELETE FROM {$t['searches']} WHERE day < %s LIMIT 5000", gmdate( 'Y-m-d', time() - self::SIGNALS_KEEP_DAYS * DAY_IN_SECONDS ) ) );
		$wpdb->query( $wpdb->prepare( "DELETE FROM {$t['batches']} WHERE received < %s LIMIT 5000", gmdate( 'Y-m-d H:i:s', time() - self::SIGNALS_KEEP_BATCH_DAYS * DAY_IN_SECONDS ) ) );
		// phpcs:enable
		if ( Database_Errors::failed_since( $mark ) ) {
			$wpdb->query( 'ROLLBACK' );
			return Database_Errors::failure( $mark, '/wp/v6/signals' );
		}
		$wpdb->query( 'COMMIT' );
		return array(
			'applied'    => count( $fresh ),
			'duplicates' => count( $batches ) - count( $fresh ),
		);
	}
}
