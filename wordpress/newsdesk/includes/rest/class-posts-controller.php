<?php
/**
 * Newsdesk: the Posts_Controller class.
 *
 * @package Newsdesk
 */

namespace Newsdesk\Rest;

use Newsdesk\Content\Post_Shape;

defined( 'ABSPATH' ) || exit;

/**
 * get_post (`GET /wp-json/wp/v6/get_post`, staging `get_post_staging`): the
 * published post of a slug, or of a slug it had before it was renamed, as the
 * article shows it. The listings of posts are controllers of their own
 * (Latest_Posts_Controller, Category_Posts_Controller, Author_Posts_Controller,
 * Related_Posts_Controller, Popular_Posts_Controller, Search_Controller).
 */
final class Posts_Controller extends Content_Controller {
	/**
	 * The route: wp/v6/get_post, and wp/v6/get_post_staging.
	 */
	public function __construct() {
		$this->namespace    = 'wp/v6';
		$this->rest_base    = 'get_post';
		$this->staging_base = 'get_post_staging';
	}

	/**
	 * Registers the routes.
	 */
	public function register_routes() {
		$this->register_readable_routes(
			'get_item',
			array(
				'lang' => self::lang_param(),
				'slug' => self::slug_param( __( 'The post\'s slug, or one it had before.', 'newsdesk' ), true ),
			)
		);
	}

	/**
	 * [] or [the published post of that slug, or of a former slug].
	 *
	 * @param WP_REST_Request $request The request.
	 * @return WP_REST_Response|WP_Error
	 */
	public function get_item( $request ) {
		return self::one_by_slug( $request, 'post', array( Post_Shape::class, 'full_post' ) );
	}

	/**
	 * The schema of the full post (the body is a list of none or one).
	 *
	 * @return array
	 */
	public function get_item_schema() {
		if ( null === $this->schema ) {
			$this->schema = Schemas::document( 'newsdesk-post', Schemas::full_post_properties() );
		}
		return $this->schema;
	}
}
