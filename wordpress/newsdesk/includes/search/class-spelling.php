<?php
/**
 * Newsdesk: the Spelling class.
 *
 * @package Newsdesk
 */

namespace Newsdesk\Search;

use Newsdesk\Index\Index_Builder;
use Newsdesk\Index\Index_Schema;
use Newsdesk\Index\Index_Search;

defined( 'ABSPATH' ) || exit;

/**
 * "Did you mean": when a search finds nothing, each unknown word is replaced
 * by the closest word of the language's post titles and excerpts, as a search
 * engine's spellchecker would. Two neighbouring letters typed the wrong way
 * round, the commonest slip, are tried first: the word they make is offered when
 * the vocabulary holds it, or a word it begins (search matches the start of
 * words, so "robto" offers "robot", which finds "robots"). The demo content does
 * the same (adapters/demo-content/spellingSuggestion.ts).
 */
final class Spelling {
	/**
	 * The corrected query when it finds something, else ''. Only from the index:
	 * while it builds, no suggestion (the vocabulary is the index's).
	 *
	 * @param string      $lang        A language code.
	 * @param string      $text        The query that found nothing.
	 * @param string|null $since       Its period's start (GMT), or null: the correction is searched the same way.
	 * @param int|null    $category_id Its category, or null.
	 */
	public static function suggestion( string $lang, string $text, ?string $since, ?int $category_id ): string {
		if ( ! Index_Builder::ready() ) {
			return '';
		}
		$corrected = self::corrected_query( $text, self::vocabulary( $lang, $text ) );
		if ( null === $corrected ) {
			return '';
		}
		return Index_Search::search_finds( Search_Query::parse_search( $corrected, $lang ), $lang, $since, $category_id ) ? $corrected : '';
	}

	/**
	 * The query with each unknown word of 4+ letters replaced by its closest
	 * known word (1 edit at most for words of 5 letters or less, else 2), or null
	 * when no word changed.
	 *
	 * @param string               $text       The query.
	 * @param array<string,string> $vocabulary Folded word => its spelling.
	 */
	public static function corrected_query( string $text, array $vocabulary ): ?string {
		// Words only: punctuation is no part of a correction ("robto?" offers "robot").
		$words   = preg_split( '/[^\p{L}\p{N}]+/u', $text, -1, PREG_SPLIT_NO_EMPTY );
		$changed = false;
		foreach ( is_array( $words ) ? $words : array() as $i => $word ) {
			$replacement = self::closest_word( $word, $vocabulary );
			if ( null !== $replacement ) {
				$words[ $i ] = $replacement;
				$changed     = true;
			}
		}
		return $changed ? implode( ' ', $words ) : null;
	}

	/**
	 * The closest known word to an unknown one, or null (known, too short, or nothing close).
	 *
	 * @param string               $word       A word of the query.
	 * @param array<string,string> $vocabulary Folded word => its spelling.
	 */
	public static function closest_word( string $word, array $vocabulary ): ?string {
		$folded = self::fold_word( $word );
		if ( mb_strlen( $folded ) < 4 || isset( $vocabulary[ $folded ] ) ) {
			return null;
		}
		return self::swapped_word( $word, $vocabulary ) ?? self::nearest_word( $folded, $vocabulary );
	}

	/**
	 * The first swap of two neighbouring letters that is a known word, else the
	 * first that begins one, or null.
	 *
	 * @param string               $word       A word of the query.
	 * @param array<string,string> $vocabulary Folded word => its spelling.
	 */
	public static function swapped_word( string $word, array $vocabulary ): ?string {
		$letters = mb_str_split( mb_strtolower( $word ) );
		$swaps   = array();
		for ( $i = 0; $i + 1 < count( $letters ); $i++ ) {
			if ( $letters[ $i ] === $letters[ $i + 1 ] ) {
				continue;
			}
			$swapped           = $letters;
			$swapped[ $i ]     = $letters[ $i + 1 ];
			$swapped[ $i + 1 ] = $letters[ $i ];
			$swaps[]           = implode( '', $swapped );
		}
		foreach ( $swaps as $swap ) {
			$folded = self::fold_word( $swap );
			if ( isset( $vocabulary[ $folded ] ) ) {
				return $vocabulary[ $folded ];
			}
		}
		foreach ( $swaps as $swap ) {
			$folded = self::fold_word( $swap );
			foreach ( array_keys( $vocabulary ) as $candidate ) {
				if ( str_starts_with( (string) $candidate, $folded ) ) {
					return $swap;
				}
			}
		}
		return null;
	}

	/**
	 * The known word fewest edits away (1 at most for words of 5 letters or less,
	 * else 2), or null. A swap of two neighbours counts as one edit.
	 *
	 * @param string               $folded     A folded word of the query.
	 * @param array<string,string> $vocabulary Folded word => its spelling.
	 */
	public static function nearest_word( string $folded, array $vocabulary ): ?string {
		$length = strlen( $folded );
		$limit  = mb_strlen( $folded ) <= 5 ? 1 : 2;
		$best   = null;
		$least  = $limit + 1;
		foreach ( $vocabulary as $candidate => $spelling ) {
			$candidate = (string) $candidate;
			// Lengths further apart than the limit cannot be within it: skip the costly distance.
			if ( abs( strlen( $candidate ) - $length ) > $limit ) {
				continue;
			}
			$distance = self::edit_distance( $folded, $candidate, $limit );
			if ( $distance < $least ) {
				$best  = $spelling;
				$least = $distance;
			}
		}
		return $best;
	}

