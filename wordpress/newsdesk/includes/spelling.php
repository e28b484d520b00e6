<?php
/**
 * "Did you mean": when a search finds nothing, each unknown word is replaced
 * by the closest word of the language's post titles and tags, as a search
 * engine's spellchecker would. Two neighbouring letters typed the wrong way
 * round, the commonest slip, are tried first: the word they make is offered when
 * the vocabulary holds it, or a word it begins (search matches the start of
 * words, so "robto" offers "robot", which finds "robots"). The demo content does
 * the same (adapters/demo-content/spellingSuggestion.ts).
 *
 * @package Newsdesk
 */

defined( 'ABSPATH' ) || exit;

/**
 * The corrected query when it finds something, else ''.
 *
 * @param string $lang A language code.
 * @param string $text The query that found nothing.
 * @param array  $args Its newsdesk_search_args(): the correction is searched the same way.
 */
function newsdesk_spelling_suggestion( string $lang, string $text, array $args ): string {
	$corrected = newsdesk_corrected_query( $text, newsdesk_spelling_vocabulary( $lang ) );
	if ( null === $corrected ) {
		return '';
	}
	$args['s'] = $corrected;
	return newsdesk_search_finds( $lang, $args ) ? $corrected : '';
}

/**
 * The query with each unknown word of 4+ letters replaced by its closest
 * known word (1 edit at most for words of 5 letters or less, else 2), or null
 * when no word changed.
 *
 * @param string               $text       The query.
 * @param array<string,string> $vocabulary Folded word => its spelling.
 */
function newsdesk_corrected_query( string $text, array $vocabulary ): ?string {
	$words   = preg_split( '/\s+/u', trim( $text ), -1, PREG_SPLIT_NO_EMPTY );
	$changed = false;
	foreach ( is_array( $words ) ? $words : array() as $i => $word ) {
		$replacement = newsdesk_closest_word( $word, $vocabulary );
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
function newsdesk_closest_word( string $word, array $vocabulary ): ?string {
	$folded = newsdesk_fold_word( $word );
	if ( mb_strlen( $folded ) < 4 || isset( $vocabulary[ $folded ] ) ) {
		return null;
	}
	return newsdesk_swapped_word( $word, $vocabulary ) ?? newsdesk_nearest_word( $folded, $vocabulary );
}

/**
 * The first swap of two neighbouring letters that is a known word, else the
 * first that begins one, or null.
 *
 * @param string               $word       A word of the query.
 * @param array<string,string> $vocabulary Folded word => its spelling.
 */
function newsdesk_swapped_word( string $word, array $vocabulary ): ?string {
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
		$folded = newsdesk_fold_word( $swap );
		if ( isset( $vocabulary[ $folded ] ) ) {
			return $vocabulary[ $folded ];
		}
	}
	foreach ( $swaps as $swap ) {
		$folded = newsdesk_fold_word( $swap );
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
function newsdesk_nearest_word( string $folded, array $vocabulary ): ?string {
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
		$distance = newsdesk_edit_distance( $folded, $candidate, $limit );
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
function newsdesk_edit_distance( string $a, string $b, int $limit ): int {
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
function newsdesk_fold_word( string $word ): string {
	return strtolower( remove_accents( mb_strtolower( $word ) ) );
}

/**
 * The words (4+ letters) of a language's published post titles and tags,
 * folded => as written (lower case). Cached until a post or a term changes.
 *
 * @param string $lang A language code.
 * @return array<string, string>
 */
function newsdesk_spelling_vocabulary( string $lang ): array {
	return newsdesk_cache_remember(
		'spelling-vocabulary',
		array( $lang ),
		static function () use ( $lang ) {
			global $wpdb;
			$ids = ( new WP_Query(
				newsdesk_query_args(
					$lang,
					array(
						'posts_per_page'         => -1,
						'no_found_rows'          => true,
						'fields'                 => 'ids',
						'update_post_meta_cache' => false,
						'update_post_term_cache' => false,
					)
				)
			) )->posts;
			if ( array() === $ids ) {
				return array();
			}
			$ids    = implode( ',', array_map( 'absint', $ids ) );
			$titles = $wpdb->get_col( "SELECT post_title FROM {$wpdb->posts} WHERE ID IN ( {$ids} ) ORDER BY post_date DESC" ); // phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- integers only.
			$tags   = $wpdb->get_col(
				"SELECT DISTINCT t.name FROM {$wpdb->terms} t
				INNER JOIN {$wpdb->term_taxonomy} tt ON tt.term_id = t.term_id AND tt.taxonomy = 'post_tag'
				INNER JOIN {$wpdb->term_relationships} tr ON tr.term_taxonomy_id = tt.term_taxonomy_id
				WHERE tr.object_id IN ( {$ids} )" // phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- integers only.
			);
			$vocabulary = array();
			foreach ( array_merge( $titles, $tags ) as $text ) {
				$text  = html_entity_decode( (string) $text, ENT_QUOTES | ENT_HTML5, 'UTF-8' );
				$words = preg_split( '/[^\p{L}\p{N}]+/u', $text, -1, PREG_SPLIT_NO_EMPTY );
				foreach ( is_array( $words ) ? $words : array() as $word ) {
					if ( mb_strlen( $word ) < 4 ) {
						continue;
					}
					$folded = newsdesk_fold_word( $word );
					if ( ! isset( $vocabulary[ $folded ] ) ) {
						$vocabulary[ $folded ] = mb_strtolower( $word );
					}
				}
			}
			return $vocabulary;
		}
	);
}
