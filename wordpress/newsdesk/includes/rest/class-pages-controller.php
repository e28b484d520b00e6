<?php
/**
 * Newsdesk: the Pages_Controller class.
 *
 * @package Newsdesk
 */

namespace Newsdesk\Rest;

use Newsdesk\Content\Page_Shape;
use Newsdesk\Content\Privacy_Page;

defined( 'ABSPATH' ) || exit;

/**
 * get_page (`GET /wp-json/wp/v2/get_page`, production and staging alike): the
 * published static page of a slug, or of a slug it had before; the plugin's
 * own privacy page (Privacy_Page) when the site has no page of that slug.
 */
final class Pages_Controller extends Content_Controller {
	/**
	 * The route: wp/v2/get_page (beside WordPress's own wp/v2, which has no such route).
	 */
	public function __construct() {
		$this->namespace = 'wp/v2';
		$this->rest_base = 'get_page';
	}

	/**
	 * Registers the route.
	 */
	public function register_routes() {
		$this->register_readable_routes(
			'get_item',
			array(
				'lang' => self::lang_param(),
				'slug' => self::slug_param( __( 'The page\'s slug, or one it had before.', 'newsdesk' ), true ),
			)
		);
	}

	/**
	 * [] or [the published page of that slug, or of a former slug, or the privacy page of that slug].
	 *
	 * @param WP_REST_Request $request The request.
	 * @return WP_REST_Response|WP_Error
	 */
	public function get_item( $request ) {
		return self::one_by_slug( $request, 'page', array( Page_Shape::class, 'static_page' ), array( Privacy_Page::class, 'page' ) );
	}

	/**
	 * The schema of a static page (the body is a list of none or one).
	 *
	 * @return array
	 */
	public function get_item_schema() {
		if ( null === $this->schema ) {
			$this->schema = Schemas::document( 'newsdesk-page', Schemas::page_properties() );
		}
		return $this->schema;
	}
}
