<?php
/**
 * Newsdesk: the Preview_Controller class.
 *
 * @package Newsdesk
 */

namespace Newsdesk\Rest;

use Newsdesk\Admin\Settings;
use Newsdesk\Content\Page_Shape;
use Newsdesk\Content\Post_Shape;
use Newsdesk\Languages;
use Newsdesk\Preview\Preview;
use Newsdesk\Queries\Post_Queries;

defined( 'ABSPATH' ) || exit;

/**
 * The draft Newsdesk renders for an editor's "Preview" (Preview):
 * `GET /wp-json/wp/v6/preview` (production and staging alike), registered only
 * once a valid preview secret is configured. The link's signature is the only
 * permission the route asks for, and the only way it answers anything
 * unpublished; Preview keeps the answer out of every cache and index.
 */
final class Preview_Controller extends \WP_REST_Controller {
	/**
	 * The route: wp/v6/preview.
	 */
	public function __construct() {
		$this->namespace = 'wp/v6';
		$this->rest_base = 'preview';
	}

	/**
	 * Registers the route, only when a valid secret is configured.
	 */
	public function register_routes() {
		if ( '' === Settings::preview_secret() ) {
			return;
		}
		register_rest_route(
			$this->namespace,
			'/' . $this->rest_base,
			array(
				array(
					'methods'             => \WP_REST_Server::READABLE,
					'callback'            => array( $this, 'get_item' ),
					'permission_callback' => array( $this, 'get_item_permissions_check' ),
					'args'                => array(
						'id'   => array(
							'description' => __( 'The post or page to preview.', 'newsdesk' ),
							'type'        => 'integer',
							'minimum'     => 1,
							'required'    => true,
						),
						'exp'  => array(
							'description' => __( 'Unix time the link expires at.', 'newsdesk' ),
							'type'        => 'integer',
							'required'    => true,
						),
						'sig'  => array(
							'description' => __( 'The link\'s signature: hex HMAC-SHA256 of "{id}:{exp}" with the preview secret.', 'newsdesk' ),
							'type'        => 'string',
							'pattern'     => '^[0-9a-fA-F]{64}$',
							'required'    => true,
						),
						// Newsdesk sends it like on every call; the post's own language is used.
						'lang' => array(
							'description'       => __( 'Ignored: the post\'s own language is used.', 'newsdesk' ),
							'type'              => 'string',
							'sanitize_callback' => 'sanitize_key',
						),
					),
				),
				'schema' => array( $this, 'get_public_item_schema' ),
			)
		);
	}

	/**
	 * Lets every request reach get_item(), which checks the signature itself: so
	 * that a refusal has WordPress's error shape, one answer for a forged and an
	 * expired link, and the route's Allow header stays GET whatever was sent.
	 *
	 * @param WP_REST_Request $request The request.
	 * @return true
	 */
	public function get_item_permissions_check( $request ) {
		return true;
	}

	/**
	 * The post or page a signed link names, whatever its status, with its newest
	 * unsaved changes (autosave).
	 *
	 * @param WP_REST_Request $request The request.
	 * @return WP_REST_Response|WP_Error
	 */
	public function get_item( $request ) {
		$post_id = (int) $request['id'];
		$exp     = (int) $request['exp'];
		$sig     = strtolower( (string) $request['sig'] );
		$secret  = Settings::preview_secret();
		$now     = time();

		// One answer for a bad signature and an expired link: nothing to learn from it.
		$valid = '' !== $secret && hash_equals( Preview::signature( $post_id, $exp, $secret ), $sig );
		if ( ! $valid || $exp < $now || $exp > $now + Preview::PREVIEW_MAX_TTL ) {
			return new \WP_Error( 'newsdesk_preview_forbidden', __( 'This preview link is not valid or has expired.', 'newsdesk' ), array( 'status' => 403 ) );
		}

		$post = get_post( $post_id );
		if ( ! $post instanceof \WP_Post
			|| ! in_array( $post->post_type, array( 'post', 'page' ), true )
			|| ! in_array( $post->post_status, array( 'draft', 'pending', 'future', 'publish', 'private' ), true ) ) {
			return new \WP_Error( 'newsdesk_preview_not_found', __( 'Nothing to preview.', 'newsdesk' ), array( 'status' => 404 ) );
		}

		$post = self::with_autosave( $post );
		$lang = Languages::of_post( $post->ID );
		if ( 'page' === $post->post_type ) {
			return new \WP_REST_Response(
				array(
					'type' => 'page',
					'page' => Page_Shape::static_page( $post, $lang ),
				)
			);
		}
		return new \WP_REST_Response(
			array(
				'type'    => 'post',
				'post'    => Post_Shape::full_post( $post, $lang ),
				'related' => Post_Queries::related_posts( $post, $lang ),
			)
		);
	}

	/**
	 * The post with its newest autosave's title, content and excerpt, when that
	 * autosave is newer than the post: what the editor sees but has not saved.
	 *
	 * @param WP_Post $post The post.
	 * @return WP_Post The post, or a copy with the autosave applied.
	 */
	public static function with_autosave( \WP_Post $post ) {
		$autosave = wp_get_post_autosave( $post->ID );
		if ( ! $autosave instanceof \WP_Post ) {
			return $post;
		}
		if ( strtotime( $autosave->post_modified_gmt . ' UTC' ) <= strtotime( $post->post_modified_gmt . ' UTC' ) ) {
			return $post;
		}
		$preview               = clone $post;
		$preview->post_title   = $autosave->post_title;
		$preview->post_content = $autosave->post_content;
		$preview->post_excerpt = $autosave->post_excerpt;
		return $preview;
	}

	/**
	 * The schema of the answer: a post with its related posts, or a page.
	 *
	 * @return array
	 */
	public function get_item_schema() {
		if ( null === $this->schema ) {
			$this->schema = Schemas::document(
				'newsdesk-preview',
				array(
					'type'    => Schemas::field( 'string', __( 'What is previewed.', 'newsdesk' ), array( 'enum' => array( 'post', 'page' ) ) ),
					'post'    => Schemas::object_of( __( 'The full post, with its unsaved changes; only for a post.', 'newsdesk' ), Schemas::full_post_properties() ),
					'related' => Schemas::list_of( __( 'Its related posts\' cards; only for a post.', 'newsdesk' ), Schemas::post_card( __( 'A post\'s card.', 'newsdesk' ) ) ),
					'page'    => Schemas::object_of( __( 'The page, with its unsaved changes; only for a page.', 'newsdesk' ), Schemas::page_properties() ),
				)
			);
		}
		return $this->schema;
	}
}
