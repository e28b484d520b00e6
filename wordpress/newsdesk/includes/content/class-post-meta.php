<?php
/**
 * Newsdesk: the Post_Meta class.
 *
 * @package Newsdesk
 */

namespace Newsdesk\Content;

defined( 'ABSPATH' ) || exit;

/**
 * The post and page meta of the data model (README "Post meta"), registered
 * with a schema so importers can write them through the REST API too, each
 * with its sanitizer and editable only by who may edit the post.
 */
final class Post_Meta {
	/**
	 * Hooks this class into WordPress (called once, from Plugin::boot()).
	 */
	public static function register(): void {
		add_action( 'init', array( self::class, 'register_meta' ) );
	}

	/**
	 * Registers every newsdesk_ meta key of posts and pages.
	 */
	public static function register_meta(): void {
		$string = array(
			'type'              => 'string',
			'sanitize_callback' => 'sanitize_text_field',
			'show_in_rest'      => true,
		);
		$post_meta = array(
			'newsdesk_views'            => array(
				'type'              => 'integer',
				'sanitize_callback' => 'absint',
				'show_in_rest'      => array(
					'schema' => array(
						'type'    => 'integer',
						'minimum' => 0,
					),
				),
			),
			'newsdesk_rating'           => array(
				'type'              => 'object',
				'sanitize_callback' => array( self::class, 'sanitize_rating' ),
				'show_in_rest'      => array(
					'schema' => array(
						'type'                 => 'object',
						'additionalProperties' => false,
						'properties'           => array(
							'average' => array(
								'type'    => 'number',
								'minimum' => 0,
								'maximum' => 5,
							),
							'votes'   => array(
								'type'    => 'integer',
								'minimum' => 0,
							),
						),
					),
				),
			),
			'newsdesk_subtitle'         => $string,
			'newsdesk_title_h1'         => $string,
			'newsdesk_meta_description' => $string,
			'newsdesk_regenerated'      => array(
				'type'              => 'boolean',
				'sanitize_callback' => 'rest_sanitize_boolean',
				'show_in_rest'      => true,
			),
			'newsdesk_outbound_links'   => array(
				'type'              => 'array',
				'sanitize_callback' => array( self::class, 'sanitize_outbound_links' ),
				'show_in_rest'      => array(
					'schema' => array(
						'type'  => 'array',
						'items' => self::outbound_link_schema(),
					),
				),
			),
			'newsdesk_media_inline'     => array(
				'type'              => 'array',
				'sanitize_callback' => array( self::class, 'sanitize_media_inline' ),
				'show_in_rest'      => array(
					'schema' => array(
						'type'  => 'array',
						'items' => self::media_item_schema(),
					),
				),
			),
		);
		foreach ( $post_meta as $key => $args ) {
			register_post_meta( 'post', $key, self::meta_args( $args ) );
		}

		register_post_meta(
			'page',
			'newsdesk_structured_data',
			self::meta_args(
				array(
					'type'              => 'object',
					'sanitize_callback' => array( self::class, 'sanitize_structured_data' ),
					'show_in_rest'      => array(
						'schema' => array(
							'type'                 => 'object',
							// JSON-LD is open-ended: any property is kept.
							'additionalProperties' => true,
							'properties'           => array(
								'@context' => array( 'type' => 'string' ),
								'@type'    => array( 'type' => 'string' ),
							),
						),
					),
				)
			)
		);
	}

	/**
	 * The arguments every meta key shares: one value, editable by who may edit the post.
	 *
	 * @param array $args The key's own arguments.
	 */
	public static function meta_args( array $args ): array {
		return array_merge(
			array(
				'single'        => true,
				'auth_callback' => array( self::class, 'meta_auth' ),
			),
			$args
		);
	}

	/**
	 * Only someone who may edit the post may change its Newsdesk meta.
	 *
	 * @param bool   $allowed   Whether the user can (ignored: decided here).
	 * @param string $meta_key  The key.
	 * @param int    $object_id The post.
	 * @param int    $user_id   The user.
	 */
	public static function meta_auth( $allowed, $meta_key, $object_id, $user_id ): bool {
		return user_can( $user_id, 'edit_post', $object_id );
	}

	/**
	 * The schema of an outbound link ("further reading").
	 */
	public static function outbound_link_schema(): array {
		return array(
			'type'       => 'object',
			'properties' => array(
				'title'       => array( 'type' => 'string' ),
				'url'         => array( 'type' => 'string' ),
				'domain'      => array( 'type' => 'string' ),
				'image'       => array( 'type' => 'string' ),
				'description' => array( 'type' => 'string' ),
			),
		);
	}

