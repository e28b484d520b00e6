<?php
/**
 * Imports Newsdesk's demo content into this WordPress through WordPress's own
 * functions: the bundle scripts/wordpress/demoBundle.ts writes (bundle.json and
 * media/), read in one PHP process by scripts/wordpress/importDemo.ts. It is a
 * development tool, not part of the plugin; it relies on the plugin's data model
 * (wordpress/newsdesk/README.md) and runs once per site.
 *
 * @package Newsdesk
 */

defined( 'ABSPATH' ) || exit;

/**
 * The option that marks a site as imported (the bundle's `now`, the summary).
 */
const NEWSDESK_DEMO_IMPORT_OPTION = 'newsdesk_demo_import';

/**
 * Where the media go, under the uploads directory: the dataset's own paths below it.
 */
const NEWSDESK_DEMO_UPLOADS = 'newsdesk-demo';

/**
 * Imports a bundle.
 *
 * @param string $bundle_dir The directory holding bundle.json and media/.
 * @return array|WP_Error The counts of what was made, or why the import did not run or stopped.
 */
function newsdesk_import_demo( string $bundle_dir ) {
	$done = get_option( NEWSDESK_DEMO_IMPORT_OPTION );
	if ( false !== $done ) {
		return new WP_Error(
			'newsdesk_demo_imported',
			sprintf(
				'This WordPress already holds the demo content (imported with now = %s): the import runs once per site. Start from a fresh data directory to import again.',
				is_array( $done ) ? (string) ( $done['now'] ?? '?' ) : '?'
			)
		);
	}
	if ( ! taxonomy_exists( 'language' ) || ! taxonomy_exists( 'post_translations' ) || ! taxonomy_exists( 'term_translations' ) || ! method_exists( 'Newsdesk\Signals\Signals_History', 'record_reads' ) || ! method_exists( 'Newsdesk\Signals\Signals_History', 'record_search_readers' ) ) {
		return new WP_Error( 'newsdesk_plugin_missing', 'The Newsdesk plugin is not active (or lacks its language taxonomies or the signals it records): the import needs its data model.' );
	}
	$bundle = wp_json_file_decode( trailingslashit( $bundle_dir ) . 'bundle.json', array( 'associative' => true ) );
	if ( ! is_array( $bundle ) || ! isset( $bundle['now'], $bundle['files'], $bundle['attachments'], $bundle['categories'], $bundle['posts'], $bundle['pages'], $bundle['searches'] ) ) {
		return new WP_Error( 'newsdesk_bundle_invalid', sprintf( '%s/bundle.json is missing or not an import bundle.', $bundle_dir ) );
	}
	global $wpdb;
	// One transaction: one flush to disk instead of one per query, and an import
	// that stops halfway leaves no content behind (only copied files).
	$wpdb->query( 'START TRANSACTION' );
	try {
		$summary = newsdesk_import_bundle( $bundle, trailingslashit( $bundle_dir ) . 'media/' );
	} catch ( RuntimeException $e ) {
		$wpdb->query( 'ROLLBACK' );
		return new WP_Error( 'newsdesk_import_failed', 'The demo import stopped: ' . $e->getMessage() );
	}
	$wpdb->query( 'COMMIT' );
	return $summary;
}

/**
 * The import itself; throws on the first failure.
 *
 * @param array  $bundle    The decoded bundle.json.
 * @param string $media_dir Its media files.
 * @return array The summary.
 * @throws RuntimeException When WordPress refuses something.
 */
