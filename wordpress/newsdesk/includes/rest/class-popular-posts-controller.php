<?php
/**
 * Newsdesk: the Popular_Posts_Controller class.
 *
 * @package Newsdesk
 */

namespace Newsdesk\Rest;

use Newsdesk\Queries\Post_Queries;
use Newsdesk\Signals\Signals_Store;

defined( 'ABSPATH' ) || exit;

/**
 * get-popular-posts (`GET /wp-json/wp/v5/get-popular-posts`, staging
 * `stag-get-popular-posts`): the ten posts of the language read by the most
 * readers in the last `days` (reader signals).
 */
final class Popular_Posts_Controller extends Content_Controller {
	/**
	 * The route: wp/v5/get-popular-posts, and wp/v5/stag-get-popular-posts.
	 */
	public function __construct() {
		$this->namespace    = 'wp/v5';
		$this->rest_base    = 'get-popular-posts';
		$this->staging_base = 'stag-get-popular-posts';
	}

	/**
	 * The most read posts' cards.
	 *
	 * @param WP_REST_Request $request The request.
	 * @return WP_REST_Response
	 */
	public function get_items( $request ) {
		// Never kept: what readers read moves with every batch, and the list a reader sees must be no older
		// than the page that shows it. One indexed read of the window's rows (docs: Reader signals).
		return rest_ensure_response( Signals_Store::with_signals( Post_Listings::cards( Post_Queries::popular_posts( $request['lang'], (int) $request['days'] ), $request['lang'] ) ) );
	}

	/**
	 * The parameters: `lang` and the window in `days`.
	 *
	 * @return array
	 */
	public function get_collection_params() {
		return array_merge( parent::get_collection_params(), array( 'days' => self::days_param() ) );
	}

	/**
	 * The schema of one card of the list (the body is a list of them).
	 *
	 * @return array
	 */
	public function get_item_schema() {
		if ( null === $this->schema ) {
			$this->schema = Schemas::document( 'newsdesk-popular-post', Schemas::card_properties() );
		}
		return $this->schema;
	}
}
