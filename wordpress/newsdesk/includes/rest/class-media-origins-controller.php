<?php
/**
 * Newsdesk: the Media_Origins_Controller class.
 *
 * @package Newsdesk
 */

namespace Newsdesk\Rest;

use Newsdesk\Content\Media_Origins;

defined( 'ABSPATH' ) || exit;

/**
 * media-origins (`GET /wp-json/wp/v6/media-origins`): `{origins}`, where the
 * site's media are served from (Media_Origins), for Newsdesk's
 * Content-Security-Policy. The whole site's, so one path serves production and
 * staging, and every language gets the same answer (its `lang` is only checked).
 */
final class Media_Origins_Controller extends Content_Controller {
	/**
	 * The route: wp/v6/media-origins.
	 */
	public function __construct() {
		$this->namespace = 'wp/v6';
		$this->rest_base = 'media-origins';
	}

	/**
	 * Registers the route.
	 */
	public function register_routes() {
		$this->register_readable_routes( 'get_item', $this->get_collection_params() );
	}

	/**
	 * The origins.
	 *
	 * @param WP_REST_Request $request The request.
	 * @return WP_REST_Response
	 */
	public function get_item( $request ) {
		return rest_ensure_response( array( 'origins' => Media_Origins::origins() ) );
	}

	/**
	 * The schema of the answer.
	 *
	 * @return array
	 */
	public function get_item_schema() {
		if ( null === $this->schema ) {
			$this->schema = Schemas::document(
				'newsdesk-media-origins',
				array(
					'origins' => Schemas::list_of(
						__( 'Each origin once, as a browser spells it: http or https, the host in lower case, the port only when it is not the scheme\'s default.', 'newsdesk' ),
						array( 'type' => 'string' )
					),
				)
			);
		}
		return $this->schema;
	}
}