	/**
	 * The schema of a media item filling a placeholder of the content.
	 */
	public static function media_item_schema(): array {
		$string = array( 'type' => 'string' );
		return array(
			'type'       => 'object',
			'properties' => array(
				'slot_id'            => $string,
				'kind'               => array(
					'type' => 'string',
					'enum' => array( 'image', 'video' ),
				),
				'asset_url'          => $string,
				'poster_url'         => $string,
				'content_type'       => $string,
				'width'              => array( 'type' => 'integer' ),
				'height'             => array( 'type' => 'integer' ),
				'alt_text'           => $string,
				'caption'            => $string,
				'page_url'           => $string,
				'registrable_domain' => $string,
				'source_title'       => $string,
				'source_description' => $string,
				'license_label'      => $string,
				'safe_for_hotlink'   => array( 'type' => 'boolean' ),
				'priority'           => array( 'type' => 'boolean' ),
			),
		);
	}

	/**
	 * A rating as stored: average 0–5, votes ≥ 0.
	 *
	 * @param mixed $value The value written.
	 */
	public static function sanitize_rating( $value ): array {
		$value = (array) $value;
		return array(
			'average' => min( 5.0, max( 0.0, (float) ( $value['average'] ?? 0 ) ) ),
			'votes'   => absint( $value['votes'] ?? 0 ),
		);
	}

	/**
	 * Outbound links as stored: a list of objects with a url; text fields as text.
	 *
	 * @param mixed $value The value written.
	 */
	public static function sanitize_outbound_links( $value ): array {
		$links = array();
		foreach ( (array) $value as $link ) {
			$link = (array) $link;
			$url  = esc_url_raw( (string) ( $link['url'] ?? '' ) );
			if ( '' === $url ) {
				continue;
			}
			$clean = array(
				'title'       => sanitize_text_field( (string) ( $link['title'] ?? '' ) ),
				'url'         => $url,
				'description' => sanitize_text_field( (string) ( $link['description'] ?? '' ) ),
			);
			if ( ! empty( $link['domain'] ) ) {
				$clean['domain'] = sanitize_text_field( (string) $link['domain'] );
			}
			if ( ! empty( $link['image'] ) ) {
				$clean['image'] = esc_url_raw( (string) $link['image'] );
			}
			$links[] = $clean;
		}
		return $links;
	}

	/**
	 * Media items as stored: a list of objects with a slot id, each field of its type.
	 *
	 * @param mixed $value The value written.
	 */
	public static function sanitize_media_inline( $value ): array {
		$items = array();
		foreach ( (array) $value as $item ) {
			$item = (array) $item;
			$slot = sanitize_text_field( (string) ( $item['slot_id'] ?? '' ) );
			if ( '' === $slot ) {
				continue;
			}
			$type = sanitize_text_field( (string) ( $item['content_type'] ?? '' ) );
			// Without a declared kind, the content type tells (as Newsdesk's decoder does).
			$kind  = (string) ( $item['kind'] ?? '' );
			$clean = array(
				'slot_id'            => $slot,
				'kind'               => 'video' === $kind || ( '' === $kind && str_starts_with( $type, 'video/' ) ) ? 'video' : 'image',
				'asset_url'          => esc_url_raw( (string) ( $item['asset_url'] ?? '' ) ),
				'content_type'       => $type,
				'width'              => absint( $item['width'] ?? 0 ),
				'height'             => absint( $item['height'] ?? 0 ),
				'alt_text'           => sanitize_text_field( (string) ( $item['alt_text'] ?? '' ) ),
				'caption'            => sanitize_text_field( (string) ( $item['caption'] ?? '' ) ),
				'page_url'           => esc_url_raw( (string) ( $item['page_url'] ?? '' ) ),
				'registrable_domain' => sanitize_text_field( (string) ( $item['registrable_domain'] ?? '' ) ),
				'source_title'       => sanitize_text_field( (string) ( $item['source_title'] ?? '' ) ),
				'source_description' => sanitize_text_field( (string) ( $item['source_description'] ?? '' ) ),
				'license_label'      => sanitize_text_field( (string) ( $item['license_label'] ?? '' ) ),
				'safe_for_hotlink'   => rest_sanitize_boolean( $item['safe_for_hotlink'] ?? false ),
				'priority'           => rest_sanitize_boolean( $item['priority'] ?? false ),
			);
			// A video's poster, when it has one (Newsdesk's addition to the media item).
			if ( ! empty( $item['poster_url'] ) ) {
				$clean['poster_url'] = esc_url_raw( (string) $item['poster_url'] );
			}
			$items[] = $clean;
		}
		return $items;
	}

	/**
	 * Structured data as stored: an object (JSON-LD), kept as given.
	 *
	 * @param mixed $value The value written.
	 */
	public static function sanitize_structured_data( $value ): array {
		if ( is_string( $value ) ) {
			$value = json_decode( $value, true );
		}
		return is_array( $value ) ? $value : array();
	}
}