function newsdesk_import_bundle( array $bundle, string $media_dir ): array {
	$started = microtime( true );
	newsdesk_import_as_administrator();
	// As WordPress's own importers: no pings, no enclosure checks queued for each post.
	if ( ! defined( 'WP_IMPORTING' ) ) {
		define( 'WP_IMPORTING', true );
	}
	add_filter( 'pre_http_request', 'newsdesk_import_no_http' );
	// Hundreds of saves: term counts once at the end, and no cache invalidation
	// per save (what is read meanwhile was just written; the renames come after).
	wp_defer_term_counting( true );
	wp_suspend_cache_invalidation( true );

	$urls       = newsdesk_import_media_files( $bundle['files'], $bundle['mediaPrefix'], $media_dir );
	$categories = newsdesk_import_categories( $bundle['categories'] );
	$authors    = newsdesk_import_authors( $bundle['authors'] ?? array() );
	$pages      = newsdesk_import_pages( $bundle['pages'], $urls );
	$posts      = newsdesk_import_posts( $bundle['posts'], $categories, $authors, $urls );
	$media      = newsdesk_import_attachments( $bundle['attachments'], $posts, $bundle['now'] );
	newsdesk_import_author_pictures( $bundle['authors'] ?? array(), $authors, $media );
	foreach ( $bundle['posts'] as $post ) {
		if ( null !== $post['cover'] ) {
			set_post_thumbnail( $posts[ $post['id'] ], $media[ $post['cover'] ] );
		}
	}
	newsdesk_import_translation_groups( $bundle['pages'], $pages );
	$linked = newsdesk_import_post_groups( $bundle['posts'], $posts ) + newsdesk_import_category_groups( $bundle['categories'], $categories );
	newsdesk_import_privacy_policy_page( $bundle['pages'], $pages );

	wp_suspend_cache_invalidation( false );
	wp_cache_flush();
	// The one cache kept in the database: the category hierarchy (category_children).
	clean_taxonomy_cache( 'category' );
	$renamed = newsdesk_import_renames( $bundle['posts'], $posts ) + newsdesk_import_renames( $bundle['pages'], $pages );
	wp_defer_term_counting( false );

	// The demo's history of readers, as the embedded demo content starts with it (adapters/demo-content/demoSignals.ts):
	// each post's readers of the import's day (what ranks most read, as its views do), and the popular searches of
	// the day, each searched by more readers than the one after it.
	$day = gmdate( 'Y-m-d', (int) strtotime( $bundle['now'] ) );
	foreach ( $bundle['posts'] as $post ) {
		$views = (int) ( $post['meta']['newsdesk_views'] ?? 0 );
		if ( $views > 0 ) {
			\Newsdesk\Signals\Signals_History::record_reads( $posts[ $post['id'] ], $post['lang'], $day, $views );
		}
	}
	$searches = 0;
	foreach ( $bundle['searches'] as $language ) {
		$count = count( $language['terms'] );
		foreach ( array_values( $language['terms'] ) as $rank => $term ) {
			\Newsdesk\Signals\Signals_History::record_search_readers( $language['lang'], $term, 10 * ( $count - $rank ), $day );
			++$searches;
		}
	}

	$tags    = wp_count_terms( array( 'taxonomy' => 'post_tag' ) );
	$summary = array(
		'posts'       => count( $posts ),
		'pages'       => count( $pages ),
		'categories'  => count( $categories ),
		'authors'     => count( $authors ),
		'tags'        => is_wp_error( $tags ) ? 0 : (int) $tags,
		'attachments' => count( $media ),
		'files'       => count( $urls ),
		'searches'    => $searches,
		'renamed'     => $renamed,
		'linked'      => $linked,
		'seconds'     => round( microtime( true ) - $started, 2 ),
	);
	update_option(
		NEWSDESK_DEMO_IMPORT_OPTION,
		array(
			'now'     => $bundle['now'],
			'summary' => $summary,
		),
		false
	);
	return $summary;
}

/**
 * Acts as the site's first administrator: posts get an author, and content is
 * saved as an editor with unfiltered_html saves it.
 *
 * @throws RuntimeException Without an administrator.
 */
function newsdesk_import_as_administrator(): void {
	$admins = get_users(
		array(
			'role'    => 'administrator',
			'number'  => 1,
			'orderby' => 'ID',
			'fields'  => 'ID',
		)
	);
	if ( array() === $admins ) {
		throw new RuntimeException( 'this WordPress has no administrator to import as.' );
	}
	wp_set_current_user( (int) $admins[0] );
}

/**
 * No HTTP request leaves the import: the plugin would purge Newsdesk after each
 * save (and queue retries while Newsdesk is not up), and a site being filled
 * has nothing cached anywhere yet.
 *
 * @return array A 204 without a body, as if sent.
 */
