<?php
/**
 * The post and page meta of the data model (README "Post meta"), registered
 * with a schema so importers can write them through the REST API too, and the
 * cover's image sizes.
 *
 * @package Newsdesk
 */

defined( 'ABSPATH' ) || exit;

add_action( 'init', 'newsdesk_register_post_meta' );
add_action( 'after_setup_theme', 'newsdesk_register_image_sizes', 20 );
add_filter( 'theme_page_templates', 'newsdesk_page_templates' );

/**
 * Registers every newsdesk_ meta key of posts and pages.
 */
function newsdesk_register_post_meta(): void {
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
			'sanitize_callback' => 'newsdesk_sanitize_rating',
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
			'sanitize_callback' => 'newsdesk_sanitize_outbound_links',
			'show_in_rest'      => array(
				'schema' => array(
					'type'  => 'array',
					'items' => newsdesk_outbound_link_schema(),
				),
			),
		),
		'newsdesk_media_inline'     => array(
			'type'              => 'array',
			'sanitize_callback' => 'newsdesk_sanitize_media_inline',
			'show_in_rest'      => array(
				'schema' => array(
					'type'  => 'array',
					'items' => newsdesk_media_item_schema(),
				),
			),
		),
	);
	foreach ( $post_meta as $key => $args ) {
		register_post_meta( 'post', $key, newsdesk_meta_args( $args ) );
	}

	register_post_meta(
		'page',
		'newsdesk_structured_data',
		newsdesk_meta_args(
			array(
				'type'              => 'object',
				'sanitize_callback' => 'newsdesk_sanitize_structured_data',
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
function newsdesk_meta_args( array $args ): array {
	return array_merge(
		array(
			'single'        => true,
			'auth_callback' => 'newsdesk_meta_auth',
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
function newsdesk_meta_auth( $allowed, $meta_key, $object_id, $user_id ): bool {
	return user_can( $user_id, 'edit_post', $object_id );
}

/**
 * The schema of an outbound link ("further reading").
 */
function newsdesk_outbound_link_schema(): array {
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
function newsdesk_media_item_schema(): array {
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
function newsdesk_sanitize_rating( $value ): array {
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
function newsdesk_sanitize_outbound_links( $value ): array {
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
function newsdesk_sanitize_media_inline( $value ): array {
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
function newsdesk_sanitize_structured_data( $value ): array {
	if ( is_string( $value ) ) {
		$value = json_decode( $value, true );
	}
	return is_array( $value ) ? $value : array();
}

/**
 * The cover's sizes (WordPress makes them on upload), and featured images for
 * posts and pages when the theme, often a bare one on a headless site, does
 * not declare them.
 */
function newsdesk_register_image_sizes(): void {
	add_image_size( 'newsdesk-cover', 1024, 574, true );
	add_image_size( 'newsdesk-medium', 512, 287, true );
	add_image_size( 'newsdesk-thumbnail', 300, 168, true );
	if ( ! current_theme_supports( 'post-thumbnails' ) ) {
		add_theme_support( 'post-thumbnails', array( 'post', 'page' ) );
	}
}

/**
 * The page templates of the contract's `template` (get_page): declared whatever
 * the theme, so an editor can pick one and WordPress keeps it on save (it
 * refuses a template no theme declares).
 *
 * @param array $templates Template file => name, as the theme declares them.
 */
function newsdesk_page_templates( $templates ): array {
	$templates               = is_array( $templates ) ? $templates : array();
	$templates['page-about'] = __( 'Newsdesk: about the newsroom', 'newsdesk' );
	$templates['page-legal'] = __( 'Newsdesk: legal (terms and conditions)', 'newsdesk' );
	return $templates;
}