	/**
	 * Edits from $a to $b, a swap of two neighbours counting as one (the optimal
	 * string alignment distance), or more than $limit. PHP's levenshtein() runs in
	 * C and counts a swap as two, so no more than twice the edits: only words it
	 * puts within twice the limit are worth the slower count here.
	 *
	 * @param string $a     A folded word.
	 * @param string $b     Another.
	 * @param int    $limit The most edits of interest.
	 */
	public static function edit_distance( string $a, string $b, int $limit ): int {
		$plain = levenshtein( $a, $b );
		if ( $plain <= $limit || $plain > 2 * $limit ) {
			return $plain;
		}
		$rows = array( range( 0, strlen( $b ) ) );
		for ( $i = 1; $i <= strlen( $a ); $i++ ) {
			$rows[ $i ] = array( $i );
			for ( $j = 1; $j <= strlen( $b ); $j++ ) {
				$cost            = $a[ $i - 1 ] === $b[ $j - 1 ] ? 0 : 1;
				$rows[ $i ][ $j ] = min( $rows[ $i - 1 ][ $j ] + 1, $rows[ $i ][ $j - 1 ] + 1, $rows[ $i - 1 ][ $j - 1 ] + $cost );
				if ( $i > 1 && $j > 1 && $a[ $i - 1 ] === $b[ $j - 2 ] && $a[ $i - 2 ] === $b[ $j - 1 ] ) {
					$rows[ $i ][ $j ] = min( $rows[ $i ][ $j ], $rows[ $i - 2 ][ $j - 2 ] + 1 );
				}
			}
		}
		return $rows[ strlen( $a ) ][ strlen( $b ) ];
	}

	/**
	 * A word as it is compared: lower case, no accents.
	 *
	 * @param string $word A word.
	 */
	public static function fold_word( string $word ): string {
		return Search_Text::fold_text( $word );
	}

	/**
	 * The part of a language's vocabulary (the index's words of titles and excerpts)
	 * a query's correction can come from, folded => as written, the commonest
	 * first: the query's words and each of them with two neighbouring letters
	 * swapped, a word each swap begins, and the words of the same first letter
	 * whose length is within two. A few index ranges, never every word.
	 *
	 * @param string $lang A language code.
	 * @param string $text The query.
	 * @return array<string, string>
	 */
	public static function vocabulary( string $lang, string $text ): array {
		global $wpdb;
		$table = Index_Schema::tables()['words'];
		$exact = array();
		$parts = array();
		foreach ( preg_split( '/[^\p{L}\p{N}]+/u', $text, -1, PREG_SPLIT_NO_EMPTY ) as $word ) {
			$folded = self::fold_word( $word );
			$length = mb_strlen( $folded );
			if ( $length < 4 || $length > Search_Text::SEARCH_MAX_WORD ) {
				continue;
			}
			$exact[] = $folded;
			$letters = mb_str_split( $folded );
			for ( $i = 0; $i + 1 < count( $letters ); $i++ ) {
				$swapped           = $letters;
				$swapped[ $i ]     = $letters[ $i + 1 ];
				$swapped[ $i + 1 ] = $letters[ $i ];
				$swap              = implode( '', $swapped );
				$exact[]           = $swap;
				$parts[]           = $wpdb->prepare( "( SELECT word, spelling, posts FROM {$table} WHERE lang = %s AND word LIKE %s LIMIT 1 )", $lang, $wpdb->esc_like( $swap ) . '%' ); // phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- our own table.
			}
			$parts[] = $wpdb->prepare( "( SELECT word, spelling, posts FROM {$table} WHERE lang = %s AND word LIKE %s AND CHAR_LENGTH( word ) BETWEEN %d AND %d )", $lang, $wpdb->esc_like( $letters[0] ) . '%', $length - 2, $length + 2 ); // phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- our own table.
		}
		if ( array() === $exact ) {
			return array();
		}
		$in      = implode( ',', array_fill( 0, count( $exact ), '%s' ) );
		$parts[] = $wpdb->prepare( "( SELECT word, spelling, posts FROM {$table} WHERE lang = %s AND word IN ( {$in} ) )", array_merge( array( $lang ), $exact ) ); // phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- our own table; each word is a placeholder.
		$rows    = $wpdb->get_results( implode( ' UNION ', $parts ) . ' ORDER BY posts DESC, word' ); // phpcs:ignore WordPress.DB.PreparedSQL.NotPrepared, WordPress.DB.DirectDatabaseQuery -- each part was prepared.
		$words   = array();
		foreach ( $rows as $row ) {
			$words[ (string) $row->word ] = (string) $row->spelling;
		}
		return $words;
	}
}