function newsdesk_import_no_http(): array {
	return array(
		'headers'  => array(),
		'body'     => '',
		'response' => array(
			'code'    => 204,
			'message' => 'No Content',
		),
		'cookies'  => array(),
		'filename' => null,
	);
}

/**
 * Copies every media file into the uploads directory, under the dataset's own path.
 *
 * @param string[] $files     Paths under media/.
 * @param string   $prefix    The dataset's URL prefix of media (/demo-media).
 * @param string   $media_dir Where the bundle holds them.
 * @return array<string, string> Each dataset URL => its uploaded URL.
 * @throws RuntimeException When a file cannot be copied.
 */
function newsdesk_import_media_files( array $files, string $prefix, string $media_dir ): array {
	$uploads = wp_upload_dir( null, true );
	if ( ! empty( $uploads['error'] ) ) {
		throw new RuntimeException( 'no uploads directory: ' . $uploads['error'] );
	}
	$urls = array();
	foreach ( $files as $file ) {
		$target = trailingslashit( $uploads['basedir'] ) . NEWSDESK_DEMO_UPLOADS . '/' . $file;
		if ( ! wp_mkdir_p( dirname( $target ) ) || ! copy( $media_dir . $file, $target ) ) {
			throw new RuntimeException( sprintf( 'could not copy %s into %s.', $file, $target ) );
		}
		$urls[ $prefix . '/' . $file ] = trailingslashit( $uploads['baseurl'] ) . NEWSDESK_DEMO_UPLOADS . '/' . $file;
	}
	return $urls;
}

/**
 * Every dataset media URL in a value (a string, or strings nested in arrays) replaced by its upload's.
 *
 * @param mixed                 $value A meta value.
 * @param array<string, string> $urls  Dataset URL => uploaded URL.
 * @return mixed
 */
function newsdesk_import_rewrite_urls( $value, array $urls ) {
	if ( is_string( $value ) ) {
		return $urls[ $value ] ?? $value;
	}
	if ( is_array( $value ) ) {
		foreach ( $value as $key => $item ) {
			$value[ $key ] = newsdesk_import_rewrite_urls( $item, $urls );
		}
	}
	return $value;
}

/**
 * Categories, sections before their subcategories (the bundle's order).
 *
 * @param array $categories The bundle's categories.
 * @return array<string, int> Slug => term id.
 * @throws RuntimeException When WordPress refuses one.
 */
function newsdesk_import_categories( array $categories ): array {
	$ids = array();
	foreach ( $categories as $category ) {
		$parent = null === $category['parent'] ? 0 : ( $ids[ $category['parent'] ] ?? 0 );
		$term   = wp_insert_term(
			wp_slash( $category['name'] ),
			'category',
			wp_slash(
				array(
					'slug'        => $category['slug'],
					'description' => $category['description'],
					'parent'      => $parent,
				)
			)
		);
		if ( is_wp_error( $term ) ) {
			throw new RuntimeException( sprintf( 'category %s/%s: %s', $category['lang'], $category['slug'], $term->get_error_message() ) );
		}
		$ids[ $category['slug'] ] = (int) $term['term_id'];
		// The menu lists the dataset's categories in its order, not in name order.
		add_term_meta( (int) $term['term_id'], 'newsdesk_order', (int) $category['order'], true );
	}
	return $ids;
}

/**
 * Inserts one post or page under the dataset's id when it is free, published
 * under its former slug when it has one (renamed later), in its language.
 *
 * @param array $entry   The bundle's post or page.
 * @param array $postarr What else wp_insert_post takes (type, template, categories, tags).
 * @param array $urls    Dataset URL => uploaded URL.
 * @return int The new post's id.
 * @throws RuntimeException When WordPress refuses it or changes its slug.
 */
