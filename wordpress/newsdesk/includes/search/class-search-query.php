<?php
/**
 * Newsdesk: the Search_Query class.
 *
 * @package Newsdesk
 */

namespace Newsdesk\Search;

defined( 'ABSPATH' ) || exit;

/**
 * A reader's query as search reads it: the words it requires (without the
 * stopwords of its language unless it has nothing else), the phrases in
 * quotes, every word it names (to mark in extracts), and the boolean
 * full-text query that requires them of the index's tokens (Search_Text).
 */
final class Search_Query {
	/**
	 * A query word this long or longer also finds the words it begins ("robot"
	 * finds "robots"); a shorter one only itself ("act" is not "action").
	 */
	const SEARCH_PREFIX_FROM = 4;

	/**
	 * The stopwords of a language (data/stopwords.json, folded): words a query
	 * does not require unless they are all it has, or stand in a phrase.
	 *
	 * @param string $lang A language code.
	 * @return array<string, true>
	 */
	public static function stopwords( string $lang ): array {
		static $lists = null;
		if ( null === $lists ) {
			$decoded = wp_json_file_decode( dirname( NEWSDESK_PLUGIN_FILE ) . '/data/stopwords.json', array( 'associative' => true ) );
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
	public static function without_stopwords( array $words, string $lang ): array {
		$stopwords = self::stopwords( $lang );
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
	public static function parse_search( string $text, string $lang ): array {
		$text    = str_replace( array( '“', '”', '„', '«', '»' ), '"', $text );
		$phrases = array();
		$loose   = (string) preg_replace_callback(
			'/"([^"]*)"/u',
			static function ( $match ) use ( &$phrases ) {
				$phrases[] = Search_Text::text_words( $match[1] );
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
		$named    = array_values( array_unique( array_merge( $single, Search_Text::text_words( $loose ) ) ) );
		$required = self::without_stopwords( $named, $lang );
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
	 * @param array $parsed self::parse_search().
	 */
	public static function is_empty( array $parsed ): bool {
		return array() === $parsed['words'] && array() === $parsed['phrases'];
	}

	/**
	 * A word as a boolean full-text term: the word, or any word it begins.
	 *
	 * @param string $word   A folded word.
	 * @param bool   $prefix Whether any word it begins matches too.
	 */
	public static function boolean_term( string $word, bool $prefix ): string {
		return $prefix ? mb_substr( $word, 0, Search_Text::SEARCH_MAX_WORD ) . '*' : Search_Text::index_token( $word );
	}

	/**
	 * The boolean full-text query (`IN BOOLEAN MODE`) that requires every word and
	 * phrase of a parsed query. Only letters, digits, `_`, `*`, `+`, spaces and
	 * quotes come out, so nothing of the reader's text is an operator.
	 *
	 * @param array $parsed      self::parse_search().
	 * @param bool  $typing_last Whether the last word is still being typed (autocomplete): it matches as a prefix whatever its length.
	 */
	public static function boolean( array $parsed, bool $typing_last = false ): string {
		$terms = array();
		$last  = count( $parsed['words'] ) - 1;
		foreach ( $parsed['words'] as $i => $word ) {
			$prefix  = mb_strlen( $word ) >= self::SEARCH_PREFIX_FROM || ( $typing_last && $i === $last );
			$terms[] = '+' . self::boolean_term( $word, $prefix );
		}
		foreach ( $parsed['phrases'] as $words ) {
			$terms[] = '+"' . implode( ' ', array_map( array( Search_Text::class, 'index_token' ), $words ) ) . '"';
		}
		return implode( ' ', $terms );
	}
}
