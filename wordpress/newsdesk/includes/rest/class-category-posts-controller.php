<?php
/**
 * Newsdesk: the Category_Posts_Controller class.
 *
 * @package Newsdesk
 */

namespace Newsdesk\Rest;

use Newsdesk\Content\Category_Shape;
use Newsdesk\Content\Post_Shape;
use Newsdesk\Queries\Post_Queries;

defined( 'ABSPATH' ) || exit;

/**
 * get-paginated-posts (`GET /wp-json/wp/v6/get-paginated-posts`, staging
 * `get-paginated-posts-staging`): a category's posts, its subcategories'
 * included, 6 a page, the card's date as dd/mm/yyyy; 404 `rest_term_invalid`
 * for a category the language does not have.
 */
final class Category_Posts_Controller extends Content_Controller {
	/**
	 * The route: wp/v6/get-paginated-posts, and its staging spelling.
	 */
	public function __construct() {
		$this->namespace    = 'wp/v6';
		$this->rest_base    = 'get-paginated-posts';
		$this->staging_base = 'get-paginated-posts-staging';
	}

	/**
	 * A page of the category's posts.
	 *
	 * @param WP_REST_Request $request The request.
	 * @return WP_REST_Response|WP_Error
	 */
	public function get_items( $request ) {
		$lang = $request['lang'];
		$slug = (string) $request['category'];
		// A required parameter that sanitizes to nothing is as missing as an absent one.
		if ( '' === $slug ) {
			return self::missing( 'category' );
		}
		$node = Category_Shape::node_by_slug( $lang, $slug );
		if ( null === $node ) {
			return new \WP_Error(
				'rest_term_invalid',
				/* translators: %s: a category slug. */
				sprintf( __( 'Term does not exist: %s', 'newsdesk' ), $slug ),
				array( 'status' => 404 )
			);
		}
		return self::answer(
			$request,
			HOUR_IN_SECONDS,
			static function () use ( $request, $lang, $node ) {
				$page  = (int) $request['page'];
				$paged = Post_Queries::category_page( $lang, (int) $node['id'], $page, 6 );
				return Post_Listings::paged_body(
					$request,
					'page',
					$page,
					$paged,
					static function ( $post, $card_lang ) {
						$card = Post_Shape::card( $post, $card_lang );
						// This listing alone spells the date dd/mm/yyyy (the site's time zone).
						$card['date'] = wp_date( 'd/m/Y', (int) get_post_timestamp( $post ) );
						return $card;
					}
				);
			}
		);
	}

	/**
	 * The parameters: `lang`, `category` and `page`.
	 *
	 * @return array
	 */
	public function get_collection_params() {
		return array_merge(
			parent::get_collection_params(),
			array(
				'category' => self::slug_param( __( 'The slug of a section or subcategory.', 'newsdesk' ), true ),
				'page'     => self::page_param(),
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
			$this->schema = Post_Listings::schema( 'newsdesk-category-posts', Schemas::post_card( __( 'A post\'s card, its date as dd/mm/yyyy.', 'newsdesk' ) ) );
		}
		return $this->schema;
	}
}