function newsdesk_import_entry( array $entry, array $postarr, array $urls ): int {
	$slug = $entry['formerSlug'] ?? $entry['slug'];
	$id   = wp_insert_post(
		wp_slash(
			array_merge(
				array(
					'import_id'     => $entry['id'],
					'post_status'   => 'publish',
					'post_title'    => $entry['title'],
					'post_name'     => $slug,
					'post_excerpt'  => $entry['excerpt'],
					'post_content'  => $entry['content'],
					'post_date_gmt' => $entry['dateGmt'],
					'post_date'     => get_date_from_gmt( $entry['dateGmt'] ),
				),
				$postarr
			)
		),
		true
	);
	if ( is_wp_error( $id ) ) {
		throw new RuntimeException( sprintf( '%s %s/%s: %s', $postarr['post_type'], $entry['lang'], $slug, $id->get_error_message() ) );
	}
	$saved = get_post( $id );
	if ( $saved->post_name !== $slug ) {
		throw new RuntimeException( sprintf( '%s %s/%s was saved as %s: another post holds that slug.', $postarr['post_type'], $entry['lang'], $slug, $saved->post_name ) );
	}
	if ( 'publish' !== $saved->post_status ) {
		throw new RuntimeException( sprintf( '%s %s/%s was saved as %s, not published: is its date (%s UTC) in the future?', $postarr['post_type'], $entry['lang'], $slug, $saved->post_status, $entry['dateGmt'] ) );
	}
	// add_post_meta, not meta_input: a new post has no meta to look up and replace first.
	foreach ( newsdesk_import_rewrite_urls( $entry['meta'], $urls ) as $key => $value ) {
		add_post_meta( $id, $key, wp_slash( $value ) );
	}
	$language = wp_set_object_terms( $id, $entry['lang'], 'language' );
	if ( is_wp_error( $language ) ) {
		throw new RuntimeException( sprintf( 'language of %s/%s: %s', $entry['lang'], $slug, $language->get_error_message() ) );
	}
	return (int) $id;
}

/**
 * Pages, with their template.
 *
 * @param array $pages The bundle's pages.
 * @param array $urls  Dataset URL => uploaded URL.
 * @return array<int, int> Dataset id => post id.
 */
function newsdesk_import_pages( array $pages, array $urls ): array {
	$ids = array();
	foreach ( $pages as $page ) {
		$ids[ $page['id'] ] = newsdesk_import_entry(
			$page,
			array(
				'post_type'      => 'page',
				'page_template'  => $page['template'],
				'comment_status' => 'closed',
				'ping_status'    => 'closed',
			),
			$urls
		);
	}
	return $ids;
}

/**
 * The demo's authors as WordPress users (role author): their slug as login and
 * user_nicename, their name as display name, their biography as biographical
 * info. No e-mail address and a random password: nobody signs in as them.
 *
 * @param array $authors The bundle's authors.
 * @return array<string, int> Slug => user id.
 * @throws RuntimeException When WordPress refuses one or changes their slug.
 */
function newsdesk_import_authors( array $authors ): array {
	$ids = array();
	foreach ( $authors as $author ) {
		$id = wp_insert_user(
			wp_slash(
				array(
					'user_login'    => $author['slug'],
					'user_nicename' => $author['slug'],
					'user_pass'     => wp_generate_password( 32 ),
					'display_name'  => $author['name'],
					'nickname'      => $author['name'],
					'description'   => $author['description'],
					'role'          => 'author',
				)
			)
		);
		if ( is_wp_error( $id ) ) {
			throw new RuntimeException( sprintf( 'author %s: %s', $author['slug'], $id->get_error_message() ) );
		}
		$saved = get_userdata( $id );
		if ( ! $saved instanceof WP_User || $saved->user_nicename !== $author['slug'] ) {
			throw new RuntimeException( sprintf( 'author %s was saved with another slug: another user holds it.', $author['slug'] ) );
		}
		$ids[ $author['slug'] ] = (int) $id;
	}
	return $ids;
}

/**
 * Each author's picture, once its attachment exists (the plugin's user meta).
 *
 * @param array $authors The bundle's authors.
 * @param array $users   Slug => user id.
 * @param array $media   Attachment key => attachment id.
 * @throws RuntimeException When a picture is no attachment of the bundle.
 */
