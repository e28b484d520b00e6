<?php
/**
 * Text as the search index holds it and as a reader's query is read: folded
 * words (lower case, no accents), each written as a token MariaDB's full-text
 * index keeps whatever the server's settings, the query's words and phrases,
 * the stopwords of each language, and the extract a result shows.
 *
 * Why tokens end in `_`: InnoDB's full-text index drops words shorter than
 * `innodb_ft_min_token_size` (3 by default: "AI", "IA", "KI", "5G") and the
 * words of its stopword list ("the", "who", "will"...), and it applies that list
 * again whenever the table is rebuilt (OPTIMIZE, ALTER). "ai" stored as `ai_`
 * and "the" as `the_` are neither, so the index keeps every word and the plugin
 * decides which ones a query needs (docs/decisions/0023 in Newsdesk's repository).
 *
 * @package Newsdesk
 */

defined( 'ABSPATH' ) || exit;

/**
 * The longest word kept, in characters (InnoDB ignores tokens over 84).
 */
const NEWSDESK_SEARCH_MAX_WORD = 80;

/**
 * A query word this long or longer also finds the words it begins ("robot"
 * finds "robots"); a shorter one only itself ("act" is not "action").
 */
const NEWSDESK_SEARCH_PREFIX_FROM = 4;

/**
 * Characters of text an extract shows around the first word found.
 */
const NEWSDESK_EXTRACT_LENGTH = 200;

/**
 * Text as search compares it: lower case, without accents, ß as ss. The same
 * whatever the site's locale (remove_accents() would spell ä as ae in German).
 *
 * @param string $text Plain text.
 */
function newsdesk_fold_text( string $text ): string {
	return remove_accents( str_replace( 'ß', 'ss', mb_strtolower( $text, 'UTF-8' ) ), 'en_US' );
}

/**
 * The folded words of a text: runs of letters and digits.
 *
 * @param string $text Plain text.
 * @return string[]
 */
function newsdesk_text_words( string $text ): array {
	$words = preg_split( '/[^\p{L}\p{N}]+/u', newsdesk_fold_text( $text ), -1, PREG_SPLIT_NO_EMPTY );
	return is_array( $words ) ? $words : array();
}

/**
 * A folded word as the index stores it: `_` appended, padded to three characters.
 *
 * @param string $word A folded word.
 */
function newsdesk_index_token( string $word ): string {
	return str_pad( mb_substr( $word, 0, NEWSDESK_SEARCH_MAX_WORD ) . '_', 3, '_' );
}

/**
 * Plain text as the index stores it: its words as tokens, in order.
 *
 * @param string $text Plain text.
 */
function newsdesk_index_text( string $text ): string {
	return implode( ' ', array_map( 'newsdesk_index_token', newsdesk_text_words( $text ) ) );
}

/**
 * HTML as plain text: no tags, comments, shortcodes or entities, and a space
 * where a block ends, so "<p>One</p><h2>Two</h2>" reads "One Two".
 *
 * @param string $html Editorial HTML.
 */
function newsdesk_html_text( string $html ): string {
	$html = (string) preg_replace( '#</(?:p|h[1-6]|li|div|blockquote|figcaption|td|th|pre|ul|ol|figure|section)\s*>|<br\s*/?>#i', '$0 ', strip_shortcodes( $html ) );
	$text = html_entity_decode( wp_strip_all_tags( $html ), ENT_QUOTES | ENT_HTML5, 'UTF-8' );
	return trim( (string) preg_replace( '/\s+/u', ' ', $text ) );
}

/**
 * The stopwords of a language (data/stopwords.json, folded): words a query
 * does not require unless they are all it has, or stand in a phrase.
 *
 * @param string $lang A language code.
 * @return array<string, true>
 */
function newsdesk_stopwords( string $lang ): array {
	static $lists = null;
	if ( null === $lists ) {
		$decoded = wp_json_file_decode( dirname( __DIR__ ) . '/data/stopwords.json', array( 'associative' => true ) );
		$lists   = is_array( $decoded ) ? $decoded : array();
	}
	$words = isset( $lists[ $lang ] ) && is_array( $lists[ $lang ] ) ? $lists[ $lang ] : array();
	return array_fill_keys( array_map( 'strval', $words ), true );
}

