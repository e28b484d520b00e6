<?php
/**
 * Newsdesk: the Suggestions_Controller class.
 *
 * @package Newsdesk
 */

namespace Newsdesk\Rest;

use Newsdesk\Content\Category_Shape;
use Newsdesk\Content\Placement;
use Newsdesk\Content\Post_Shape;
use Newsdesk\Queries\Post_Queries;

defined( 'ABSPATH' ) || exit;

/**
 * simple-search-custom (`GET /wp-json/wp/v6/simple-search-custom`, staging
 * `simple-search-custom-staging`): the search box's suggestions `{id, title,
 * name, url}`, the newest posts whose title holds the words typed.
 */
final class Suggestions_Controller extends Content_Controller {
	/**
	 * The route: wp/v6/simple-search-custom, and its staging spelling.
	 */
	public function __construct() {
		$this->namespace    = 'wp/v6';
		$this->rest_base    = 'simple-search-custom';
		$this->staging_base = 'simple-search-custom-staging';
	}

	/**
	 * The suggestions for the words typed; none for no words or an unknown category.
	 *
	 * @param WP_REST_Request $request The request.
	 * @return WP_REST_Response
	 */
	public function get_items( $request ) {
		return self::answer(
			$request,
			HOUR_IN_SECONDS,
			static function () use ( $request ) {
				$lang = $request['lang'];
				$text = (string) $request['s'];
				if ( '' === $text ) {
					return array();
				}
				$category_id = null;
				if ( ! empty( $request['category'] ) ) {
					$node = Category_Shape::node_by_slug( $lang, $request['category'] );
					if ( null === $node ) {
						return array();
					}
					$category_id = $node['id'];
				}
				$suggestions = array();
				foreach ( Post_Queries::suggest_posts( $lang, $text, $category_id ) as $post ) {
					$placement     = Placement::post_placement( $post->ID );
					$suggestions[] = array(
						'id'    => $post->ID,
						'title' => Post_Shape::rendered_title( $post->post_title, $post->ID ),
						'name'  => Placement::slug_text( $post->post_name ),
						'url'   => Placement::article_path( $lang, $post->post_name, $placement['parent'], $placement['sub'] ),
					);
				}
				return $suggestions;
			}
		);
	}

	/**
	 * The parameters: `lang`, `s` and `category`.
	 *
	 * @return array
	 */
	public function get_collection_params() {
		return array_merge(
			parent::get_collection_params(),
			array(
				's'        => self::search_param(),
				'category' => self::slug_param( __( 'The slug of a section or subcategory to suggest from.', 'newsdesk' ) ),
			)
		);
	}

	/**
	 * The schema of one suggestion of the list (the body is a list of them).
	 *
	 * @return array
	 */
	public function get_item_schema() {
		if ( null === $this->schema ) {
			$this->schema = Schemas::document(
				'newsdesk-suggestion',
				array(
					'id'    => Schemas::field( 'integer', __( 'The post ID.', 'newsdesk' ) ),
					'title' => Schemas::field( 'string', __( 'The title, HTML, as WordPress renders it.', 'newsdesk' ) ),
					'name'  => Schemas::field( 'string', __( 'The post\'s slug.', 'newsdesk' ) ),
					'url'   => Schemas::field( 'string', __( 'The article\'s path on Newsdesk.', 'newsdesk' ) ),
				)
			);
		}
		return $this->schema;
	}
}
