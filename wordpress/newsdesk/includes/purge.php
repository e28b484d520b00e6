<?php
/**
 * Purge on publish: when a post, a page or a category changes (an author's
 * profile: purge-authors.php), Newsdesk drops
 * the cached pages and content answers that showed it (`POST {url}/_purge`,
 * docs/purge-on-publish.md of the Newsdesk repository).
 *
 * What a post or category was is noted before WordPress changes it, what it is
 * after the change is read once it is saved; the tags and paths of both go to
 * Newsdesk in one request per URL at shutdown, after the editor's answer.
 *
 * @package Newsdesk
 */

defined( 'ABSPATH' ) || exit;

/**
 * Newsdesk refuses more than 1000 tags or 1000 paths in one purge.
 */
const NEWSDESK_PURGE_MAX_ITEMS = 1000;

/**
 * Newsdesk refuses a body over 64 KB; a purge is split well before.
 */
const NEWSDESK_PURGE_MAX_BYTES = 60000;

/**
 * How many failures the settings page lists.
 */
const NEWSDESK_PURGE_MAX_FAILURES = 20;

// Before a change: what the post or category was.
add_action( 'pre_post_update', 'newsdesk_purge_note_post', 10, 1 );
add_action( 'wp_trash_post', 'newsdesk_purge_note_post', 10, 1 );
add_action( 'before_delete_post', 'newsdesk_purge_note_post', 10, 1 );
add_action( 'add_term_relationship', 'newsdesk_purge_note_post_terms', 10, 3 );
add_action( 'delete_term_relationships', 'newsdesk_purge_note_post_terms', 10, 3 );
add_action( 'transition_post_status', 'newsdesk_purge_note_transition', 10, 3 );
add_action( 'edit_terms', 'newsdesk_purge_note_category', 10, 2 );
add_action( 'pre_delete_term', 'newsdesk_purge_note_category', 10, 2 );

// After it: late, so that caches other code cleans on the same hook are clean.
add_action( 'wp_after_insert_post', 'newsdesk_purge_after_save', 100, 4 );
add_action( 'deleted_post', 'newsdesk_purge_after_delete', 100, 1 );
add_action( 'created_category', 'newsdesk_purge_after_category', 100, 1 );
add_action( 'edited_category', 'newsdesk_purge_after_category', 100, 1 );
add_action( 'delete_category', 'newsdesk_purge_after_category_delete', 100, 1 );

// Sending: once per request, late at shutdown; a failure is retried once by WP-Cron.
add_action( 'shutdown', 'newsdesk_purge_flush', 1000 );
add_action( 'newsdesk_retry_purge', 'newsdesk_retry_purge', 10, 2 );

/**
 * The request's purge in progress: tags and paths to send (as keys, deduplicated),
 * and what each post and category was before its pending change.
 *
 * @param array|null $replace The new state, to store it.
 * @return array{tags: array<string, true>, paths: array<string, true>, posts: array<int, ?array>, terms: array<int, ?array>}
 */
function newsdesk_purge_state( ?array $replace = null ): array {
	static $state = array(
		'tags'  => array(),
		'paths' => array(),
		'posts' => array(),
		'terms' => array(),
	);
	if ( null !== $replace ) {
		$state = $replace;
	}
	return $state;
}

/**
 * Whether purges can be sent: a URL and a token are configured.
 *
 * @return bool
 */
function newsdesk_purge_enabled() {
	return '' !== newsdesk_config( 'purge_token' ) && array() !== newsdesk_urls();
}

/**
 * Runs a hook's work so that nothing it throws reaches the editor: it is logged.
 *
 * @param callable $work The work.
 * @param mixed    ...$args Its arguments.
 */
function newsdesk_purge_safely( callable $work, ...$args ) {
	if ( ! newsdesk_purge_enabled() ) {
		return;
	}
	try {
		call_user_func_array( $work, $args );
	} catch ( Throwable $e ) {
		error_log( sprintf( 'Newsdesk: purge preparation failed: %s in %s:%d', $e->getMessage(), $e->getFile(), $e->getLine() ) ); // phpcs:ignore WordPress.PHP.DevelopmentFunctions.error_log_error_log -- the site's log is where operators look.
	}
}

/**
 * Whether Newsdesk shows this kind of post at all: posts and pages, not revisions or autosaves.
 *
 * @param mixed $post A post.
 * @return bool
 */