/**
 * Folded words without the language's stopwords.
 *
 * @param string[] $words Folded words.
 * @param string   $lang  Their language.
 * @return string[]
 */
function newsdesk_without_stopwords( array $words, string $lang ): array {
	$stopwords = newsdesk_stopwords( $lang );
	return array_values(
		array_filter(
			$words,
			static function ( $word ) use ( $stopwords ) {
				return ! isset( $stopwords[ $word ] );
			}
		)
	);
}

/**
 * A reader's query as search reads it: the words it requires (folded, without
 * the language's stopwords unless it has nothing else), the phrases in quotes
 * (each a list of folded words), and every word it names, to mark in extracts.
 * Punctuation and case never matter: `"AI Act"`, `AI Act?` and `ai-act` name
 * the same words.
 *
 * @param string $text The query.
 * @param string $lang Its language.
 * @return array{words: string[], phrases: string[][], marks: string[]}
 */
function newsdesk_parse_search( string $text, string $lang ): array {
	$text    = str_replace( array( '“', '”', '„', '«', '»' ), '"', $text );
	$phrases = array();
	$loose   = (string) preg_replace_callback(
		'/"([^"]*)"/u',
		static function ( $match ) use ( &$phrases ) {
			$phrases[] = newsdesk_text_words( $match[1] );
			return ' ';
		},
		$text
	);
	$phrases = array_values(
		array_filter(
			$phrases,
			static function ( $words ) {
				return array() !== $words;
			}
		)
	);
	// A phrase of one word is that word.
	$single = array();
	foreach ( $phrases as $i => $words ) {
		if ( 1 === count( $words ) ) {
			$single[] = $words[0];
			unset( $phrases[ $i ] );
		}
	}
	$phrases   = array_values( $phrases );
	$named    = array_values( array_unique( array_merge( $single, newsdesk_text_words( $loose ) ) ) );
	$required = newsdesk_without_stopwords( $named, $lang );
	if ( array() === $required && array() === $phrases ) {
		$required = $named;
	}
	$marks = $named;
	foreach ( $phrases as $words ) {
		$marks = array_merge( $marks, $words );
	}
	return array(
		'words'   => $required,
		'phrases' => $phrases,
		'marks'   => array_values( array_unique( $marks ) ),
	);
}

/**
 * Whether a parsed query asks for anything.
 *
 * @param array $parsed newsdesk_parse_search().
 */
function newsdesk_search_is_empty( array $parsed ): bool {
	return array() === $parsed['words'] && array() === $parsed['phrases'];
}

/**
 * A word as a boolean full-text term: the word, or any word it begins.
 *
 * @param string $word   A folded word.
 * @param bool   $prefix Whether any word it begins matches too.
 */
function newsdesk_boolean_term( string $word, bool $prefix ): string {
	return $prefix ? mb_substr( $word, 0, NEWSDESK_SEARCH_MAX_WORD ) . '*' : newsdesk_index_token( $word );
}

/**
 * The boolean full-text query (`IN BOOLEAN MODE`) that requires every word and
 * phrase of a parsed query. Only letters, digits, `_`, `*`, `+`, spaces and
 * quotes come out, so nothing of the reader's text is an operator.
 *
 * @param array $parsed      newsdesk_parse_search().
 * @param bool  $typing_last Whether the last word is still being typed (autocomplete): it matches as a prefix whatever its length.
 */
function newsdesk_search_boolean( array $parsed, bool $typing_last = false ): string {
	$terms = array();
	$last  = count( $parsed['words'] ) - 1;
	foreach ( $parsed['words'] as $i => $word ) {
		$prefix  = mb_strlen( $word ) >= NEWSDESK_SEARCH_PREFIX_FROM || ( $typing_last && $i === $last );
		$terms[] = '+' . newsdesk_boolean_term( $word, $prefix );
	}
	foreach ( $parsed['phrases'] as $words ) {
		$terms[] = '+"' . implode( ' ', array_map( 'newsdesk_index_token', $words ) ) . '"';
	}
	return implode( ' ', $terms );
}

