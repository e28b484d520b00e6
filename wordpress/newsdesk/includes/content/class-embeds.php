<?php
/**
 * Newsdesk: the Embeds class.
 *
 * @package Newsdesk
 */

namespace Newsdesk\Content;

defined( 'ABSPATH' ) || exit;

/**
 * What Newsdesk needs to know of an embed: while the plugin renders a body for
 * the contract (Post_Shape::rendered_content()), every oEmbed result WordPress
 * writes is wrapped in a `div.newsdesk-oembed` carrying the original URL and
 * the oEmbed data beyond the HTML (provider, title, type, size) and a poster:
 * the provider's thumbnail, downloaded once into the uploads folder
 * (Embed_Posters) so that a reader's browser never asks the provider's host
 * for it. The site's own theme output never changes: the filters are on only
 * while the contract renders.
 *
 * The data is WordPress's oEmbed object's (the answer WordPress itself just
 * fetched, or _wp_oembed_get_object()->get_data() when its HTML came from its
 * cache), kept in post meta per URL: fetched once, a failure retried after a
 * day at the earliest (WordPress's oembed_ttl), never on an editor's save.
 */
final class Embeds {
	/**
	 * The post meta of an embed's data: this prefix and the md5 of its URL.
	 */
	const OEMBED_META = '_newsdesk_oembed_';

	/**
	 * Turns the wrapping on, for the rendering of one body.
	 */
	public static function start(): void {
		add_filter( 'oembed_dataparse', array( self::class, 'note_data' ), 10, 3 );
		add_filter( 'embed_oembed_html', array( self::class, 'wrap' ), 10, 4 );
	}

	/**
	 * Turns it off again.
	 */
	public static function stop(): void {
		remove_filter( 'oembed_dataparse', array( self::class, 'note_data' ), 10 );
		remove_filter( 'embed_oembed_html', array( self::class, 'wrap' ), 10 );
	}

	/**
	 * The oEmbed data WordPress fetched in this request, by URL: read when
	 * WordPress writes the HTML it made of it, so that a fresh result costs one
	 * request to the provider, not two.
	 *
	 * @param string|null $url  A URL to look up, or to remember the data of.
	 * @param object|null $data The data to remember.
	 * @return object|null
	 */
	public static function fetched( ?string $url = null, $data = null ) {
		static $fetched = array();
		if ( null !== $url && is_object( $data ) ) {
			$fetched[ $url ] = $data;
		}
		return null === $url ? null : ( $fetched[ $url ] ?? null );
	}

	/**
	 * Filter `oembed_dataparse`: notes the data WordPress just fetched; the HTML is left as it is.
	 *
	 * @param string|false $html The HTML WordPress made of the data.
	 * @param object       $data The provider's answer.
	 * @param string       $url  The embedded URL.
	 * @return string|false
	 */
	public static function note_data( $html, $data, $url ) {
		if ( is_string( $url ) ) {
			self::fetched( $url, $data );
		}
		return $html;
	}

	/**
	 * Filter `embed_oembed_html` (a cached or a fresh result alike): WordPress's
	 * HTML, unchanged, inside the wrapper; attributes WordPress does not know are
	 * left out.
	 *
	 * @param string|false $html    The oEmbed HTML.
	 * @param string       $url     The embedded URL.
	 * @param array        $attr    The embed's attributes (width, height).
	 * @param int|null     $post_id The post it is embedded in.
	 * @return string|false
	 */
	public static function wrap( $html, $url, $attr, $post_id ) {
		if ( ! is_string( $html ) || '' === trim( $html ) || ! is_string( $url ) ) {
			return $html;
		}
		$known      = self::data( $url, is_array( $attr ) ? $attr : array(), (int) $post_id );
		$attributes = array(
			'class'         => 'newsdesk-oembed',
			'data-url'      => esc_url( $url ),
			'data-provider' => $known['provider'] ?? '',
			'data-title'    => $known['title'] ?? '',
			'data-type'     => $known['type'] ?? '',
			'data-width'    => isset( $known['width'] ) ? (string) $known['width'] : '',
			'data-height'   => isset( $known['height'] ) ? (string) $known['height'] : '',
			'data-poster'   => isset( $known['poster'] ) ? esc_url( Embed_Posters::poster_url( $known['poster'] ) ) : '',
		);
		$written = '';
		foreach ( $attributes as $name => $value ) {
			if ( '' !== $value ) {
				// URLs were escaped by esc_url(), the rest here.
				$written .= sprintf( ' %s="%s"', $name, in_array( $name, array( 'data-url', 'data-poster' ), true ) ? $value : esc_attr( $value ) );
			}
		}
		return '<div' . $written . '>' . $html . '</div>';
	}

