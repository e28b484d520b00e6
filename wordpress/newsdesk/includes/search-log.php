<?php
/**
 * Popular searches (README "Popular searches"): searches that found something,
 * counted per language and day in the option `newsdesk_search_log` (not
 * autoloaded), at most 100 terms a language.
 *
 * @package Newsdesk
 */

defined( 'ABSPATH' ) || exit;

/**
 * Counts a search. Importers seed popular searches with $times.
 *
 * The option is read and written whole: two searches at the same instant may
 * count once, which a popularity list can afford.
 *
 * @param string $lang  A language code.
 * @param string $term  What was searched.
 * @param int    $times How many searches to count.
 */
function newsdesk_record_search( string $lang, string $term, int $times = 1 ): void {
	$term = newsdesk_search_term_text( $term );
	if ( ! newsdesk_is_language( $lang ) || '' === $term || $times < 1 ) {
		return;
	}
	$key   = mb_strtolower( $term );
	$today = gmdate( 'Y-m-d' );
	$log   = newsdesk_search_log();
	$terms = $log[ $lang ] ?? array();

	$entry = $terms[ $key ] ?? array( 'days' => array() );
	// The latest spelling is shown; the days outside the window are forgotten.
	$entry['term']           = $term;
	$entry['last']           = time();
	$entry['days'][ $today ] = (int) ( $entry['days'][ $today ] ?? 0 ) + $times;
	$entry['days']           = newsdesk_search_recent_days( $entry['days'] );
	$terms[ $key ]           = $entry;

	if ( count( $terms ) > 100 ) {
		// The least recently searched go first.
		uasort(
			$terms,
			static function ( $a, $b ) {
				return $b['last'] <=> $a['last'];
			}
		);
		$terms = array_slice( $terms, 0, 100, true );
	}
	$log[ $lang ] = $terms;
	update_option( 'newsdesk_search_log', $log, false );
}

/**
 * The most frequent searches of the last 30 days, at most 10, ties most recent first.
 *
 * @param string $lang A language code.
 * @return array<int, array{term: string}>
 */
function newsdesk_popular_searches( string $lang ): array {
	$ranked = array();
	foreach ( newsdesk_search_log()[ $lang ] ?? array() as $entry ) {
		$count = array_sum( newsdesk_search_recent_days( (array) ( $entry['days'] ?? array() ) ) );
		if ( $count > 0 && isset( $entry['term'] ) ) {
			$ranked[] = array( $count, (int) ( $entry['last'] ?? 0 ), (string) $entry['term'] );
		}
	}
	usort(
		$ranked,
		static function ( $a, $b ) {
			return array( $b[0], $b[1] ) <=> array( $a[0], $a[1] );
		}
	);
	return array_map(
		static function ( $row ) {
			return array( 'term' => $row[2] );
		},
		array_slice( $ranked, 0, 10 )
	);
}

/**
 * The stored log: language => lowercased term => {term, last, days: {Y-m-d: count}}.
 */
function newsdesk_search_log(): array {
	$log = get_option( 'newsdesk_search_log', array() );
	return is_array( $log ) ? $log : array();
}

/**
 * A search as it is counted: text, single spaces, at most 200 characters.
 *
 * @param string $term What was searched.
 */
function newsdesk_search_term_text( string $term ): string {
	return mb_substr( trim( (string) preg_replace( '/\s+/u', ' ', sanitize_text_field( $term ) ) ), 0, 200 );
}

/**
 * The day counts of the last 30 days.
 *
 * @param array $days Y-m-d => count.
 */
function newsdesk_search_recent_days( array $days ): array {
	$since = gmdate( 'Y-m-d', time() - 29 * DAY_IN_SECONDS );
	return array_filter(
		$days,
		static function ( $day ) use ( $since ) {
			return (string) $day >= $since;
		},
		ARRAY_FILTER_USE_KEY
	);
}
