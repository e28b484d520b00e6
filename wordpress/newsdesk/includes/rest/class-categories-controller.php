<?php
/**
 * Newsdesk: the Categories_Controller class.
 *
 * @package Newsdesk
 */

namespace Newsdesk\Rest;

use Newsdesk\Content\Category_Shape;

defined( 'ABSPATH' ) || exit;

/**
 * get-categories (`GET /wp-json/wp/v6/get-categories`, production and staging
 * alike): the language's tree of sections and their subcategories, or with
 * `slug` zero or one category.
 */
final class Categories_Controller extends Content_Controller {
	/**
	 * The route: wp/v6/get-categories.
	 */
	public function __construct() {
		$this->namespace = 'wp/v6';
		$this->rest_base = 'get-categories';
	}

	/**
	 * The language's tree, or with `slug` zero or one category (an unknown slug is no error).
	 *
	 * @param WP_REST_Request $request The request.
	 * @return WP_REST_Response
	 */
	public function get_items( $request ) {
		$lang = $request['lang'];
		if ( null === $request['slug'] ) {
			return rest_ensure_response( Category_Shape::tree( $lang ) );
		}
		$node = Category_Shape::node_by_slug( $lang, $request['slug'] );
		return rest_ensure_response( null === $node ? array() : array( $node ) );
	}

	/**
	 * The parameters: `lang`, and `slug` to ask for one category.
	 *
	 * @return array
	 */
	public function get_collection_params() {
		return array_merge(
			parent::get_collection_params(),
			array( 'slug' => self::slug_param( __( 'The slug of one category, section or subcategory.', 'newsdesk' ) ) )
		);
	}

	/**
	 * The schema of one category of the list (the body is a list of them).
	 *
	 * @return array
	 */
	public function get_item_schema() {
		if ( null === $this->schema ) {
			$this->schema = Schemas::document( 'newsdesk-category', Schemas::category_properties() );
		}
		return $this->schema;
	}
}
