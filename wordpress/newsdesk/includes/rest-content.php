<?php
/**
 * The content contract's routes (docs/content-api-contract.md in the Newsdesk
 * repository) under /wp-json/wp: every call in its production and staging
 * spelling, public and read-only. WordPress validates the parameters, so a bad
 * one answers its own 400 (`rest_invalid_param`, `rest_missing_callback_param`).
 *
 * @package Newsdesk
 */

defined( 'ABSPATH' ) || exit;

add_action( 'rest_api_init', 'newsdesk_register_content_routes' );

/**
 * Registers every route of the contract.
 */
function newsdesk_register_content_routes(): void {
	$slug     = newsdesk_rest_slug_arg();
	$search   = array(
		'type'              => 'string',
		'default'           => '',
		'validate_callback' => 'rest_validate_request_arg',
		'sanitize_callback' => 'newsdesk_rest_sanitize_search',
	);
	$page     = array(
		'type'    => 'integer',
		'minimum' => 1,
		'default' => 1,
	);
	$required = array_merge( $slug, array( 'required' => true ) );
	// The window of most read and popular searches (Newsdesk's POPULAR_WINDOW_DAYS).
	$days = array(
		'type'    => 'integer',
		'minimum' => 1,
		'maximum' => 90,
		'default' => 7,
	);

	// Production path first, then the staging one where it differs (Newsdesk's adapters/wordpress/wordpressPaths.ts).
	$calls = array(
		array( array( 'v6/get-categories' ), 'newsdesk_rest_categories', array( 'slug' => $slug ) ),
		array(
			array( 'v6/simple-search-custom', 'v6/simple-search-custom-staging' ),
			'newsdesk_rest_suggestions',
			array(
				's'        => $search,
				'category' => $slug,
			),
		),
		array(
			array( 'v2/search-lastresearch' ),
			'newsdesk_rest_popular_searches',
			array(
				'days'        => $days,
				// Only raises the operator's floor (NEWSDESK_POPULAR_SEARCH_MIN_READERS): lower, or absent, is the floor, not an error.
				'min_readers' => array(
					'type'    => 'integer',
					'minimum' => 0,
					'maximum' => 10000,
				),
			),
		),
		array( array( 'v6/get-paginated-latest-posts', 'v6/get-paginated-latest-posts-staging' ), 'newsdesk_rest_latest_posts', array( 'page' => $page ) ),
		array( array( 'v5/get-popular-posts', 'v5/stag-get-popular-posts' ), 'newsdesk_rest_popular_posts', array( 'days' => $days ) ),
		array(
			array( 'v6/get-paginated-posts', 'v6/get-paginated-posts-staging' ),
			'newsdesk_rest_category_posts',
			array(
				'category' => $required,
				'page'     => $page,
			),
		),
		array(
			array( 'v6/search-custom', 'v6/search-custom-staging' ),
			'newsdesk_rest_search',
			array(
				's'           => $search,
				'spellcheck'  => array(
					'type'    => 'boolean',
					'default' => false,
				),
				'wpsolr_page' => $page,
				'qdata'       => array(
					'type'    => 'string',
					'enum'    => array( 'any', 'day', 'week', 'month', 'year' ),
					'default' => 'any',
				),
				// Newsdesk sends version=new; there is only one.
				'version'     => array( 'type' => 'string' ),
				'category'    => $slug,
			),
		),
		array( array( 'v2/get_page' ), 'newsdesk_rest_page', array( 'slug' => $required ) ),
		array( array( 'v6/get_post', 'v6/get_post_staging' ), 'newsdesk_rest_post', array( 'slug' => $required ) ),
		array( array( 'v6/get-authors' ), 'newsdesk_rest_authors', array( 'slug' => $slug ) ),
		array(
			array( 'v6/get-paginated-author-posts', 'v6/get-paginated-author-posts-staging' ),
			'newsdesk_rest_author_posts',
			array(
				'author' => $required,
				'page'   => $page,
			),
		),
		array(
			array( 'v6/relatedpost', 'v6/relatedpost-staging' ),
			'newsdesk_rest_related_posts',
			array(
				'id'    => array( 'type' => 'integer' ),
				'title' => $slug,
			),
		),
		// Where the site's media are served from (media-origins.php): the whole site's, so one path for both.
		array( array( 'v6/media-origins' ), 'newsdesk_rest_media_origins', array() ),
	);

	$lang = array(
		'type'     => 'string',
		'enum'     => newsdesk_languages(),
		'required' => true,
	);
	foreach ( $calls as list( $paths, $callback, $args ) ) {
		foreach ( $paths as $path ) {
			list( $version, $route ) = explode( '/', $path, 2 );
			register_rest_route(
				'wp/' . $version,
				'/' . $route,
				array(
					'methods'             => WP_REST_Server::READABLE,
					// A query that fails is a 500, never an empty answer (database-errors.php).
					'callback'            => newsdesk_rest_guarded( $callback ),
					// The contract is public: only published content is ever answered.
					'permission_callback' => '__return_true',
					'args'                => array_merge( array( 'lang' => $lang ), $args ),
				)
			);
		}
	}
}