function newsdesk_import_author_pictures( array $authors, array $users, array $media ): void {
	foreach ( $authors as $author ) {
		if ( null === $author['avatar'] ) {
			continue;
		}
		if ( ! isset( $media[ $author['avatar'] ] ) ) {
			throw new RuntimeException( sprintf( 'the picture of author %s (%s) is no attachment of the import.', $author['slug'], $author['avatar'] ) );
		}
		update_user_meta( $users[ $author['slug'] ], 'newsdesk_avatar_id', $media[ $author['avatar'] ] );
	}
}

/**
 * Posts, filed in their category, tagged with their topic keywords, by their
 * author (a post without one has no user as its author, not the importer).
 *
 * @param array $posts      The bundle's posts.
 * @param array $categories Slug => term id.
 * @param array $authors    Author slug => user id.
 * @param array $urls       Dataset URL => uploaded URL.
 * @return array<int, int> Dataset id => post id.
 * @throws RuntimeException When a post's category or author is unknown.
 */
function newsdesk_import_posts( array $posts, array $categories, array $authors, array $urls ): array {
	$ids = array();
	foreach ( $posts as $post ) {
		if ( ! isset( $categories[ $post['category'] ] ) ) {
			throw new RuntimeException( sprintf( 'post %s/%s is filed in an unknown category %s.', $post['lang'], $post['slug'], $post['category'] ) );
		}
		$author = $post['author'] ?? null;
		if ( null !== $author && ! isset( $authors[ $author ] ) ) {
			throw new RuntimeException( sprintf( 'post %s/%s is by an unknown author %s.', $post['lang'], $post['slug'], $author ) );
		}
		$ids[ $post['id'] ] = newsdesk_import_entry(
			$post,
			array(
				'post_type'     => 'post',
				'post_author'   => null === $author ? 0 : $authors[ $author ],
				'post_category' => array( $categories[ $post['category'] ] ),
				'tags_input'    => newsdesk_import_tag_ids( $post['lang'], $post['tags'] ),
			),
			$urls
		);
	}
	return $ids;
}

/**
 * The ids of a language's tags of these names, created when missing. A tag is
 * one term for every language in WordPress, so each language gets its own, with
 * a slug of its own (as Polylang makes them): German "Energie" and French
 * "Énergie" would otherwise be one tag, spelled as whichever came first.
 *
 * @param string   $lang  The language.
 * @param string[] $names The tags' names.
 * @return int[]
 * @throws RuntimeException When WordPress refuses one.
 */
function newsdesk_import_tag_ids( string $lang, array $names ): array {
	static $known = array();
	$ids = array();
	foreach ( $names as $name ) {
		$slug = sanitize_title( $name ) . '-' . $lang;
		if ( ! isset( $known[ $slug ] ) ) {
			$term = wp_insert_term( wp_slash( $name ), 'post_tag', array( 'slug' => $slug ) );
			if ( is_wp_error( $term ) ) {
				throw new RuntimeException( sprintf( 'tag %s/%s: %s', $lang, $name, $term->get_error_message() ) );
			}
			$known[ $slug ] = (int) $term['term_id'];
		}
		$ids[] = $known[ $slug ];
	}
	return $ids;
}

/**
 * Attachments over the copied files: metadata with the registered sizes, alt text.
 *
 * @param array  $attachments The bundle's attachments.
 * @param array  $posts       Dataset id => post id: the posts covers were uploaded to.
 * @param string $now         The dataset's now: the upload date.
 * @return array<string, int> Bundle key => attachment id.
 * @throws RuntimeException When WordPress refuses one.
 */
