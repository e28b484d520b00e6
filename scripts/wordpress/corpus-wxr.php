<?php
/**
 * Reading a WXR file (what WordPress's Tools → Export writes) with SimpleXML,
 * for import-corpus.php: Debian ships no importer plugin and no WP-CLI.
 *
 * @package Newsdesk
 */

defined( 'ABSPATH' ) || exit;

/**
 * A WXR file as plain arrays. The namespaces are the file's own: the theme unit
 * test data declares https://wordpress.org/export/1.2/, WordPress writes http://.
 *
 * @param string $file The WXR file.
 * @return array{authors: array, categories: array, tags: array, items: array}
 * @throws RuntimeException When it is no WXR file.
 */
function newsdesk_corpus_read_wxr( string $file ): array {
	$errors = libxml_use_internal_errors( true );
	$xml    = simplexml_load_file( $file, 'SimpleXMLElement', LIBXML_NOCDATA | LIBXML_NONET | LIBXML_PARSEHUGE );
	libxml_clear_errors();
	libxml_use_internal_errors( $errors );
	if ( false === $xml || ! isset( $xml->channel ) ) {
		throw new RuntimeException( sprintf( '%s is no XML file WordPress exported.', $file ) );
	}
	$ns = $xml->getDocNamespaces();
	if ( ! isset( $ns['wp'], $ns['content'], $ns['excerpt'], $ns['dc'] ) ) {
		throw new RuntimeException( sprintf( '%s lacks the wp, content, excerpt or dc namespace of a WXR file.', $file ) );
	}
	$channel = $xml->channel;
	$wp      = $channel->children( $ns['wp'] );
	$read    = array(
		'authors'    => array(),
		'categories' => array(),
		'tags'       => array(),
		'items'      => array(),
	);
	foreach ( $wp->author as $author ) {
		$read['authors'][] = array(
			'login' => (string) $author->author_login,
			'name'  => (string) $author->author_display_name,
			'first' => (string) $author->author_first_name,
			'last'  => (string) $author->author_last_name,
		);
	}
	foreach ( $wp->category as $category ) {
		$read['categories'][] = array(
			'slug'        => (string) $category->category_nicename,
			'parent'      => (string) $category->category_parent,
			'name'        => (string) $category->cat_name,
			'description' => (string) $category->category_description,
		);
	}
	foreach ( $wp->tag as $tag ) {
		$read['tags'][] = array(
			'slug'        => (string) $tag->tag_slug,
			'name'        => (string) $tag->tag_name,
			'description' => (string) $tag->tag_description,
		);
	}
	// WordPress 6.4 writes categories and tags a second time as generic terms; others (menus, themes) are not content.
	foreach ( $wp->term as $term ) {
		$taxonomy = (string) $term->term_taxonomy;
		$entry    = array(
			'slug'        => (string) $term->term_slug,
			'parent'      => (string) $term->term_parent,
			'name'        => (string) $term->term_name,
			'description' => (string) $term->term_description,
		);
		if ( 'category' === $taxonomy ) {
			$read['categories'][] = $entry;
		} elseif ( 'post_tag' === $taxonomy ) {
			$read['tags'][] = $entry;
		}
	}
	foreach ( $channel->item as $item ) {
		$fields = $item->children( $ns['wp'] );
		$meta   = array();
		foreach ( $fields->postmeta as $postmeta ) {
			$meta[] = array( (string) $postmeta->meta_key, (string) $postmeta->meta_value );
		}
		$terms = array();
		foreach ( $item->category as $category ) {
			$terms[] = array(
				'taxonomy' => (string) $category['domain'],
				'slug'     => (string) $category['nicename'],
				'name'     => (string) $category,
			);
		}
		$read['items'][] = array(
			'id'             => (int) $fields->post_id,
			'type'           => (string) $fields->post_type,
			'title'          => (string) $item->title,
			'content'        => (string) $item->children( $ns['content'] )->encoded,
			'excerpt'        => (string) $item->children( $ns['excerpt'] )->encoded,
			'author'         => (string) $item->children( $ns['dc'] )->creator,
			'date'           => (string) $fields->post_date,
			'date_gmt'       => (string) $fields->post_date_gmt,
			'slug'           => (string) $fields->post_name,
			'status'         => (string) $fields->status,
			'parent'         => (int) $fields->post_parent,
			'menu_order'     => (int) $fields->menu_order,
			'password'       => (string) $fields->post_password,
			'sticky'         => '1' === (string) $fields->is_sticky,
			'comment_status' => (string) $fields->comment_status,
			'ping_status'    => (string) $fields->ping_status,
			'attachment_url' => (string) $fields->attachment_url,
			'terms'          => $terms,
			'meta'           => $meta,
		);
	}
	return $read;
}