/**
 * A slug parameter: a string, sanitized as WordPress sanitizes slugs.
 */
function newsdesk_rest_slug_arg(): array {
	return array(
		'type'              => 'string',
		'validate_callback' => 'rest_validate_request_arg',
		'sanitize_callback' => 'newsdesk_rest_sanitize_slug',
	);
}

/**
 * Sanitizes a slug parameter.
 *
 * @param mixed $value The parameter.
 */
function newsdesk_rest_sanitize_slug( $value ): string {
	return sanitize_title( (string) $value );
}

/**
 * Sanitizes a search parameter: text, at most 200 characters.
 *
 * @param mixed $value The parameter.
 */
function newsdesk_rest_sanitize_search( $value ): string {
	return mb_substr( trim( sanitize_text_field( (string) $value ) ), 0, 200 );
}

/**
 * get-categories: the language's tree, or with `slug` zero or one category.
 *
 * @param WP_REST_Request $request The request.
 */
function newsdesk_rest_categories( WP_REST_Request $request ): WP_REST_Response {
	$lang = $request['lang'];
	if ( null === $request['slug'] ) {
		return rest_ensure_response( newsdesk_category_tree( $lang ) );
	}
	$node = newsdesk_category_node_by_slug( $lang, $request['slug'] );
	return rest_ensure_response( null === $node ? array() : array( $node ) );
}

/**
 * get-authors: the authors with a published post in the language, by name, or
 * with `slug` zero or one author (an unknown slug is no error, as for categories).
 *
 * @param WP_REST_Request $request The request.
 */
function newsdesk_rest_authors( WP_REST_Request $request ): WP_REST_Response {
	return newsdesk_rest_answer(
		$request,
		HOUR_IN_SECONDS,
		static function () use ( $request ) {
			$lang = $request['lang'];
			if ( null === $request['slug'] ) {
				return newsdesk_language_authors( $lang );
			}
			$user   = newsdesk_author_by_slug( $lang, (string) $request['slug'] );
			$author = null === $user ? null : newsdesk_author_fields( $user );
			return null === $author ? array() : array( $author );
		}
	);
}

/**
 * get-paginated-author-posts: an author's posts in the language, newest first,
 * 20 a page as the latest posts; an unknown author (or one without posts in the
 * language) is an empty listing, not an error.
 *
 * @param WP_REST_Request $request The request.
 * @return WP_REST_Response|WP_Error
 */
function newsdesk_rest_author_posts( WP_REST_Request $request ) {
	if ( '' === (string) $request['author'] ) {
		return newsdesk_rest_missing( 'author' );
	}
	return newsdesk_rest_answer(
		$request,
		HOUR_IN_SECONDS,
		static function () use ( $request ) {
			$page  = (int) $request['page'];
			$user  = newsdesk_author_by_slug( $request['lang'], (string) $request['author'] );
			$paged = null === $user ? array(
				'posts' => array(),
				'total' => 0,
				'pages' => 0,
			) : newsdesk_author_page( $request['lang'], (int) $user->ID, $page, 20 );
			return newsdesk_rest_paged_body( $request, 'page', $page, $paged, 'newsdesk_post_card' );
		}
	);
}

/**
 * simple-search-custom: autocomplete suggestions {id, title, name, url}.
 *
 * @param WP_REST_Request $request The request.
 */
