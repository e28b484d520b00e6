<?php
/**
 * Newsdesk: the Authors_Controller class.
 *
 * @package Newsdesk
 */

namespace Newsdesk\Rest;

use Newsdesk\Content\Author_Listings;
use Newsdesk\Content\Authors;

defined( 'ABSPATH' ) || exit;

/**
 * get-authors (`GET /wp-json/wp/v6/get-authors`, production and staging alike):
 * the authors with a published post in the language, by name, or with `slug`
 * zero or one author (bylines and author pages).
 */
final class Authors_Controller extends Content_Controller {
	/**
	 * The route: wp/v6/get-authors.
	 */
	public function __construct() {
		$this->namespace = 'wp/v6';
		$this->rest_base = 'get-authors';
	}

	/**
	 * The language's authors, or with `slug` zero or one author (an unknown slug is no error, as for categories).
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
				if ( null === $request['slug'] ) {
					return Author_Listings::language_authors( $lang );
				}
				$user   = Author_Listings::by_slug( $lang, (string) $request['slug'] );
				$author = null === $user ? null : Authors::fields( $user );
				return null === $author ? array() : array( $author );
			}
		);
	}

	/**
	 * The parameters: `lang`, and `slug` to ask for one author.
	 *
	 * @return array
	 */
	public function get_collection_params() {
		return array_merge(
			parent::get_collection_params(),
			array( 'slug' => self::slug_param( __( 'The slug of one author (user_nicename).', 'newsdesk' ) ) )
		);
	}

	/**
	 * The schema of one author of the list (the body is a list of them).
	 *
	 * @return array
	 */
	public function get_item_schema() {
		if ( null === $this->schema ) {
			$this->schema = Schemas::document( 'newsdesk-author', Schemas::author_properties() );
		}
		return $this->schema;
	}
}
