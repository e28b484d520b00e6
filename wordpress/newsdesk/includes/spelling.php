<?php
/**
 * "Did you mean": when a search finds nothing, each unknown word is replaced
 * by the closest word of the language's post titles and tags, as a search
 * engine's spellchecker would.
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
	$length = strlen( $folded );
	if ( mb_strlen( $folded ) < 4 || isset( $vocabulary[ $folded ] ) ) {
		return null;
	}
	$limit = mb_strlen( $folded ) <= 5 ? 1 : 2;
	$best  = null;
	$least = $limit + 1;
	foreach ( $vocabulary as $candidate => $spelling ) {
		$candidate = (string) $candidate;
		// Lengths further apart than the limit cannot be within it: skip the costly distance.
		if ( abs( strlen( $candidate ) - $length ) > $limit ) {
			continue;
		}
		$distance = levenshtein( $folded, $candidate );
		if ( $distance < $least ) {
			$best  = $spelling;
			$least = $distance;
		}
	}
	return $best;
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