function newsdesk_purge_tracks( $post ) {
	return $post instanceof WP_Post
		&& in_array( $post->post_type, array( 'post', 'page' ), true )
		&& ! wp_is_post_revision( $post )
		&& ! wp_is_post_autosave( $post );
}

/**
 * A tag as Newsdesk accepts it. A tag Newsdesk would refuse (a slug too long
 * for its 200 characters) becomes the language's tag, which covers it.
 *
 * @param string $tag  The tag.
 * @param string $lang The language it belongs to.
 * @return string The tag, or '' when even the fallback is not valid.
 */
function newsdesk_purge_tag( $tag, $lang ) {
	if ( newsdesk_purge_is_tag( $tag ) ) {
		return $tag;
	}
	return newsdesk_purge_is_tag( 'lang-' . $lang ) ? 'lang-' . $lang : '';
}

/**
 * Newsdesk's tag pattern (server/http/purgeEndpoint.ts).
 *
 * @param mixed $tag A tag.
 * @return bool
 */
function newsdesk_purge_is_tag( $tag ) {
	return is_string( $tag ) && 1 === preg_match( '~^[A-Za-z0-9_:.%\-/]{1,200}$~D', $tag );
}

/**
 * Newsdesk's path pattern (server/http/purgeEndpoint.ts).
 *
 * @param mixed $path A path.
 * @return bool
 */
function newsdesk_purge_is_path( $path ) {
	return is_string( $path ) && 1 === preg_match( '~^/[^\s?#]{0,2047}$~Du', $path );
}

/**
 * What Newsdesk shows of a post or page, as the tags and paths that name it;
 * null when it shows nothing (not published, or password-protected).
 *
 * @param WP_Post $post The post as it is (or was: a copy from before the change).
 * @return array{tags: string[], paths: string[]}|null
 */
function newsdesk_purge_post_state( WP_Post $post ) {
	if ( 'publish' !== $post->post_status || '' !== (string) $post->post_password || '' === (string) $post->post_name ) {
		return null;
	}
	$lang  = newsdesk_post_language( (int) $post->ID );
	$slugs = array( (string) $post->post_name );
	// Former slugs: Newsdesk may hold their redirects.
	foreach ( (array) get_post_meta( $post->ID, '_wp_old_slug' ) as $old_slug ) {
		if ( is_string( $old_slug ) && '' !== $old_slug && ! in_array( $old_slug, $slugs, true ) ) {
			$slugs[] = $old_slug;
		}
	}

	$tags  = array();
	$paths = array();
	if ( 'page' === $post->post_type ) {
		foreach ( $slugs as $slug ) {
			$tags[]  = newsdesk_purge_tag( "page-{$lang}-" . newsdesk_slug_in_url( $slug ), $lang );
			$paths[] = newsdesk_page_path( $lang, $slug );
		}
		return compact( 'tags', 'paths' );
	}

	$placement = newsdesk_post_placement( (int) $post->ID );
	$parent    = isset( $placement['parent'] ) && $placement['parent'] instanceof WP_Term ? $placement['parent'] : null;
	$sub       = isset( $placement['sub'] ) && $placement['sub'] instanceof WP_Term ? $placement['sub'] : null;
	$tags      = array( "post-{$post->ID}", "home-{$lang}", "listing-{$lang}", "search-{$lang}" );
	foreach ( array( $parent, $sub ) as $category ) {
		if ( $category ) {
			$tags[] = newsdesk_purge_tag( "category-{$lang}-" . newsdesk_slug_in_url( $category->slug ), $lang );
		}
	}
	// Its author's page lists it (the author as it was, for a state before the change).
	$author = (int) $post->post_author > 0 ? get_userdata( (int) $post->post_author ) : false;
	if ( $author instanceof WP_User && '' !== (string) $author->user_nicename ) {
		$tags[] = newsdesk_purge_tag( "author-{$lang}-" . newsdesk_slug_in_url( $author->user_nicename ), $lang );
	}
	foreach ( $slugs as $slug ) {
		$paths[] = newsdesk_article_path( $lang, $slug, $parent, $sub );
	}
	return compact( 'tags', 'paths' );
}

/**
 * What Newsdesk shows of a category: its name in the menu of each of its
 * languages, its listing, and the addresses of it and its subcategories.
 *
 * @param WP_Term $term The category.
 * @return array{tags: string[], paths: string[]}
 */