function newsdesk_rest_suggestions( WP_REST_Request $request ): WP_REST_Response {
	return newsdesk_rest_answer(
		$request,
		HOUR_IN_SECONDS,
		static function () use ( $request ) {
			$lang = $request['lang'];
			$text = (string) $request['s'];
			if ( '' === $text ) {
				return array();
			}
			$category_id = null;
			if ( ! empty( $request['category'] ) ) {
				$node = newsdesk_category_node_by_slug( $lang, $request['category'] );
				if ( null === $node ) {
					return array();
				}
				$category_id = $node['id'];
			}
			$suggestions = array();
			foreach ( newsdesk_suggest_posts( $lang, $text, $category_id ) as $post ) {
				$placement     = newsdesk_post_placement( $post->ID );
				$suggestions[] = array(
					'id'    => $post->ID,
					'title' => newsdesk_rendered_title( $post->post_title, $post->ID ),
					'name'  => newsdesk_slug_text( $post->post_name ),
					'url'   => newsdesk_article_path( $lang, $post->post_name, $placement['parent'], $placement['sub'] ),
				);
			}
			return $suggestions;
		}
	);
}

/**
 * search-lastresearch: the popular searches [{term}]: terms searched by at least
 * `min_readers` distinct readers on one day of the last `days` (Newsdesk counts
 * them, signals-store.php), most searched first. `min_readers` can only raise
 * the operator's floor (NEWSDESK_POPULAR_SEARCH_MIN_READERS, 5 by default).
 *
 * @param WP_REST_Request $request The request.
 */
function newsdesk_rest_popular_searches( WP_REST_Request $request ): WP_REST_Response {
	return rest_ensure_response( newsdesk_popular_search_terms( $request['lang'], (int) $request['days'], (int) $request['min_readers'] ) );
}

/**
 * get-paginated-latest-posts: the newest posts, 20 a page.
 *
 * @param WP_REST_Request $request The request.
 */
function newsdesk_rest_latest_posts( WP_REST_Request $request ): WP_REST_Response {
	return newsdesk_rest_answer(
		$request,
		HOUR_IN_SECONDS,
		static function () use ( $request ) {
			$page = (int) $request['page'];
			return newsdesk_rest_paged_body( $request, 'page', $page, newsdesk_latest_page( $request['lang'], $page, 20 ), 'newsdesk_post_card' );
		}
	);
}

/**
 * get-popular-posts: the ten posts read by the most readers in the last `days`.
 *
 * @param WP_REST_Request $request The request.
 */
function newsdesk_rest_popular_posts( WP_REST_Request $request ): WP_REST_Response {
	// Never kept: what readers read moves with every batch, and the list a reader sees must be no older
	// than the page that shows it. One indexed read of the window's rows (docs: Reader signals).
	return rest_ensure_response( newsdesk_with_signals( newsdesk_rest_cards( newsdesk_popular_posts( $request['lang'], (int) $request['days'] ), $request['lang'] ) ) );
}

/**
 * get-paginated-posts: a category's posts (its children's included), 6 a page,
 * the card's date as dd/mm/yyyy; 404 `rest_term_invalid` for a category the
 * language does not have.
 *
 * @param WP_REST_Request $request The request.
 * @return WP_REST_Response|WP_Error
 */
function newsdesk_rest_category_posts( WP_REST_Request $request ) {
	$lang = $request['lang'];
	$slug = (string) $request['category'];
	if ( '' === $slug ) {
		return newsdesk_rest_missing( 'category' );
	}
	$node = newsdesk_category_node_by_slug( $lang, $slug );
	if ( null === $node ) {
		return new WP_Error(
			'rest_term_invalid',
			/* translators: %s: a category slug. */
			sprintf( __( 'Term does not exist: %s', 'newsdesk' ), $slug ),
			array( 'status' => 404 )
		);
	}
	return newsdesk_rest_answer(
		$request,
		HOUR_IN_SECONDS,
		static function () use ( $request, $lang, $node ) {
			$page  = (int) $request['page'];
			$paged = newsdesk_category_page( $lang, (int) $node['id'], $page, 6 );
			return newsdesk_rest_paged_body(
				$request,
				'page',
				$page,
				$paged,
				static function ( $post, $card_lang ) {
					$card = newsdesk_post_card( $post, $card_lang );
					// This listing alone spells the date dd/mm/yyyy (the site's time zone).
					$card['date'] = wp_date( 'd/m/Y', (int) get_post_timestamp( $post ) );
					return $card;
				}
			);
		}
	);
}

