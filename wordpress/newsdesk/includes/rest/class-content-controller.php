<?php
/**
 * Newsdesk: the Content_Controller class.
 *
 * @package Newsdesk
 */

namespace Newsdesk\Rest;

use Newsdesk\Languages;
use Newsdesk\Object_Cache;
use Newsdesk\Queries\Post_Queries;
use Newsdesk\Signals\Signals_Store;

defined( 'ABSPATH' ) || exit;

/**
 * What every read of the content contract (docs/content-api-contract.md in the
 * Newsdesk repository) has in common: a public GET under /wp-json/wp/{version},
 * at its production path and, where staging has one of its own, at its staging
 * path too (Newsdesk's adapters/wordpress/wordpressPaths.ts); the `lang`
 * parameter; WordPress validating the parameters, so that a bad one answers its
 * own 400 (`rest_invalid_param`, `rest_missing_callback_param`); and the guard
 * that makes a failed query a 500, never an empty answer (Database_Errors).
 *
 * Each call's schema describes its body (WordPress serves it on OPTIONS); bodies
 * are built by the content classes and never pass through the schema, so that
 * documenting a field can never change what Newsdesk receives.
 */
abstract class Content_Controller extends \WP_REST_Controller {
	/**
	 * The route's staging spelling, or '' where the production path serves both.
	 *
	 * @var string
	 */
	protected $staging_base = '';

	/**
	 * Registers the routes of a listing: get_items at the production path and
	 * the staging one, with the collection's parameters. A call of one item
	 * (a post, a page) or of other parameters overrides it.
	 */
	public function register_routes() {
		$this->register_readable_routes( 'get_items', $this->get_collection_params() );
	}

	/**
	 * Registers the call's GET route at its production path, then at its staging path where it has one.
	 *
	 * @param string $callback The method that answers, 'get_items' or 'get_item'; its permission check is `{$callback}_permissions_check`.
	 * @param array  $args     The parameters WordPress validates and sanitizes.
	 */
	protected function register_readable_routes( string $callback, array $args ): void {
		foreach ( array_filter( array( $this->rest_base, $this->staging_base ) ) as $base ) {
			register_rest_route(
				$this->namespace,
				'/' . $base,
				array(
					array(
						'methods'             => \WP_REST_Server::READABLE,
						// A query that fails is a 500, never an empty answer (Database_Errors).
						'callback'            => Database_Errors::rest_guarded( array( $this, $callback ) ),
						'permission_callback' => array( $this, $callback . '_permissions_check' ),
						'args'                => $args,
					),
					'schema' => array( $this, 'get_public_item_schema' ),
				)
			);
		}
	}

	/**
	 * Anyone may read a listing: the contract is public, and only published content is ever answered.
	 *
	 * @param WP_REST_Request $request The request.
	 * @return true
	 */
	public function get_items_permissions_check( $request ) {
		return true;
	}

	/**
	 * Anyone may read one item: the contract is public, and only published content is ever answered.
	 *
	 * @param WP_REST_Request $request The request.
	 * @return true
	 */
	public function get_item_permissions_check( $request ) {
		return true;
	}

	/**
	 * The parameters every read takes: `lang`. Calls with more add theirs after it.
	 *
	 * @return array
	 */
	public function get_collection_params() {
		return array( 'lang' => self::lang_param() );
	}

	/**
	 * The `lang` parameter: one of the site's language codes, always required.
	 */
	public static function lang_param(): array {
		return array(
			'description' => __( 'The language of the content, one of the site\'s language codes.', 'newsdesk' ),
			'type'        => 'string',
			'enum'        => Languages::codes(),
			'required'    => true,
		);
	}

	/**
	 * A slug parameter: a string, sanitized as WordPress sanitizes slugs.
	 *
	 * @param string $description What the slug names.
	 * @param bool   $required    Whether WordPress refuses a call without it.
	 */
	public static function slug_param( string $description, bool $required = false ): array {
		$param = array(
			'description'       => $description,
			'type'              => 'string',
			'validate_callback' => 'rest_validate_request_arg',
			'sanitize_callback' => array( self::class, 'sanitize_slug_param' ),
		);
		return $required ? array_merge( $param, array( 'required' => true ) ) : $param;
	}

