<?php
/**
 * Newsdesk: the Author_Posts_Controller class.
 *
 * @package Newsdesk
 */

namespace Newsdesk\Rest;

use Newsdesk\Content\Author_Listings;
use Newsdesk\Content\Post_Shape;

defined( 'ABSPATH' ) || exit;

/**
 * get-paginated-author-posts (`GET /wp-json/wp/v6/get-paginated-author-posts`,
 * staging `get-paginated-author-posts-staging`): an author's posts in the
 * language, newest first, 20 a page as the latest posts; an unknown author (or
 * one without posts in the language) is an empty listing, not an error.
 */
final class Author_Posts_Controller extends Content_Controller {
	/**
	 * The route: wp/v6/get-paginated-author-posts, and its staging spelling.
	 */
	public function __construct() {
		$this->namespace    = 'wp/v6';
		$this->rest_base    = 'get-paginated-author-posts';
		$this->staging_base = 'get-paginated-author-posts-staging';
	}

	/**
	 * A page of the author's posts.
	 *
	 * @param WP_REST_Request $request The request.
	 * @return WP_REST_Response|WP_Error
	 */
	public function get_items( $request ) {
		// A required parameter that sanitizes to nothing is as missing as an absent one.
		if ( '' === (string) $request['author'] ) {
			return self::missing( 'author' );
		}
		return self::answer(
			$request,
			HOUR_IN_SECONDS,
			static function () use ( $request ) {
				$page  = (int) $request['page'];
				$user  = Author_Listings::by_slug( $request['lang'], (string) $request['author'] );
				$paged = null === $user ? array(
					'posts' => array(),
					'total' => 0,
					'pages' => 0,
				) : Author_Listings::page( $request['lang'], (int) $user->ID, $page, 20 );
				return Post_Listings::paged_body( $request, 'page', $page, $paged, array( Post_Shape::class, 'card' ) );
			}
		);
	}

	/**
	 * The parameters: `lang`, `author` and `page`.
	 *
	 * @return array
	 */
	public function get_collection_params() {
		return array_merge(
			parent::get_collection_params(),
			array(
				'author' => self::slug_param( __( 'The author\'s slug (user_nicename).', 'newsdesk' ), true ),
				'page'   => self::page_param(),
			)
		);
	}

	/**
	 * The schema of the paginated listing.
	 *
	 * @return array
	 */
	public function get_item_schema() {
		if ( null === $this->schema ) {
			$this->schema = Post_Listings::schema( 'newsdesk-author-posts', Schemas::post_card( __( 'A post\'s card.', 'newsdesk' ) ) );
		}
		return $this->schema;
	}
}