/**
 * search-custom: the index's full-text search (WordPress's own while the index
 * builds: header `X-Newsdesk-Search: wordpress`), 10 a page, each result with
 * an extract of its text around the words; a spelling suggestion when nothing
 * is found. Searches are counted by Newsdesk, whatever cache answered them
 * (reader signals), not here.
 *
 * @param WP_REST_Request $request The request.
 */
function newsdesk_rest_search( WP_REST_Request $request ): WP_REST_Response {
	$lang     = $request['lang'];
	$text     = (string) $request['s'];
	$page     = (int) $request['wpsolr_page'];
	$response = newsdesk_rest_answer(
		$request,
		10 * MINUTE_IN_SECONDS,
		static function () use ( $request, $lang, $text, $page ) {
			$empty = array(
				'suggest'       => '',
				'nposts'        => 0,
				'npages'        => 0,
				'response'      => array(),
				'prev_page_url' => null,
				'next_page_url' => null,
			);
			if ( '' === $text ) {
				return $empty;
			}
			$category_id = null;
			if ( ! empty( $request['category'] ) ) {
				$node = newsdesk_category_node_by_slug( $lang, $request['category'] );
				if ( null === $node ) {
					return $empty;
				}
				$category_id = (int) $node['id'];
			}
			$qdata  = (string) $request['qdata'];
			$paged  = newsdesk_search_page( $lang, $text, $qdata, $category_id, $page, 10 );
			$parsed = $paged['parsed'];
			$body   = newsdesk_rest_paged_body(
				$request,
				'wpsolr_page',
				$page,
				$paged,
				static function ( $post, $card_lang ) use ( $parsed ) {
					$card            = newsdesk_post_card( $post, $card_lang );
					$card['extract'] = newsdesk_search_extract( newsdesk_html_text( $post->post_content ), $parsed );
					return $card;
				}
			);
			return array(
				'suggest'       => 0 === $paged['total'] && $request['spellcheck'] ? newsdesk_spelling_suggestion( $lang, $text, newsdesk_search_since( $qdata ), $category_id ) : '',
				'nposts'        => $paged['total'],
				'npages'        => $paged['pages'],
				'response'      => $body['posts'],
				'prev_page_url' => $body['prev_page_url'],
				'next_page_url' => $body['next_page_url'],
			);
		}
	);
	$response->header( 'X-Newsdesk-Search', newsdesk_index_ready() ? 'index' : 'wordpress' );
	return $response;
}

/**
 * get_page and get_post: [] or [the published page or post of that slug, or of a former slug].
 *
 * @param WP_REST_Request $request   The request.
 * @param string          $post_type 'page' or 'post'.
 * @param callable        $shape     newsdesk_static_page or newsdesk_full_post.
 * @return WP_REST_Response|WP_Error
 */
function newsdesk_rest_by_slug( WP_REST_Request $request, string $post_type, callable $shape ) {
	if ( '' === (string) $request['slug'] ) {
		return newsdesk_rest_missing( 'slug' );
	}
	return newsdesk_rest_answer(
		$request,
		HOUR_IN_SECONDS,
		static function () use ( $request, $post_type, $shape ) {
			$found = newsdesk_find_by_slug( $request['lang'], $request['slug'], $post_type ) ?? ( 'page' === $post_type ? newsdesk_privacy_page( $request['lang'], $request['slug'] ) : null );
			return null === $found ? array() : array( $shape( $found, $request['lang'] ) );
		}
	);
}

/**
 * get_page.
 *
 * @param WP_REST_Request $request The request.
 * @return WP_REST_Response|WP_Error
 */
function newsdesk_rest_page( WP_REST_Request $request ) {
	return newsdesk_rest_by_slug( $request, 'page', 'newsdesk_static_page' );
}

/**
 * get_post.
 *
 * @param WP_REST_Request $request The request.
 * @return WP_REST_Response|WP_Error
 */
function newsdesk_rest_post( WP_REST_Request $request ) {
	return newsdesk_rest_by_slug( $request, 'post', 'newsdesk_full_post' );
}

/**
 * relatedpost: {response: cards} of the post found by id, else by slug (`title`).
 *
 * @param WP_REST_Request $request The request.
 */