	/**
	 * The `s` parameter of the searches: text, '' when absent.
	 */
	public static function search_param(): array {
		return array(
			'description'       => __( 'The words searched.', 'newsdesk' ),
			'type'              => 'string',
			'default'           => '',
			'validate_callback' => 'rest_validate_request_arg',
			'sanitize_callback' => array( self::class, 'sanitize_search' ),
		);
	}

	/**
	 * A page parameter of the paginated listings: 1 and up, the first by default.
	 */
	public static function page_param(): array {
		return array(
			'description' => __( 'The page of the listing.', 'newsdesk' ),
			'type'        => 'integer',
			'minimum'     => 1,
			'default'     => 1,
		);
	}

	/**
	 * The window of the most read posts and popular searches, in days (Newsdesk's POPULAR_WINDOW_DAYS).
	 */
	public static function days_param(): array {
		return array(
			'description' => __( 'The window counted, in days back from today.', 'newsdesk' ),
			'type'        => 'integer',
			'minimum'     => 1,
			'maximum'     => 90,
			'default'     => 7,
		);
	}

	/**
	 * Sanitizes a slug parameter. Static, unlike WP_REST_Controller::sanitize_slug()
	 * (which it would otherwise override), so that the parameters can be declared
	 * without a controller at hand.
	 *
	 * @param mixed $value The parameter.
	 */
	public static function sanitize_slug_param( $value ): string {
		return sanitize_title( (string) $value );
	}

	/**
	 * Sanitizes a search parameter: text, at most 200 characters.
	 *
	 * @param mixed $value The parameter.
	 */
	public static function sanitize_search( $value ): string {
		return mb_substr( trim( sanitize_text_field( (string) $value ) ), 0, 200 );
	}

	/**
	 * An answer, from the object cache when this same request was answered since
	 * content last changed, with the counts of reader signals as they are now.
	 *
	 * @param WP_REST_Request $request The request (its route and query are the key).
	 * @param int             $ttl     Seconds to keep the answer.
	 * @param callable        $compute Computes the body.
	 */
	public static function answer( \WP_REST_Request $request, int $ttl, callable $compute ): \WP_REST_Response {
		// What readers did is added after the cache: a batch of signals every minute must not make the answers stale.
		return rest_ensure_response( Signals_Store::with_signals( Object_Cache::remember( 'answer', array( $request->get_route(), $request->get_query_params() ), $compute, $ttl ) ) );
	}

	/**
	 * The published post or page of a slug, or of a former slug, shaped: the body of get_post and get_page.
	 *
	 * @param WP_REST_Request $request   The request: `lang` and `slug`.
	 * @param string          $post_type 'post' or 'page'.
	 * @param callable        $shape     Shapes it ( WP_Post, lang ): Post_Shape::full_post() or Page_Shape::static_page().
	 * @param callable|null   $fallback  Finds it ( lang, slug ) when no such post is published: Privacy_Page::page() for pages.
	 * @return WP_REST_Response|WP_Error [] or [the post or page].
	 */
	public static function one_by_slug( \WP_REST_Request $request, string $post_type, callable $shape, ?callable $fallback = null ) {
		// A required parameter that sanitizes to nothing is as missing as an absent one.
		if ( '' === (string) $request['slug'] ) {
			return self::missing( 'slug' );
		}
		return self::answer(
			$request,
			HOUR_IN_SECONDS,
			static function () use ( $request, $post_type, $shape, $fallback ) {
				$found = Post_Queries::find_by_slug( $request['lang'], $request['slug'], $post_type );
				if ( null === $found && null !== $fallback ) {
					$found = $fallback( $request['lang'], $request['slug'] );
				}
				return null === $found ? array() : array( $shape( $found, $request['lang'] ) );
			}
		);
	}

	/**
	 * WordPress's error for a required parameter that is empty.
	 *
	 * @param string $name The parameter.
	 */
	public static function missing( string $name ): \WP_Error {
		return new \WP_Error(
			'rest_missing_callback_param',
			/* translators: %s: a parameter name. */
			sprintf( __( 'Missing parameter(s): %s', 'newsdesk' ), $name ),
			array(
				'status' => 400,
				'params' => array( $name ),
			)
		);
	}
}