function newsdesk_import_attachments( array $attachments, array $posts, string $now ): array {
	$uploads  = wp_upload_dir( null, false );
	$uploaded = gmdate( 'Y-m-d H:i:s', (int) strtotime( $now ) );
	$ids      = array();
	foreach ( $attachments as $attachment ) {
		$relative = NEWSDESK_DEMO_UPLOADS . '/' . $attachment['file'];
		$path     = trailingslashit( $uploads['basedir'] ) . $relative;
		$id       = wp_insert_attachment(
			wp_slash(
				array(
					'post_title'     => $attachment['title'],
					'post_mime_type' => $attachment['mime'],
					'post_status'    => 'inherit',
					'post_date_gmt'  => $uploaded,
					'post_date'      => get_date_from_gmt( $uploaded ),
					'guid'           => trailingslashit( $uploads['baseurl'] ) . $relative,
				)
			),
			$path,
			$posts[ $attachment['parent'] ] ?? 0,
			true
		);
		if ( is_wp_error( $id ) ) {
			throw new RuntimeException( sprintf( 'attachment %s: %s', $attachment['file'], $id->get_error_message() ) );
		}
		$metadata = array(
			'width'    => $attachment['width'],
			'height'   => $attachment['height'],
			'file'     => $relative,
			'filesize' => (int) filesize( $path ),
			'sizes'    => $attachment['sizes'],
		);
		if ( str_starts_with( $attachment['mime'], 'image/' ) ) {
			$metadata['image_meta'] = array();
		} else {
			$metadata['mime_type'] = $attachment['mime'];
		}
		wp_update_attachment_metadata( $id, $metadata );
		if ( '' !== $attachment['alt'] ) {
			update_post_meta( $id, '_wp_attachment_image_alt', wp_slash( $attachment['alt'] ) );
		}
		$ids[ $attachment['key'] ] = (int) $id;
	}
	return $ids;
}

/**
 * Groups each kind of page with its translations, as Polylang does: one
 * post_translations term whose description is the serialized language => id map.
 *
 * @param array $pages The bundle's pages.
 * @param array $ids   Dataset id => post id.
 * @throws RuntimeException When WordPress refuses a term.
 */
function newsdesk_import_translation_groups( array $pages, array $ids ): void {
	$groups = array();
	foreach ( $pages as $page ) {
		$groups[ $page['kind'] ][ $page['lang'] ] = $ids[ $page['id'] ];
	}
	foreach ( $groups as $kind => $group ) {
		$term = wp_insert_term(
			'newsdesk_' . $kind,
			'post_translations',
			// phpcs:ignore WordPress.PHP.DiscouragedPHPFunctions.serialize_serialize -- Polylang's format, which the plugin reads.
			wp_slash( array( 'description' => serialize( $group ) ) )
		);
		if ( is_wp_error( $term ) ) {
			throw new RuntimeException( sprintf( 'translations of the %s pages: %s', $kind, $term->get_error_message() ) );
		}
		foreach ( $group as $id ) {
			wp_set_object_terms( $id, (int) $term['term_id'], 'post_translations' );
		}
	}
}

/**
 * Links the posts of each story with their translations, as Polylang does: one
 * post_translations term a group (named `pll_` and a unique id, as Polylang
 * names them), its description the serialized language => post id map. A post
 * whose `group` is null or missing stands alone (in no group).
 *
 * @param array $posts The bundle's posts.
 * @param array $ids   Dataset id => post id.
 * @return int How many groups were made.
 * @throws RuntimeException When WordPress refuses a term, or a group holds two posts of one language.
 */
function newsdesk_import_post_groups( array $posts, array $ids ): int {
	$groups = array();
	foreach ( $posts as $post ) {
		$group = $post['group'] ?? null;
		if ( ! is_string( $group ) || '' === $group ) {
			continue;
		}
		if ( isset( $groups[ $group ][ $post['lang'] ] ) ) {
			throw new RuntimeException( sprintf( 'the translation group %s holds two posts in %s.', $group, $post['lang'] ) );
		}
		$groups[ $group ][ $post['lang'] ] = $ids[ $post['id'] ];
	}
	foreach ( $groups as $key => $group ) {
		$term = newsdesk_import_group_term( 'post_translations', $group, 'posts ' . $key );
		foreach ( $group as $id ) {
			wp_set_object_terms( $id, $term, 'post_translations' );
		}
	}
	return count( $groups );
}

/**
 * Links each category with its translations (the same `group`, its key, in
 * every language), as Polylang does: one term_translations term a group, its
 * description the serialized language => term id map, its objects the
 * categories' term ids.
 *
 * @param array $categories The bundle's categories.
 * @param array $ids        Slug => term id.
 * @return int How many groups were made.
 * @throws RuntimeException When WordPress refuses a term, or a group holds two categories of one language.
 */
