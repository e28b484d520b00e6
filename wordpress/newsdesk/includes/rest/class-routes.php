<?php
/**
 * Newsdesk: the Routes class.
 *
 * @package Newsdesk
 */

namespace Newsdesk\Rest;

defined( 'ABSPATH' ) || exit;

/**
 * The plugin's REST routes, in one place: a controller per call of the content
 * contract (docs/content-api-contract.md in the Newsdesk repository), whose one
 * table in code is Newsdesk's adapters/wordpress/wordpressPaths.ts; its
 * tests/wordpress/pluginRoutes.test.ts holds these routes to that table.
 */
final class Routes {
	/**
	 * The controllers, in the order their routes were always registered (the order
	 * the REST index lists them in): the signals' write, the reads, the preview.
	 *
	 * @var string[]
	 */
	const CONTROLLERS = array(
		Signals_Controller::class,
		Categories_Controller::class,
		Suggestions_Controller::class,
		Popular_Searches_Controller::class,
		Latest_Posts_Controller::class,
		Popular_Posts_Controller::class,
		Category_Posts_Controller::class,
		Search_Controller::class,
		Pages_Controller::class,
		Posts_Controller::class,
		Authors_Controller::class,
		Author_Posts_Controller::class,
		Related_Posts_Controller::class,
		Media_Origins_Controller::class,
		Preview_Controller::class,
	);

	/**
	 * Hooks this class into WordPress (called once, from Plugin::boot()).
	 */
	public static function register(): void {
		add_action( 'rest_api_init', array( self::class, 'register_routes' ) );
	}

	/**
	 * Registers every controller's routes; WordPress calls it when it serves a REST request.
	 */
	public static function register_routes(): void {
		foreach ( self::CONTROLLERS as $controller ) {
			( new $controller() )->register_routes();
		}
	}
}
