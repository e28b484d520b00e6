<?php
/**
 * Newsdesk: the Popular_Searches_Controller class.
 *
 * @package Newsdesk
 */

namespace Newsdesk\Rest;

use Newsdesk\Signals\Signals_Store;

defined( 'ABSPATH' ) || exit;

/**
 * search-lastresearch (`GET /wp-json/wp/v2/search-lastresearch`, production and
 * staging alike): the popular searches `[{term}]`, terms searched by at least
 * `min_readers` distinct readers on one day of the last `days` (Newsdesk counts
 * them, Signals_Store), most searched first. `min_readers` can only raise the
 * operator's floor (NEWSDESK_POPULAR_SEARCH_MIN_READERS, 5 by default): the
 * call is public, and no caller may make public a term a handful of its own
 * addresses searched.
 */
final class Popular_Searches_Controller extends Content_Controller {
	/**
	 * The route: wp/v2/search-lastresearch.
	 */
	public function __construct() {
		$this->namespace = 'wp/v2';
		$this->rest_base = 'search-lastresearch';
	}

	/**
	 * The popular search terms.
	 *
	 * @param WP_REST_Request $request The request.
	 * @return WP_REST_Response
	 */
	public function get_items( $request ) {
		return rest_ensure_response( Signals_Store::popular_search_terms( $request['lang'], (int) $request['days'], (int) $request['min_readers'] ) );
	}

	/**
	 * The parameters: `lang`, the window in `days`, and `min_readers`.
	 *
	 * @return array
	 */
	public function get_collection_params() {
		return array_merge(
			parent::get_collection_params(),
			array(
				'days'        => self::days_param(),
				// Only raises the operator's floor: lower, or absent, is the floor, not an error.
				'min_readers' => array(
					'description' => __( 'Distinct readers of one day a term needs; only raises the site\'s threshold.', 'newsdesk' ),
					'type'        => 'integer',
					'minimum'     => 0,
					'maximum'     => 10000,
				),
			)
		);
	}

	/**
	 * The schema of one popular search of the list (the body is a list of them).
	 *
	 * @return array
	 */
	public function get_item_schema() {
		if ( null === $this->schema ) {
			$this->schema = Schemas::document(
				'newsdesk-popular-search',
				array( 'term' => Schemas::field( 'string', __( 'The term, as Newsdesk folds it: lower case, single spaces.', 'newsdesk' ) ) )
			);
		}
		return $this->schema;
	}
}