	/**
	 * What is known of an embed: its kept data, fetched (and its poster
	 * downloaded) when nothing is kept, or when the last attempt failed more than
	 * WordPress's oEmbed TTL (a day) ago; a poster whose file has gone is
	 * downloaded again at once. Nothing is fetched for an embed outside a post
	 * (nowhere to keep it).
	 *
	 * Kept in the post's meta `_newsdesk_oembed_<md5 of the URL>`: `checked` (the
	 * last attempt's time), `data` (the fields of self::fields() and the
	 * poster's path, or null when the provider gave nothing) and `thumbnail` (the
	 * provider's URL of it).
	 *
	 * @param string $url     The embedded URL.
	 * @param array  $attr    The embed's attributes (width and height asked of the provider).
	 * @param int    $post_id The post.
	 * @return array{provider?: string, title?: string, type?: string, width?: int, height?: int, poster?: string}
	 */
	public static function data( string $url, array $attr, int $post_id ): array {
		if ( $post_id <= 0 ) {
			return array();
		}
		$key       = self::OEMBED_META . md5( $url );
		$kept      = get_post_meta( $post_id, $key, true );
		$data      = null;
		$thumbnail = null;
		if ( is_array( $kept ) && isset( $kept['checked'] ) ) {
			$data      = is_array( $kept['data'] ?? null ) ? $kept['data'] : null;
			$thumbnail = isset( $kept['thumbnail'] ) && is_string( $kept['thumbnail'] ) ? $kept['thumbnail'] : null;
			$lost      = isset( $data['poster'] ) && ! file_exists( Embed_Posters::poster_file( $data['poster'] ) );
			$settled   = null !== $data && ( null === $thumbnail || isset( $data['poster'] ) );
			/** This filter is documented in wp-includes/class-wp-embed.php */
			$ttl = (int) apply_filters( 'oembed_ttl', DAY_IN_SECONDS, $url, $attr, $post_id );
			if ( ! $lost && ( $settled || time() - (int) $kept['checked'] < $ttl ) ) {
				return $data ?? array();
			}
			unset( $data['poster'] );
		}
		if ( null === $data ) {
			$fetched = self::fetched( $url );
			if ( null === $fetched ) {
				// What WordPress asks the provider for this embed (WP_Embed::shortcode()).
				$args = array(
					/** This filter is documented in wp-includes/class-wp-embed.php */
					'discover' => (bool) apply_filters( 'embed_oembed_discover', true ),
				);
				foreach ( array( 'width', 'height' ) as $side ) {
					if ( isset( $attr[ $side ] ) && (int) $attr[ $side ] > 0 ) {
						$args[ $side ] = (int) $attr[ $side ];
					}
				}
				$fetched = _wp_oembed_get_object()->get_data( $url, $args );
			}
			$data      = is_object( $fetched ) ? self::fields( $fetched ) : null;
			$thumbnail = $data['thumbnail'] ?? null;
			unset( $data['thumbnail'] );
		}
		if ( null !== $data && null !== $thumbnail ) {
			$poster = Embed_Posters::download_poster( $thumbnail );
			if ( null !== $poster ) {
				$data['poster'] = $poster;
			}
		}
		$record = array(
			'checked' => time(),
			'data'    => $data,
		);
		if ( null !== $thumbnail ) {
			$record['thumbnail'] = $thumbnail;
		}
		update_post_meta( $post_id, $key, wp_slash( $record ) );
		return $data ?? array();
	}

	/**
	 * The fields of an oEmbed answer Newsdesk uses, each only when it has the
	 * expected form: provider name, title and type as text, width and height as
	 * positive whole numbers (a player "100%" wide has no width), the thumbnail as
	 * an http(s) URL.
	 *
	 * @param object $fetched The provider's answer (WP_oEmbed::get_data()).
	 * @return array{provider?: string, title?: string, type?: string, width?: int, height?: int, thumbnail?: string}
	 */
	public static function fields( $fetched ): array {
		$fields = array();
		foreach ( array(
			'provider_name' => 'provider',
			'title'         => 'title',
		) as $from => $to ) {
			if ( isset( $fetched->$from ) && is_scalar( $fetched->$from ) && '' !== trim( (string) $fetched->$from ) ) {
				$fields[ $to ] = trim( (string) $fetched->$from );
			}
		}
		if ( isset( $fetched->type ) && in_array( $fetched->type, array( 'video', 'rich', 'photo', 'link' ), true ) ) {
			$fields['type'] = $fetched->type;
		}
		foreach ( array( 'width', 'height' ) as $side ) {
			if ( isset( $fetched->$side ) && is_numeric( $fetched->$side ) && (float) $fetched->$side >= 1 ) {
				$fields[ $side ] = (int) round( (float) $fetched->$side );
			}
		}
		if ( isset( $fetched->thumbnail_url ) && is_string( $fetched->thumbnail_url ) && in_array( wp_parse_url( $fetched->thumbnail_url, PHP_URL_SCHEME ), array( 'http', 'https' ), true ) && '' !== (string) wp_parse_url( $fetched->thumbnail_url, PHP_URL_HOST ) ) {
			$fields['thumbnail'] = $fetched->thumbnail_url;
		}
		return $fields;
	}
}
