<?php
/**
 * Newsdesk: the Translation_Purge class.
 *
 * @package Newsdesk
 */

namespace Newsdesk\Purge;

use Newsdesk\Content\Placement;
use Newsdesk\Languages;
use Newsdesk\Translations\Translation_Groups;

defined( 'ABSPATH' ) || exit;

/**
 * Translations in the purge: an article names its translations (their
 * language, address and date: `translations` of the contract), and so does a
 * language's sitemap of posts. When what a post's translations show of it
 * changes (it is published, leaves `publish`, is renamed or moved to other
 * categories, changes date or language, is deleted), every other member of its
 * group goes too: `post-{id}` of each, and `listing-{lang}` of each one's
 * language. Its group is noted before the change (Purge_Notes), so a post
 * deleted or taken out of its group still purges those it was with.
 *
 * Editors link and unlink translations outside a post's save: whoever does
 * fires `newsdesk_translations_linked` (post ids, the members before and
 * after) or `newsdesk_category_translations_linked` (term ids), which purge
 * those posts and categories (hooked by Purge::register()).
 */
final class Translation_Purge {
	/**
	 * What each post under change showed its translations, and who they were,
	 * before the change: post id => {link, members}.
	 *
	 * @var array<int, array{link: ?array, members: int[]}>
	 */
	private static array $notes = array();

	/**
	 * Notes a post before its change, unless it is noted for the change under way.
	 *
	 * @param \WP_Post $post The post as it is (or a copy of it as it was).
	 */
	public static function note( \WP_Post $post ): void {
		if ( ! array_key_exists( (int) $post->ID, self::$notes ) ) {
			self::$notes[ (int) $post->ID ] = array(
				'link'    => self::link( $post ),
				'members' => self::members( (int) $post->ID ),
			);
		}
	}

	/**
	 * Once a post's change is done: when what its translations show of it
	 * changed, every member of its group before and after goes to the purge.
	 *
	 * @param int           $post_id The post.
	 * @param \WP_Post|null $after   The post as saved; null once deleted.
	 * @param bool          $created Whether it was just created (nothing was shown of it before).
	 */
	public static function changed( int $post_id, ?\WP_Post $after, bool $created = false ): void {
		$before = self::$notes[ $post_id ] ?? null;
		unset( self::$notes[ $post_id ] );
		$link_before = null !== $before && ! $created ? $before['link'] : null;
		$link_after  = null !== $after ? self::link( $after ) : null;
		if ( $link_before === $link_after ) {
			return;
		}
		$members = array_merge( null !== $before ? $before['members'] : array(), null !== $after ? self::members( $post_id ) : array() );
		self::purge_posts( array_diff( $members, array( $post_id ) ) );
	}

	/**
	 * Posts whose translations an editor linked or unlinked: each one's page
	 * (`post-{id}`) and its language's listings (`listing-{lang}`: the sitemap of
	 * its posts names its translations). Hooked on `newsdesk_translations_linked`.
	 *
	 * @param mixed $post_ids The posts of the groups, before and after.
	 */
	public static function posts_linked( $post_ids ): void {
		Purge::safely( array( self::class, 'purge_posts' ), is_array( $post_ids ) ? $post_ids : array() );
	}

	/**
	 * Categories whose translations an editor linked or unlinked: each one's
	 * tags and paths, as an edit of the category purges them. Hooked on
	 * `newsdesk_category_translations_linked`.
	 *
	 * @param mixed $term_ids The categories of the groups, before and after.
	 */
	public static function categories_linked( $term_ids ): void {
		Purge::safely( array( self::class, 'purge_categories' ), is_array( $term_ids ) ? $term_ids : array() );
	}

	/**
	 * Adds posts to the request's purge: `post-{id}` and `listing-{lang}` of each
	 * post, the tags of each published page (a page's translations are named on
	 * it as a post's are).
	 *
	 * @param array $post_ids Posts or pages.
	 */
	public static function purge_posts( array $post_ids ): void {
		$ids = array_values( array_unique( array_filter( array_map( 'intval', $post_ids ), static fn( $id ) => $id > 0 ) ) );
		// One query for all of them, with their terms (their language).
		_prime_post_caches( $ids, true, false );
		$tags = array();
		foreach ( $ids as $id ) {
			$post = get_post( $id );
			if ( ! $post instanceof \WP_Post ) {
				continue;
			}
			if ( 'page' === $post->post_type ) {
				Purge::add( Purge_States::post_state( $post ) );
				continue;
			}
			$lang   = Languages::of_post( $id );
			$tags[] = "post-{$id}";
			$tags[] = "listing-{$lang}";
		}
		Purge::add(
			array(
				'tags'  => array_values( array_unique( $tags ) ),
				'paths' => array(),
			)
		);
	}

	/**
	 * Adds categories to the request's purge, as an edit of each does (Purge_States::category_state()).
	 *
	 * @param array $term_ids Categories.
	 */
	public static function purge_categories( array $term_ids ): void {
		foreach ( array_unique( array_map( 'intval', $term_ids ) ) as $term_id ) {
			$term = $term_id > 0 ? get_term( $term_id, 'category' ) : null;
			if ( $term instanceof \WP_Term ) {
				Purge::add( Purge_States::category_state( $term ) );
			}
		}
	}

	/**
	 * What a post's translations show of it: its language, address and date;
	 * null when they do not name it (not published, or password-protected).
	 *
	 * @param \WP_Post $post A post or page.
	 * @return array|null
	 */
	private static function link( \WP_Post $post ): ?array {
		if ( 'publish' !== $post->post_status || '' !== (string) $post->post_password || '' === (string) $post->post_name ) {
			return null;
		}
		$lang = Languages::of_post( (int) $post->ID );
		if ( 'page' === $post->post_type ) {
			return array( $lang, Placement::page_path( $lang, $post->post_name ) );
		}
		$placement = Placement::post_placement( (int) $post->ID );
		return array( $lang, Placement::article_path( $lang, $post->post_name, $placement['parent'], $placement['sub'] ), (string) $post->post_date_gmt );
	}

	/**
	 * The members of a post's group as it is now, itself included.
	 *
	 * @param int $post_id A post or page.
	 * @return int[]
	 */
	private static function members( int $post_id ): array {
		return array_values( Translation_Groups::post_group( $post_id ) );
	}
}