function newsdesk_purge_category_state( WP_Term $term ) {
	$tags  = array();
	$paths = array();
	// Its subcategories' addresses contain its slug.
	$children = get_term_children( $term->term_id, 'category' );
	$children = is_array( $children ) ? array_slice( $children, 0, 100 ) : array();
	foreach ( newsdesk_category_languages( (int) $term->term_id ) as $lang ) {
		if ( ! is_string( $lang ) || ! newsdesk_is_language( $lang ) ) {
			continue;
		}
		$tags[]  = "lang-{$lang}";
		$tags[]  = newsdesk_purge_tag( "category-{$lang}-" . newsdesk_slug_in_url( $term->slug ), $lang );
		$paths[] = newsdesk_category_path( $lang, $term );
		foreach ( $children as $child_id ) {
			$child = get_term( $child_id, 'category' );
			if ( $child instanceof WP_Term ) {
				$paths[] = newsdesk_category_path( $lang, $child );
			}
		}
	}
	return compact( 'tags', 'paths' );
}

/**
 * Adds tags and paths to the request's purge.
 *
 * @param array|null ...$states States from newsdesk_purge_post_state() or newsdesk_purge_category_state().
 */
function newsdesk_purge_add( ...$states ) {
	$purge = newsdesk_purge_state();
	foreach ( $states as $state ) {
		if ( ! is_array( $state ) ) {
			continue;
		}
		foreach ( $state['tags'] as $tag ) {
			if ( newsdesk_purge_is_tag( $tag ) ) {
				$purge['tags'][ $tag ] = true;
			}
		}
		foreach ( $state['paths'] as $path ) {
			if ( newsdesk_purge_is_path( $path ) ) {
				$purge['paths'][ $path ] = true;
			}
		}
	}
	newsdesk_purge_state( $purge );
}

/**
 * Notes what a post was, unless it is already noted for the change under way
 * (the first note of a change is the state before it).
 *
 * @param int  $post_id The post.
 * @param bool $replace Note it even when it is noted already.
 */
function newsdesk_purge_note_post_state( $post_id, $replace = false ) {
	$post = get_post( (int) $post_id );
	if ( ! newsdesk_purge_tracks( $post ) ) {
		return;
	}
	if ( ! $replace && array_key_exists( $post->ID, newsdesk_purge_state()['posts'] ) ) {
		return;
	}
	$before                      = newsdesk_purge_post_state( $post );
	$purge                       = newsdesk_purge_state();
	$purge['posts'][ $post->ID ] = $before;
	newsdesk_purge_state( $purge );
}

/**
 * Before an update, a trashing or a deletion.
 *
 * @param int $post_id The post.
 */
function newsdesk_purge_note_post( $post_id ) {
	newsdesk_purge_safely( 'newsdesk_purge_note_post_state', $post_id );
}

/**
 * Before a post's categories or language change outside a save (wp_set_post_terms
 * and the like); within a save the post is noted already.
 *
 * @param int       $object_id The post.
 * @param int|int[] $tt_ids    The term taxonomy ids.
 * @param string    $taxonomy  The taxonomy.
 */
function newsdesk_purge_note_post_terms( $object_id, $tt_ids, $taxonomy ) {
	if ( in_array( $taxonomy, array( 'category', 'language' ), true ) ) {
		newsdesk_purge_safely( 'newsdesk_purge_note_post_state', $object_id );
	}
}

/**
 * A status change: a new post has no state before; a change made without
 * pre_post_update (wp_publish_post, direct calls) is noted with the old status.
 *
 * @param string  $new_status The new status.
 * @param string  $old_status The old status.
 * @param WP_Post $post       The post.
 */
function newsdesk_purge_note_transition( $new_status, $old_status, $post ) {
	newsdesk_purge_safely( 'newsdesk_purge_note_transition_state', (string) $new_status, (string) $old_status, $post );
}

/**
 * See newsdesk_purge_note_transition().
 *
 * @param string  $new_status The new status.
 * @param string  $old_status The old status.
 * @param WP_Post $post       The post.
 */
function newsdesk_purge_note_transition_state( $new_status, $old_status, $post ) {
	if ( ! newsdesk_purge_tracks( $post ) ) {
		return;
	}
	$purge = newsdesk_purge_state();
	if ( 'new' === $old_status ) {
		$purge['posts'][ $post->ID ] = null;
	} elseif ( ! array_key_exists( $post->ID, $purge['posts'] ) ) {
		$before                      = clone $post;
		$before->post_status         = $old_status;
		$state                       = newsdesk_purge_post_state( $before );
		$purge                       = newsdesk_purge_state();
		$purge['posts'][ $post->ID ] = $state;
	} else {
		return;
	}
	newsdesk_purge_state( $purge );
}

