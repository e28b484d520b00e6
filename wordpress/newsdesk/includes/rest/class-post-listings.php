<?php
/**
 * Newsdesk: the Post_Listings class.
 *
 * @package Newsdesk
 */

namespace Newsdesk\Rest;

use Newsdesk\Content\Post_Shape;
use Newsdesk\Translations\Post_Translations;

defined( 'ABSPATH' ) || exit;

/**
 * The lists of posts the contract's calls answer: plain lists of cards, and the
 * paginated listing (`PaginatedPosts`) that the latest, category and author posts
 * and the search share, whose links to the previous and next page are this
 * same call with another page.
 */
final class Post_Listings {
	/**
	 * Cards of posts.
	 *
	 * @param WP_Post[] $posts Posts.
	 * @param string    $lang  A language code.
	 */
	public static function cards( array $posts, string $lang ): array {
		// The translations of every card at once, not a card at a time.
		Post_Translations::prime( $posts );
		return array_map(
			static function ( $post ) use ( $lang ) {
				return Post_Shape::card( $post, $lang );
			},
			$posts
		);
	}

	/**
	 * A paginated listing: {current_page, total_posts, total_pages, posts, prev_page_url, next_page_url}.
	 *
	 * @param WP_REST_Request $request The request.
	 * @param string          $param   Its page parameter.
	 * @param int             $page    The page.
	 * @param array           $paged   {posts, total, pages}: Post_Queries::latest_page() and the like.
	 * @param callable        $card    Shapes a post ( WP_Post, lang ).
	 */
	public static function paged_body( \WP_REST_Request $request, string $param, int $page, array $paged, callable $card ): array {
		$lang = $request['lang'];
		// The translations of every card at once, not a card at a time.
		Post_Translations::prime( $paged['posts'] );
		return array(
			'current_page'  => $page,
			'total_posts'   => $paged['total'],
			'total_pages'   => $paged['pages'],
			'posts'         => array_map(
				static function ( $post ) use ( $card, $lang ) {
					return $card( $post, $lang );
				},
				$paged['posts']
			),
			'prev_page_url' => $page > 1 && $page - 1 <= $paged['pages'] ? self::page_url( $request, $param, $page - 1 ) : null,
			'next_page_url' => $page < $paged['pages'] ? self::page_url( $request, $param, $page + 1 ) : null,
		);
	}

	/**
	 * This same call's full URL with another page.
	 *
	 * @param WP_REST_Request $request The request.
	 * @param string          $param   The page parameter.
	 * @param int             $page    The page.
	 */
	public static function page_url( \WP_REST_Request $request, string $param, int $page ): string {
		$query = array();
		foreach ( $request->get_query_params() as $key => $value ) {
			// rest_url() carries rest_route itself when pretty permalinks are off.
			if ( ! is_scalar( $value ) || 'rest_route' === $key ) {
				continue;
			}
			// The parameters are sanitized by now: a boolean is spelled back as the caller spelled it.
			if ( is_bool( $value ) ) {
				$value = $value ? 'true' : 'false';
			}
			$query[ rawurlencode( (string) $key ) ] = rawurlencode( (string) $value );
		}
		$query[ $param ] = $page;
		return add_query_arg( $query, rest_url( $request->get_route() ) );
	}

	/**
	 * The schema of a paginated listing whose posts are of the given shape.
	 *
	 * @param string $title The schema's title.
	 * @param array  $post  The schema of one post of the listing: Schemas::post_card().
	 */
	public static function schema( string $title, array $post ): array {
		return Schemas::document(
			$title,
			array(
				'current_page'  => Schemas::field( 'integer', __( 'The page answered.', 'newsdesk' ) ),
				'total_posts'   => Schemas::field( 'integer', __( 'How many posts the listing has in all.', 'newsdesk' ) ),
				'total_pages'   => Schemas::field( 'integer', __( 'How many pages the listing has; 0 when it has no post.', 'newsdesk' ) ),
				'posts'         => Schemas::list_of( __( 'The posts of the page.', 'newsdesk' ), $post ),
				'prev_page_url' => Schemas::field( array( 'string', 'null' ), __( 'This call for the previous page, or null on the first page and past the last.', 'newsdesk' ) ),
				'next_page_url' => Schemas::field( array( 'string', 'null' ), __( 'This call for the next page, or null on the last page and past it.', 'newsdesk' ) ),
			)
		);
	}
}