/**
 * Whether a word of a text is one a query names (a long query word also marks
 * the words it begins, as search finds them).
 *
 * @param string   $folded A folded word of the text.
 * @param string[] $marks  The query's words (newsdesk_parse_search()['marks']).
 */
function newsdesk_search_word_matches( string $folded, array $marks ): bool {
	foreach ( $marks as $mark ) {
		if ( $folded === $mark || ( mb_strlen( $mark ) >= NEWSDESK_SEARCH_PREFIX_FROM && str_starts_with( $folded, $mark ) ) ) {
			return true;
		}
	}
	return false;
}

/**
 * A short extract of a text around the first word the query names, as
 * segments of plain text, each marked or not: `[{text, mark}]`. The start of
 * the text when no word of it is named (the post matched by its title). Only
 * the words up to the first named one are looked at, and only the window's are
 * marked: a result costs its extract, not its whole text.
 *
 * @param string $text   Plain text (the post's body).
 * @param array  $parsed newsdesk_parse_search().
 * @return array<int, array{text: string, mark: bool}>
 */
function newsdesk_search_extract( string $text, array $parsed ): array {
	if ( '' === $text ) {
		return array();
	}
	$first = null;
	for ( $at = 0; null === $first && 1 === preg_match( '/[\p{L}\p{N}]+/u', $text, $word, PREG_OFFSET_CAPTURE, $at ); $at = $word[0][1] + strlen( $word[0][0] ) ) {
		if ( newsdesk_search_word_matches( newsdesk_fold_text( $word[0][0] ), $parsed['marks'] ) ) {
			$first = $word[0][1];
		}
	}
	// Byte offsets throughout (PCRE's, always between characters); lengths counted in characters.
	$start = 0;
	if ( null !== $first ) {
		$start = $first - strlen( mb_substr( substr( $text, 0, $first ), -intdiv( NEWSDESK_EXTRACT_LENGTH, 4 ) ) );
		// From the first word that begins there or after: a word cut in two is no word.
		if ( $start > 0 && 1 === preg_match( '/(?<![\p{L}\p{N}])[\p{L}\p{N}]/u', $text, $next, PREG_OFFSET_CAPTURE, $start ) ) {
			$start = $next[0][1];
		}
	}
	$window = mb_substr( substr( $text, $start ), 0, NEWSDESK_EXTRACT_LENGTH );
	$cut    = $start + strlen( $window ) < strlen( $text );
	if ( $cut ) {
		// Up to the end of the last whole word.
		if ( 1 === preg_match( '/^[\p{L}\p{N}]/u', substr( $text, $start + strlen( $window ), 4 ) ) ) {
			$window = (string) preg_replace( '/[\p{L}\p{N}]+$/u', '', $window );
		}
		$window = (string) preg_replace( '/[^\p{L}\p{N}]+$/u', '', $window );
	}
	$segments = array();
	$at       = 0;
	preg_match_all( '/[\p{L}\p{N}]+/u', $window, $words, PREG_OFFSET_CAPTURE );
	foreach ( $words[0] as list( $found, $offset ) ) {
		if ( ! newsdesk_search_word_matches( newsdesk_fold_text( $found ), $parsed['marks'] ) ) {
			continue;
		}
		$segments[] = array(
			'text' => substr( $window, $at, $offset - $at ),
			'mark' => false,
		);
		$segments[] = array(
			'text' => $found,
			'mark' => true,
		);
		$at         = $offset + strlen( $found );
	}
	$segments[] = array(
		'text' => substr( $window, $at ),
		'mark' => false,
	);
	if ( $start > 0 ) {
		$segments[0]['text'] = '…' . $segments[0]['text'];
	}
	if ( $cut ) {
		$segments[ count( $segments ) - 1 ]['text'] .= '…';
	}
	return array_values(
		array_filter(
			$segments,
			static function ( $segment ) {
				return '' !== $segment['text'];
			}
		)
	);
}