/**
 * Once a post, its terms and meta are saved (also REST saves and wp_publish_post):
 * its state before and after go to the purge when either is shown.
 *
 * @param int          $post_id     The post.
 * @param WP_Post      $post        The post as saved.
 * @param bool         $update      Whether it existed before.
 * @param WP_Post|null $post_before The post before the save.
 */
function newsdesk_purge_after_save( $post_id, $post, $update, $post_before ) {
	newsdesk_purge_safely( 'newsdesk_purge_after_save_state', (int) $post_id, $post, (bool) $update, $post_before );
}

/**
 * See newsdesk_purge_after_save().
 *
 * @param int          $post_id     The post.
 * @param WP_Post      $post        The post as saved.
 * @param bool         $update      Whether it existed before.
 * @param WP_Post|null $post_before The post before the save.
 */
function newsdesk_purge_after_save_state( $post_id, $post, $update, $post_before ) {
	if ( ! newsdesk_purge_tracks( $post ) ) {
		return;
	}
	$purge  = newsdesk_purge_state();
	$before = null;
	if ( ! $update ) {
		// A new post was nothing before, whatever was noted while it was inserted.
		$before = null;
	} elseif ( array_key_exists( $post_id, $purge['posts'] ) ) {
		$before = $purge['posts'][ $post_id ];
	} elseif ( $post_before instanceof WP_Post ) {
		$before = newsdesk_purge_post_state( $post_before );
	}
	$after = newsdesk_purge_post_state( $post );

	$purge = newsdesk_purge_state();
	unset( $purge['posts'][ $post_id ] );
	newsdesk_purge_state( $purge );
	newsdesk_purge_add( $before, $after );
}

/**
 * Once a post is deleted: what it was goes to the purge.
 *
 * @param int $post_id The post.
 */
function newsdesk_purge_after_delete( $post_id ) {
	newsdesk_purge_safely( 'newsdesk_purge_after_delete_state', (int) $post_id );
}

/**
 * See newsdesk_purge_after_delete().
 *
 * @param int $post_id The post.
 */
function newsdesk_purge_after_delete_state( $post_id ) {
	$purge = newsdesk_purge_state();
	if ( ! array_key_exists( $post_id, $purge['posts'] ) ) {
		return;
	}
	$before = $purge['posts'][ $post_id ];
	unset( $purge['posts'][ $post_id ] );
	newsdesk_purge_state( $purge );
	newsdesk_purge_add( $before );
}

/**
 * Before a category is edited (renamed, moved) or deleted.
 *
 * @param int    $term_id  The term.
 * @param string $taxonomy The taxonomy.
 */
function newsdesk_purge_note_category( $term_id, $taxonomy ) {
	if ( 'category' === $taxonomy ) {
		newsdesk_purge_safely( 'newsdesk_purge_note_category_state', (int) $term_id );
	}
}

/**
 * See newsdesk_purge_note_category().
 *
 * @param int $term_id The category.
 */
function newsdesk_purge_note_category_state( $term_id ) {
	if ( array_key_exists( $term_id, newsdesk_purge_state()['terms'] ) ) {
		return;
	}
	$term                       = get_term( $term_id, 'category' );
	$before                     = $term instanceof WP_Term ? newsdesk_purge_category_state( $term ) : null;
	$purge                      = newsdesk_purge_state();
	$purge['terms'][ $term_id ] = $before;
	newsdesk_purge_state( $purge );
}

/**
 * Once a category is created or edited: its state before (if any) and after.
 *
 * @param int $term_id The category.
 */
function newsdesk_purge_after_category( $term_id ) {
	newsdesk_purge_safely( 'newsdesk_purge_after_category_state', (int) $term_id, true );
}

/**
 * Once a category is deleted: its state before.
 *
 * @param int $term_id The category.
 */
function newsdesk_purge_after_category_delete( $term_id ) {
	newsdesk_purge_safely( 'newsdesk_purge_after_category_state', (int) $term_id, false );
}

/**
 * See newsdesk_purge_after_category().
 *
 * @param int  $term_id The category.
 * @param bool $exists  Whether it still exists.
 */
function newsdesk_purge_after_category_state( $term_id, $exists ) {
	$purge  = newsdesk_purge_state();
	$before = $purge['terms'][ $term_id ] ?? null;
	unset( $purge['terms'][ $term_id ] );
	newsdesk_purge_state( $purge );
	$term = $exists ? get_term( $term_id, 'category' ) : null;
	newsdesk_purge_add( $before, $term instanceof WP_Term ? newsdesk_purge_category_state( $term ) : null );
}

