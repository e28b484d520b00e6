<?php
/**
 * Newsdesk: the Headings class.
 *
 * @package Newsdesk
 */

namespace Newsdesk\Content;

defined( 'ABSPATH' ) || exit;

/**
 * Headings of an article: ids on the h2/h3/h4 that have none, so the table of
 * contents (`index_slugs`) can link to them.
 */
final class Headings {
	/**
	 * Gives every h2, h3 and h4 an id (existing ids kept, new ones unique in the
	 * content) and lists them in order. Only the opening tags change.
	 *
	 * @param string $html Rendered content.
	 * @return array{html: string, index: array<int, array{slug: string, name: string}>}
	 */
	public static function ids( string $html ): array {
		$id_attribute = '/\sid\s*=\s*(?:"([^"]*)"|\'([^\']*)\'|([^\s"\'>]+))/i';
		$used         = array();
		if ( preg_match_all( $id_attribute, $html, $found, PREG_SET_ORDER ) ) {
			foreach ( $found as $match ) {
				$used[ self::attribute_value( $match ) ] = true;
			}
		}

		$index = array();
		// Attributes are matched whole (quoted values may hold ">"), the body lazily up to the same level's closing tag.
		$heading = '/(?<open><h(?<level>[2-4])(?<attrs>(?:\s+[^\s"\'>\/=]+(?:\s*=\s*(?:"[^"]*"|\'[^\']*\'|[^\s"\'>]+))?)*)\s*>)(?<body>.*?)<\/h\k<level>\s*>/is';
		$result  = preg_replace_callback(
			$heading,
			static function ( $match ) use ( $id_attribute, &$used, &$index ) {
				$name = trim( (string) preg_replace( '/\s+/u', ' ', html_entity_decode( wp_strip_all_tags( $match['body'] ), ENT_QUOTES | ENT_HTML5, 'UTF-8' ) ) );
				if ( preg_match( $id_attribute, $match['attrs'], $existing ) ) {
					$id     = self::attribute_value( $existing );
					$opened = $match[0];
				} else {
					// sanitize_title() percent-encodes letters beyond ASCII (`%ce%b5…`), which no id may hold: the letters themselves.
					$base = rawurldecode( sanitize_title( $name ) );
					$base = '' === $base ? 'section' : $base;
					$id   = $base;
					for ( $n = 2; isset( $used[ $id ] ); $n++ ) {
						$id = $base . '-' . $n;
					}
					$used[ $id ] = true;
					$opened      = '<h' . $match['level'] . $match['attrs'] . ' id="' . esc_attr( $id ) . '">' . substr( $match[0], strlen( $match['open'] ) );
				}
				if ( '' !== $name && '' !== $id ) {
					$index[] = array(
						'slug' => $id,
						'name' => $name,
					);
				}
				return $opened;
			},
			$html
		);

		// A content too large for PCRE's limits keeps its headings as they are.
		return array(
			'html'  => null === $result ? $html : $result,
			'index' => null === $result ? array() : $index,
		);
	}

	/**
	 * The decoded value of an id attribute matched by self::ids().
	 *
	 * @param array $match The match: one of groups 1–3 holds the value.
	 */
	public static function attribute_value( array $match ): string {
		$raw = $match[1] ?? '';
		if ( '' === $raw && isset( $match[2] ) ) {
			$raw = $match[2];
		}
		if ( '' === $raw && isset( $match[3] ) ) {
			$raw = $match[3];
		}
		return html_entity_decode( $raw, ENT_QUOTES | ENT_HTML5, 'UTF-8' );
	}
}