function newsdesk_import_category_groups( array $categories, array $ids ): int {
	$groups = array();
	foreach ( $categories as $category ) {
		$group = $category['group'] ?? null;
		if ( ! is_string( $group ) || '' === $group ) {
			continue;
		}
		if ( isset( $groups[ $group ][ $category['lang'] ] ) ) {
			throw new RuntimeException( sprintf( 'the category group %s holds two categories in %s.', $group, $category['lang'] ) );
		}
		$groups[ $group ][ $category['lang'] ] = $ids[ $category['slug'] ];
	}
	foreach ( $groups as $key => $group ) {
		$term = newsdesk_import_group_term( 'term_translations', $group, 'category ' . $key );
		foreach ( $group as $id ) {
			wp_set_object_terms( $id, $term, 'term_translations' );
		}
	}
	return count( $groups );
}

/**
 * One translation group's term, named as Polylang names them (`pll_` and a unique id).
 *
 * @param string $taxonomy post_translations or term_translations.
 * @param array  $group    Language => id.
 * @param string $what     What it groups, for an error.
 * @return int The term's id.
 * @throws RuntimeException When WordPress refuses it.
 */
function newsdesk_import_group_term( string $taxonomy, array $group, string $what ): int {
	$name = uniqid( 'pll_' );
	// phpcs:ignore WordPress.PHP.DiscouragedPHPFunctions.serialize_serialize -- Polylang's format, which the plugin reads.
	$term = wp_insert_term( $name, $taxonomy, wp_slash( array( 'description' => serialize( $group ) ) ) );
	if ( is_wp_error( $term ) ) {
		throw new RuntimeException( sprintf( 'translations of the %s: %s', $what, $term->get_error_message() ) );
	}
	return (int) $term['term_id'];
}

/**
 * Makes the default language's privacy page WordPress's own privacy policy page
 * (Settings → Privacy), as a newsroom would: the plugin answers a language's
 * privacy slug with it, or with its translation, when no page has that slug
 * (the plugin's includes/content/class-privacy-page.php).
 *
 * @param array $pages The bundle's pages.
 * @param array $ids   Dataset id => post id.
 * @throws RuntimeException When the bundle has no privacy page in the default language.
 */
function newsdesk_import_privacy_policy_page( array $pages, array $ids ): void {
	foreach ( $pages as $page ) {
		if ( 'privacy' === $page['kind'] && \Newsdesk\Languages::default_code() === $page['lang'] ) {
			update_option( 'wp_page_for_privacy_policy', $ids[ $page['id'] ] );
			return;
		}
	}
	throw new RuntimeException( sprintf( 'the bundle has no privacy page in %s, the default language.', \Newsdesk\Languages::default_code() ) );
}

/**
 * Renames what went out under a former slug: WordPress (posts) and the plugin
 * (pages) remember that slug in `_wp_old_slug`, as after an editor's rename.
 *
 * @param array $entries The bundle's posts or pages.
 * @param array $ids     Dataset id => post id.
 * @return int How many were renamed.
 * @throws RuntimeException When a rename fails.
 */
function newsdesk_import_renames( array $entries, array $ids ): int {
	$renamed = 0;
	foreach ( $entries as $entry ) {
		if ( null === $entry['formerSlug'] ) {
			continue;
		}
		$id      = $ids[ $entry['id'] ];
		$updated = wp_update_post(
			wp_slash(
				array(
					'ID'        => $id,
					'post_name' => $entry['slug'],
				)
			),
			true
		);
		if ( is_wp_error( $updated ) ) {
			throw new RuntimeException( sprintf( 'renaming %s/%s to %s: %s', $entry['lang'], $entry['formerSlug'], $entry['slug'], $updated->get_error_message() ) );
		}
		$saved = get_post_field( 'post_name', $id, 'raw' );
		if ( $saved !== $entry['slug'] ) {
			throw new RuntimeException( sprintf( '%s/%s was renamed %s, not %s: another post holds that slug.', $entry['lang'], $entry['formerSlug'], $saved, $entry['slug'] ) );
		}
		++$renamed;
	}
	return $renamed;
}