/**
 * Changes noted but never completed by their "after" hook (terms set outside a
 * save, a save without wp_after_insert_post): compared with what is there now.
 */
function newsdesk_purge_settle() {
	$purge          = newsdesk_purge_state();
	$posts          = $purge['posts'];
	$terms          = $purge['terms'];
	$purge['posts'] = array();
	$purge['terms'] = array();
	newsdesk_purge_state( $purge );

	foreach ( $posts as $post_id => $before ) {
		$post = get_post( $post_id );
		newsdesk_purge_add( $before, newsdesk_purge_tracks( $post ) ? newsdesk_purge_post_state( $post ) : null );
	}
	foreach ( $terms as $term_id => $before ) {
		$term = get_term( $term_id, 'category' );
		newsdesk_purge_add( $before, $term instanceof WP_Term ? newsdesk_purge_category_state( $term ) : null );
	}
}

/**
 * The rank of a tag: broad ones first, so a purge cut short still drops the most.
 *
 * @param string $tag The tag.
 * @return int
 */
function newsdesk_purge_tag_rank( $tag ) {
	foreach ( array( 'lang-', 'home-', 'listing-', 'search-', 'category-', 'author-', 'page-', 'post-' ) as $rank => $prefix ) {
		if ( str_starts_with( $tag, $prefix ) ) {
			return $rank;
		}
	}
	return 8;
}

/**
 * The JSON bodies of a purge: one, unless it passes Newsdesk's limits (1000
 * tags, 1000 paths, 64 KB), then as many as needed, broad tags in the first.
 *
 * @param string[] $tags  The tags.
 * @param string[] $paths The paths.
 * @return string[]
 */
function newsdesk_purge_bodies( array $tags, array $paths ) {
	usort(
		$tags,
		static function ( $a, $b ) {
			return newsdesk_purge_tag_rank( $a ) <=> newsdesk_purge_tag_rank( $b );
		}
	);
	$empty   = array(
		'tags'  => array(),
		'paths' => array(),
	);
	$bodies  = array();
	$current = $empty;
	$size    = strlen( '{"tags":[],"paths":[]}' );
	foreach ( array( 'tags' => $tags, 'paths' => $paths ) as $kind => $items ) {
		foreach ( $items as $item ) {
			$item_size = strlen( (string) wp_json_encode( $item, JSON_UNESCAPED_SLASHES ) ) + 1;
			if ( count( $current[ $kind ] ) >= NEWSDESK_PURGE_MAX_ITEMS || $size + $item_size > NEWSDESK_PURGE_MAX_BYTES ) {
				$bodies[] = $current;
				$current  = $empty;
				$size     = strlen( '{"tags":[],"paths":[]}' );
			}
			$current[ $kind ][] = $item;
			$size              += $item_size;
		}
	}
	if ( $current['tags'] || $current['paths'] ) {
		$bodies[] = $current;
	}
	return array_map(
		static function ( $body ) {
			return (string) wp_json_encode( $body, JSON_UNESCAPED_SLASHES );
		},
		$bodies
	);
}

/**
 * At shutdown: sends what the request changed, one purge per URL, after the
 * editor has the answer (PHP-FPM), so a save never waits on Newsdesk.
 */
function newsdesk_purge_flush() {
	try {
		$purge = newsdesk_purge_state();
		if ( ! $purge['tags'] && ! $purge['paths'] && ! $purge['posts'] && ! $purge['terms'] ) {
			return;
		}
		if ( ! newsdesk_purge_enabled() ) {
			return;
		}
		newsdesk_purge_settle();
		$purge = newsdesk_purge_state();
		newsdesk_purge_state(
			array(
				'tags'  => array(),
				'paths' => array(),
				'posts' => array(),
				'terms' => array(),
			)
		);
		$bodies = newsdesk_purge_bodies( array_map( 'strval', array_keys( $purge['tags'] ) ), array_map( 'strval', array_keys( $purge['paths'] ) ) );
		if ( ! $bodies ) {
			return;
		}

		if ( function_exists( 'fastcgi_finish_request' ) ) {
			fastcgi_finish_request();
		}
		ignore_user_abort( true );

		foreach ( newsdesk_urls() as $url ) {
			foreach ( $bodies as $body ) {
				$answer = newsdesk_send_purge( $url, $body );
				if ( true !== $answer ) {
					newsdesk_purge_failed( $url, $body, $answer, false );
				}
			}
		}
	} catch ( Throwable $e ) {
		error_log( sprintf( 'Newsdesk: purge failed: %s in %s:%d', $e->getMessage(), $e->getFile(), $e->getLine() ) ); // phpcs:ignore WordPress.PHP.DevelopmentFunctions.error_log_error_log -- the site's log is where operators look.
	}
}

