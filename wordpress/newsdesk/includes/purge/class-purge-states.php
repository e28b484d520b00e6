<?php
/**
 * Newsdesk: the Purge_States class.
 *
 * @package Newsdesk
 */

namespace Newsdesk\Purge;

use Newsdesk\Content\Placement;
use Newsdesk\Languages;

defined( 'ABSPATH' ) || exit;

/**
 * What Newsdesk shows of a post, a page or a category, as the cache tags and
 * the paths that name it: a "state" the purge compares before and after a
 * change (Purge_Notes), and adds both of (Purge::add()).
 */
final class Purge_States {
	/**
	 * What Newsdesk shows of a post or page, as the tags and paths that name it;
	 * null when it shows nothing (not published, or password-protected).
	 *
	 * @param \WP_Post $post The post as it is (or was: a copy from before the change).
	 * @return array{tags: string[], paths: string[]}|null
	 */
	public static function post_state( \WP_Post $post ) {
		if ( 'publish' !== $post->post_status || '' !== (string) $post->post_password || '' === (string) $post->post_name ) {
			return null;
		}
		$lang  = Languages::of_post( (int) $post->ID );
		$slugs = array( (string) $post->post_name );
		// Former slugs: Newsdesk may hold their redirects.
		foreach ( (array) get_post_meta( $post->ID, '_wp_old_slug' ) as $old_slug ) {
			if ( is_string( $old_slug ) && '' !== $old_slug && ! in_array( $old_slug, $slugs, true ) ) {
				$slugs[] = $old_slug;
			}
		}

		$tags  = array();
		$paths = array();
		if ( 'page' === $post->post_type ) {
			foreach ( $slugs as $slug ) {
				$tags[]  = Purge::tag( "page-{$lang}-" . Placement::slug_in_url( $slug ), $lang );
				$paths[] = Placement::page_path( $lang, $slug );
			}
			return compact( 'tags', 'paths' );
		}

		$placement = Placement::post_placement( (int) $post->ID );
		$parent    = isset( $placement['parent'] ) && $placement['parent'] instanceof \WP_Term ? $placement['parent'] : null;
		$sub       = isset( $placement['sub'] ) && $placement['sub'] instanceof \WP_Term ? $placement['sub'] : null;
		$tags      = array( "post-{$post->ID}", "home-{$lang}", "listing-{$lang}", "search-{$lang}" );
		foreach ( array( $parent, $sub ) as $category ) {
			if ( $category ) {
				$tags[] = Purge::tag( "category-{$lang}-" . Placement::slug_in_url( $category->slug ), $lang );
			}
		}
		// Its author's page lists it (the author as it was, for a state before the change).
		$author = (int) $post->post_author > 0 ? get_userdata( (int) $post->post_author ) : false;
		if ( $author instanceof \WP_User && '' !== (string) $author->user_nicename ) {
			$tags[] = Purge::tag( "author-{$lang}-" . Placement::slug_in_url( $author->user_nicename ), $lang );
		}
		foreach ( $slugs as $slug ) {
			$paths[] = Placement::article_path( $lang, $slug, $parent, $sub );
		}
		return compact( 'tags', 'paths' );
	}

	/**
	 * What Newsdesk shows of a category: its name in the menu of each of its
	 * languages, its listing, and the addresses of it and its subcategories.
	 *
	 * @param \WP_Term $term The category.
	 * @return array{tags: string[], paths: string[]}
	 */
	public static function category_state( \WP_Term $term ) {
		$tags  = array();
		$paths = array();
		// Its subcategories' addresses contain its slug.
		$children = get_term_children( $term->term_id, 'category' );
		$children = is_array( $children ) ? array_slice( $children, 0, 100 ) : array();
		foreach ( Languages::of_categories( (int) $term->term_id ) as $lang ) {
			if ( ! is_string( $lang ) || ! Languages::is_language( $lang ) ) {
				continue;
			}
			$tags[]  = "lang-{$lang}";
			$tags[]  = Purge::tag( "category-{$lang}-" . Placement::slug_in_url( $term->slug ), $lang );
			$paths[] = Placement::category_path( $lang, $term );
			foreach ( $children as $child_id ) {
				$child = get_term( $child_id, 'category' );
				if ( $child instanceof \WP_Term ) {
					$paths[] = Placement::category_path( $lang, $child );
				}
			}
		}
		return compact( 'tags', 'paths' );
	}
}
