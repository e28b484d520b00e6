<?php
/**
 * Newsdesk: the Privacy_Page class.
 *
 * @package Newsdesk
 */

namespace Newsdesk\Content;

use Newsdesk\Languages;
use Newsdesk\Object_Cache;
use Newsdesk\Purge\Purge;
use Newsdesk\Translations\Translation_Groups;

defined( 'ABSPATH' ) || exit;

/**
 * The newsroom's privacy page. Newsdesk's footer and consent banner link the
 * privacy and cookie policies to a static page under each language's privacy
 * slug (docs/decisions/0025-our-own-privacy-page.md of the Newsdesk
 * repository). When no published page of that language has that slug, get_page
 * answers WordPress's own privacy policy page (Settings → Privacy), or its
 * translation in the language: a newsroom that wrote its policy where
 * WordPress asks for it needs no page of that exact slug, and Newsdesk sends
 * readers on to the page's own address.
 */
final class Privacy_Page {
	/**
	 * Hooks this class into WordPress (called once, from Plugin::boot()).
	 */
	public static function register(): void {
		// Another privacy page: the answers and Newsdesk's copies of the privacy slugs change.
		add_action( 'add_option_wp_page_for_privacy_policy', array( self::class, 'changed' ), 10, 0 );
		add_action( 'update_option_wp_page_for_privacy_policy', array( self::class, 'changed' ), 10, 0 );
		// The privacy page or a translation edited, renamed, unpublished: Newsdesk's copies of the privacy slugs too.
		add_action( 'wp_after_insert_post', array( self::class, 'saved' ), 100, 2 );
	}

	/**
	 * Each language's privacy slug, as Newsdesk's src/domain/language.ts has them.
	 *
	 * @return array<string, string> Language code => slug.
	 */
	public static function slugs(): array {
		return Languages::slugs( 'privacy' );
	}

	/**
	 * The page get_page answers for a slug no published page of the language has:
	 * for the language's privacy slug, WordPress's privacy policy page in that
	 * language (the page itself, or its translation: Polylang's, else the
	 * plugin's translation group), when it is published and has no password.
	 *
	 * @param string $lang A language code.
	 * @param string $slug The slug asked for.
	 * @return WP_Post|null
	 */
	public static function page( string $lang, string $slug ): ?\WP_Post {
		if ( ( self::slugs()[ $lang ] ?? null ) !== $slug ) {
			return null;
		}
		$policy = (int) get_option( 'wp_page_for_privacy_policy' );
		if ( $policy <= 0 ) {
			return null;
		}
		if ( function_exists( 'pll_get_post' ) ) {
			$id = (int) pll_get_post( $policy, $lang );
		} elseif ( Languages::of_post( $policy ) === $lang ) {
			$id = $policy;
		} else {
			$id = (int) ( Translation_Groups::post_group( $policy )[ $lang ] ?? 0 );
		}
		$page = $id > 0 ? get_post( $id ) : null;
		if ( ! $page instanceof \WP_Post || 'page' !== $page->post_type || 'publish' !== $page->post_status || '' !== $page->post_password || Languages::of_post( $page->ID ) !== $lang ) {
			return null;
		}
		return $page;
	}

	/**
	 * Once the privacy page setting changes: the plugin's cached answers are
	 * stale (their keys follow posts, not options), and so are Newsdesk's copies
	 * of every language's privacy slug.
	 */
	public static function changed(): void {
		Object_Cache::invalidate( 'posts' );
		Purge::safely( array( self::class, 'purge' ) );
	}

	/**
	 * Once a page is saved: when it is the privacy page or one of its translations,
	 * Newsdesk's copies of the privacy slugs (which may answer with it) go too.
	 *
	 * @param int     $post_id The post.
	 * @param WP_Post $post    The post as saved.
	 */
	public static function saved( $post_id, $post ): void {
		if ( ! $post instanceof \WP_Post || 'page' !== $post->post_type ) {
			return;
		}
		$policy = (int) get_option( 'wp_page_for_privacy_policy' );
		if ( $policy <= 0 ) {
			return;
		}
		if ( (int) $post_id === $policy || in_array( (int) $post_id, array_map( 'intval', Translation_Groups::post_group( $policy ) ), true ) ) {
			Purge::safely( array( self::class, 'purge' ) );
		}
	}

	/**
	 * Adds every language's privacy slug, as a page tag and a path, to the request's purge.
	 */
	public static function purge(): void {
		$tags  = array();
		$paths = array();
		foreach ( self::slugs() as $lang => $slug ) {
			$tags[]  = Purge::tag( "page-{$lang}-" . Placement::slug_in_url( $slug ), $lang );
			$paths[] = Placement::page_path( $lang, $slug );
		}
		Purge::add( compact( 'tags', 'paths' ) );
	}
}