/**
 * One purge request to one Newsdesk URL.
 *
 * @param string $url  A Newsdesk origin (newsdesk_urls()).
 * @param string $body The JSON body.
 * @return true|WP_Error True on a 2xx answer.
 */
function newsdesk_send_purge( string $url, string $body ) {
	$response = wp_remote_post(
		$url . '/_purge',
		array(
			'timeout'     => 2,
			'redirection' => 0,
			'headers'     => array(
				'Authorization' => 'Bearer ' . newsdesk_config( 'purge_token' ),
				'Content-Type'  => 'application/json',
				'Accept'        => 'application/json',
			),
			'body'        => $body,
			'data_format' => 'body',
		)
	);
	if ( is_wp_error( $response ) ) {
		return $response;
	}
	$status = (int) wp_remote_retrieve_response_code( $response );
	if ( $status >= 200 && $status < 300 ) {
		return true;
	}
	$answer = trim( wp_html_excerpt( (string) wp_remote_retrieve_body( $response ), 200 ) );
	return new WP_Error( 'newsdesk_purge_status', trim( sprintf( 'HTTP %d %s', $status, $answer ) ) );
}

/**
 * A failed purge: logged, listed on the settings page, and retried once in a minute.
 *
 * @param string   $url   The Newsdesk URL.
 * @param string   $body  The JSON body.
 * @param WP_Error $error What went wrong.
 * @param bool     $retry Whether it was the retry (then it is dropped).
 */
function newsdesk_purge_failed( $url, $body, WP_Error $error, $retry ) {
	$message = $error->get_error_message();
	error_log( sprintf( 'Newsdesk: purge of %s failed: %s (%s)', $url, $message, $retry ? 'retried once, dropped' : 'retry in 60 s' ) ); // phpcs:ignore WordPress.PHP.DevelopmentFunctions.error_log_error_log -- the site's log is where operators look.

	$failures = newsdesk_purge_failures();
	array_unshift(
		$failures,
		array(
			'time'  => time(),
			'url'   => $url,
			'error' => $retry ? $message . ' (retry)' : $message,
		)
	);
	update_option( 'newsdesk_purge_failures', array_slice( $failures, 0, NEWSDESK_PURGE_MAX_FAILURES ), false );

	if ( ! $retry ) {
		wp_schedule_single_event( time() + MINUTE_IN_SECONDS, 'newsdesk_retry_purge', array( $url, $body ) );
	}
}

/**
 * The last purge failures, newest first.
 *
 * @return array<int, array{time: int, url: string, error: string}>
 */
function newsdesk_purge_failures() {
	$failures = get_option( 'newsdesk_purge_failures', array() );
	if ( ! is_array( $failures ) ) {
		return array();
	}
	return array_values(
		array_filter(
			$failures,
			static function ( $failure ) {
				return is_array( $failure ) && isset( $failure['time'], $failure['url'], $failure['error'] );
			}
		)
	);
}

/**
 * WP-Cron: the one retry of a failed purge, to a URL that is still configured.
 *
 * @param string $url  The Newsdesk URL.
 * @param string $body The JSON body.
 */
function newsdesk_retry_purge( $url, $body ) {
	try {
		if ( ! is_string( $url ) || ! is_string( $body ) || ! newsdesk_purge_enabled() || ! in_array( $url, newsdesk_urls(), true ) ) {
			return;
		}
		$answer = newsdesk_send_purge( $url, $body );
		if ( true !== $answer ) {
			newsdesk_purge_failed( $url, $body, $answer, true );
		}
	} catch ( Throwable $e ) {
		error_log( sprintf( 'Newsdesk: purge retry failed: %s in %s:%d', $e->getMessage(), $e->getFile(), $e->getLine() ) ); // phpcs:ignore WordPress.PHP.DevelopmentFunctions.error_log_error_log -- the site's log is where operators look.
	}
}

/**
 * On deactivation: no retry is left in WP-Cron.
 */
function newsdesk_clear_scheduled_purges() {
	wp_unschedule_hook( 'newsdesk_retry_purge' );
}
