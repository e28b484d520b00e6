<?php
/**
 * Newsdesk: the Search_Text class.
 *
 * @package Newsdesk
 */

namespace Newsdesk\Search;

defined( 'ABSPATH' ) || exit;

/**
 * Text as the search index holds it and as a result shows it: folded words
 * (lower case, no accents), each written as a token MariaDB's full-text index
 * keeps whatever the server's settings, HTML as plain text, and the extract a
 * result shows around the words its query names. A reader's query is read by
 * Search_Query.
 *
 * Why tokens end in `_`: InnoDB's full-text index drops words shorter than
 * `innodb_ft_min_token_size` (3 by default: "AI", "IA", "KI", "5G") and the
 * words of its stopword list ("the", "who", "will"...), and it applies that list
 * again whenever the table is rebuilt (OPTIMIZE, ALTER). "ai" stored as `ai_`
 * and "the" as `the_` are neither, so the index keeps every word and the plugin
 * decides which ones a query needs (docs/decisions/0023 in Newsdesk's repository).
 */
final class Search_Text {
	/**
	 * The longest word kept, in characters (InnoDB ignores tokens over 84).
	 */
	const SEARCH_MAX_WORD = 80;

	/**
	 * Characters of text an extract shows around the first word found.
	 */
	const EXTRACT_LENGTH = 200;

	/**
	 * Text as search compares it: lower case, without accents, ß as ss. The same
	 * whatever the site's locale (remove_accents() would spell ä as ae in German).
	 *
	 * @param string $text Plain text.
	 */
	public static function fold_text( string $text ): string {
		return remove_accents( str_replace( 'ß', 'ss', mb_strtolower( $text, 'UTF-8' ) ), 'en_US' );
	}

	/**
	 * The folded words of a text: runs of letters and digits.
	 *
	 * @param string $text Plain text.
	 * @return string[]
	 */
	public static function text_words( string $text ): array {
		$words = preg_split( '/[^\p{L}\p{N}]+/u', self::fold_text( $text ), -1, PREG_SPLIT_NO_EMPTY );
		return is_array( $words ) ? $words : array();
	}

	/**
	 * A folded word as the index stores it: `_` appended, padded to three characters.
	 *
	 * @param string $word A folded word.
	 */
	public static function index_token( string $word ): string {
		return str_pad( mb_substr( $word, 0, self::SEARCH_MAX_WORD ) . '_', 3, '_' );
	}

	/**
	 * Plain text as the index stores it: its words as tokens, in order.
	 *
	 * @param string $text Plain text.
	 */
	public static function index_text( string $text ): string {
		return implode( ' ', array_map( array( self::class, 'index_token' ), self::text_words( $text ) ) );
	}

	/**
	 * HTML as plain text: no tags, comments, shortcodes or entities, and a space
	 * where a block ends, so "<p>One</p><h2>Two</h2>" reads "One Two".
	 *
	 * @param string $html Editorial HTML.
	 */
	public static function html_text( string $html ): string {
		$html = (string) preg_replace( '#</(?:p|h[1-6]|li|div|blockquote|figcaption|td|th|pre|ul|ol|figure|section)\s*>|<br\s*/?>#i', '$0 ', strip_shortcodes( $html ) );
		$text = html_entity_decode( wp_strip_all_tags( $html ), ENT_QUOTES | ENT_HTML5, 'UTF-8' );
		return trim( (string) preg_replace( '/\s+/u', ' ', $text ) );
	}

	/**
	 * Whether a word of a text is one a query names (a long query word also marks
	 * the words it begins, as search finds them).
	 *
	 * @param string   $folded A folded word of the text.
	 * @param string[] $marks  The query's words (Search_Query::parse_search()['marks']).
	 */
	public static function word_matches( string $folded, array $marks ): bool {
		foreach ( $marks as $mark ) {
			if ( $folded === $mark || ( mb_strlen( $mark ) >= Search_Query::SEARCH_PREFIX_FROM && str_starts_with( $folded, $mark ) ) ) {
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
	 * @param array  $parsed Search_Query::parse_search().
	 * @return array<int, array{text: string, mark: bool}>
	 */
	public static function extract( string $text, array $parsed ): array {
		if ( '' === $text ) {
			return array();
		}
		$first = null;
		for ( $at = 0; null === $first && 1 === preg_match( '/[\p{L}\p{N}]+/u', $text, $word, PREG_OFFSET_CAPTURE, $at ); $at = $word[0][1] + strlen( $word[0][0] ) ) {
			if ( self::word_matches( self::fold_text( $word[0][0] ), $parsed['marks'] ) ) {
				$first = $word[0][1];
			}
		}
		// Byte offsets throughout (PCRE's, always between characters); lengths counted in characters.
		$start = 0;
		if ( null !== $first ) {
			$start = $first - strlen( mb_substr( substr( $text, 0, $first ), -intdiv( self::EXTRACT_LENGTH, 4 ) ) );
			// From the first word that begins there or after: a word cut in two is no word.
			if ( $start > 0 && 1 === preg_match( '/(?<![\p{L}\p{N}])[\p{L}\p{N}]/u', $text, $next, PREG_OFFSET_CAPTURE, $start ) ) {
				$start = $next[0][1];
			}
		}
		$window = mb_substr( substr( $text, $start ), 0, self::EXTRACT_LENGTH );
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
			if ( ! self::word_matches( self::fold_text( $found ), $parsed['marks'] ) ) {
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
}
