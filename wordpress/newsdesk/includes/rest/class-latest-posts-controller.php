<?php
/**
 * Newsdesk: the Latest_Posts_Controller class.
 *
 * @package Newsdesk
 */

namespace Newsdesk\Rest;

use Newsdesk\Content\Post_Shape;
use Newsdesk\Queries\Post_Queries;

defined( 'ABSPATH' ) || exit;

/**
 * get-paginated-latest-posts (`GET /wp-json/wp/v6/get-paginated-latest-posts`,
 * staging `get-paginated-latest-posts-staging`): the language's newest posts,
 * 20 a page.
 */
final class Latest_Posts_Controller extends Content_Controller {
	/**
	 * The route: wp/v6/get-paginated-latest-posts, and its staging spelling.
	 */
	public function __construct() {
		$this->namespace    = 'wp/v6';
		$this->rest_base    = 'get-paginated-latest-posts';
		$this->staging_base = 'get-paginated-latest-posts-staging';
	}

	/**
	 * A page of the newest posts.
	 *
	 * @param WP_REST_Request $request The request.
	 * @return WP_REST_Response
	 */
	public function get_items( $request ) {
		return self::answer(
			$request,
			HOUR_IN_SECONDS,
			static function () use ( $request ) {
				$page = (int) $request['page'];
				return Post_Listings::paged_body( $request, 'page', $page, Post_Queries::latest_page( $request['lang'], $page, 20 ), array( Post_Shape::class, 'card' ) );
			}
		);
	}

	/**
	 * The parameters: `lang` and `page`.
	 *
	 * @return array
	 */
	public function get_collection_params() {
		return array_merge( parent::get_collection_params(), array( 'page' => self::page_param() ) );
	}

	/**
	 * The schema of the paginated listing.
	 *
	 * @return array
	 */
	public function get_item_schema() {
		if ( null === $this->schema ) {
			$this->schema = Post_Listings::schema( 'newsdesk-latest-posts', Schemas::post_card( __( 'A post\'s card.', 'newsdesk' ) ) );
		}
		return $this->schema;
	}
}
