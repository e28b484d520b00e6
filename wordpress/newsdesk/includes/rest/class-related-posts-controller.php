<?php
/**
 * Newsdesk: the Related_Posts_Controller class.
 *
 * @package Newsdesk
 */

namespace Newsdesk\Rest;

use Newsdesk\Languages;
use Newsdesk\Queries\Post_Queries;

defined( 'ABSPATH' ) || exit;

/**
 * relatedpost (`GET /wp-json/wp/v6/relatedpost`, staging `relatedpost-staging`):
 * `{response: cards}`, the posts related to the published post found by `id`,
 * else by its slug (`title`).
 */
final class Related_Posts_Controller extends Content_Controller {
	/**
	 * The route: wp/v6/relatedpost, and wp/v6/relatedpost-staging.
	 */
	public function __construct() {
		$this->namespace    = 'wp/v6';
		$this->rest_base    = 'relatedpost';
		$this->staging_base = 'relatedpost-staging';
	}

	/**
	 * The related posts of the post asked for; none when no published post of the language is found.
	 *
	 * @param WP_REST_Request $request The request.
	 * @return WP_REST_Response
	 */
	public function get_items( $request ) {
		return self::answer(
			$request,
			HOUR_IN_SECONDS,
			static function () use ( $request ) {
				$lang   = $request['lang'];
				$origin = null;
				if ( ! empty( $request['id'] ) ) {
					$candidate = get_post( (int) $request['id'] );
					// Only published content is answered: an id is no way to reach a draft, a page or another language.
					if ( $candidate instanceof \WP_Post && 'post' === $candidate->post_type && 'publish' === $candidate->post_status
						&& '' === $candidate->post_password && Languages::of_post( $candidate->ID ) === $lang ) {
						$origin = $candidate;
					}
				}
				if ( null === $origin && ! empty( $request['title'] ) ) {
					$origin = Post_Queries::find_by_slug( $lang, $request['title'] );
				}
				return array( 'response' => null === $origin ? array() : Post_Queries::related_posts( $origin, $lang ) );
			}
		);
	}

	/**
	 * The parameters: `lang`, the post's `id` and its slug (`title`).
	 *
	 * @return array
	 */
	public function get_collection_params() {
		return array_merge(
			parent::get_collection_params(),
			array(
				'id'    => array(
					'description' => __( 'The post ID.', 'newsdesk' ),
					'type'        => 'integer',
				),
				'title' => self::slug_param( __( 'The post\'s slug, when the id finds nothing.', 'newsdesk' ) ),
			)
		);
	}

	/**
	 * The schema of the answer: `{response}`.
	 *
	 * @return array
	 */
	public function get_item_schema() {
		if ( null === $this->schema ) {
			$this->schema = Schemas::document(
				'newsdesk-related-posts',
				array( 'response' => Schemas::list_of( __( 'The related posts\' cards.', 'newsdesk' ), Schemas::post_card( __( 'A post\'s card.', 'newsdesk' ) ) ) )
			);
		}
		return $this->schema;
	}
}