function newsdesk_rest_related_posts( WP_REST_Request $request ): WP_REST_Response {
	return newsdesk_rest_answer(
		$request,
		HOUR_IN_SECONDS,
		static function () use ( $request ) {
			$lang   = $request['lang'];
			$origin = null;
			if ( ! empty( $request['id'] ) ) {
				$candidate = get_post( (int) $request['id'] );
				if ( $candidate instanceof WP_Post && 'post' === $candidate->post_type && 'publish' === $candidate->post_status
					&& '' === $candidate->post_password && newsdesk_post_language( $candidate->ID ) === $lang ) {
					$origin = $candidate;
				}
			}
			if ( null === $origin && ! empty( $request['title'] ) ) {
				$origin = newsdesk_find_by_slug( $lang, $request['title'] );
			}
			return array( 'response' => null === $origin ? array() : newsdesk_related_posts( $origin, $lang ) );
		}
	);
}

/**
 * An answer, from the object cache when this same request was answered since
 * content last changed, with the counts of reader signals as they are now.
 *
 * @param WP_REST_Request $request The request (its route and query are the key).
 * @param int             $ttl     Seconds to keep the answer.
 * @param callable        $compute Computes the body.
 */
function newsdesk_rest_answer( WP_REST_Request $request, int $ttl, callable $compute ): WP_REST_Response {
	// What readers did is added after the cache: a batch of signals every minute must not make the answers stale.
	return rest_ensure_response( newsdesk_with_signals( newsdesk_cache_remember( 'answer', array( $request->get_route(), $request->get_query_params() ), $compute, $ttl ) ) );
}

/**
 * Cards of posts.
 *
 * @param WP_Post[] $posts Posts.
 * @param string    $lang  A language code.
 */
function newsdesk_rest_cards( array $posts, string $lang ): array {
	return array_map(
		static function ( $post ) use ( $lang ) {
			return newsdesk_post_card( $post, $lang );
		},
		$posts
	);
}

/**
 * A paginated listing: {current_page, total_posts, total_pages, posts, prev_page_url, next_page_url}.
 *
 * @param WP_REST_Request $request The request.
 * @param string          $param   Its page parameter.
 * @param int             $page    The page.
 * @param array           $paged   {posts, total, pages}: newsdesk_latest_page() and the like.
 * @param callable        $card    Shapes a post ( WP_Post, lang ).
 */
function newsdesk_rest_paged_body( WP_REST_Request $request, string $param, int $page, array $paged, callable $card ): array {
	$lang = $request['lang'];
	return array(
		'current_page'  => $page,
		'total_posts'   => $paged['total'],
		'total_pages'   => $paged['pages'],
		'posts'         => array_map(
			static function ( $post ) use ( $card, $lang ) {
				return $card( $post, $lang );
			},
			$paged['posts']
		),
		'prev_page_url' => $page > 1 && $page - 1 <= $paged['pages'] ? newsdesk_rest_page_url( $request, $param, $page - 1 ) : null,
		'next_page_url' => $page < $paged['pages'] ? newsdesk_rest_page_url( $request, $param, $page + 1 ) : null,
	);
}

/**
 * This same call's full URL with another page.
 *
 * @param WP_REST_Request $request The request.
 * @param string          $param   The page parameter.
 * @param int             $page    The page.
 */
function newsdesk_rest_page_url( WP_REST_Request $request, string $param, int $page ): string {
	$query = array();
	foreach ( $request->get_query_params() as $key => $value ) {
		// rest_url() carries rest_route itself when pretty permalinks are off.
		if ( ! is_scalar( $value ) || 'rest_route' === $key ) {
			continue;
		}
		// The parameters are sanitized by now: a boolean is spelled back as the caller spelled it.
		if ( is_bool( $value ) ) {
			$value = $value ? 'true' : 'false';
		}
		$query[ rawurlencode( (string) $key ) ] = rawurlencode( (string) $value );
	}
	$query[ $param ] = $page;
	return add_query_arg( $query, rest_url( $request->get_route() ) );
}

/**
 * WordPress's error for a required parameter that is empty.
 *
 * @param string $name The parameter.
 */
function newsdesk_rest_missing( string $name ): WP_Error {
	return new WP_Error(
		'rest_missing_callback_param',
		/* translators: %s: a parameter name. */
		sprintf( __( 'Missing parameter(s): %s', 'newsdesk' ), $name ),
		array(
			'status' => 400,
			'params' => array( $name ),
		)
	);
}
