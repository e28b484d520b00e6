<?php
/**
 * Imports the test corpus of issue 40 into this WordPress through WordPress's
 * own functions: WordPress's theme unit test data (two WXR files, read with
 * SimpleXML: Debian ships no importer plugin and no WP-CLI) and Gutenberg's
 * block fixtures, one post each. Everything is English content of the plugin's
 * data model (wordpress/newsdesk/README.md). Read in one PHP process by
 * scripts/wordpress/importCorpus.ts; a development tool, not part of the plugin.
 *
 * Offline: every media URL of the corpus on an outside host is rewritten to the
 * uploads folder, where a stand-in file is made (corpus-media.php).
 *
 * @package Newsdesk
 */

defined( 'ABSPATH' ) || exit;

// The demo's import, for acting as the site's administrator as it does.
require_once __DIR__ . '/import-demo.php';
require_once __DIR__ . '/corpus-wxr.php';
require_once __DIR__ . '/corpus-media.php';

/**
 * The option that marks a site as holding the corpus: what was imported, by id and source.
 */
const NEWSDESK_CORPUS_OPTION = 'newsdesk_corpus_import';

/**
 * The category every block fixture is filed in.
 */
const NEWSDESK_CORPUS_FIXTURE_CATEGORY = array(
	'name' => 'Block fixtures',
	'slug' => 'block-fixtures',
);

/**
 * The language of the whole corpus.
 */
const NEWSDESK_CORPUS_LANGUAGE = 'en';

/**
 * Imports the corpus once; a second run finds it there and only reports it.
 *
 * @param string $plan_file JSON: {"wxr": [{"source", "file"}], "fixtures": [{"source", "file", "title"}], "video": file}.
 * @return array|WP_Error The summary (every post and page with its Newsdesk address), or why the import stopped.
 */
function newsdesk_import_corpus( string $plan_file ) {
	$done = get_option( NEWSDESK_CORPUS_OPTION );
	if ( is_array( $done ) && isset( $done['entries'] ) ) {
		return newsdesk_corpus_summary( $done, false );
	}
	if ( ! taxonomy_exists( 'language' ) || ! method_exists( 'Newsdesk\Content\Post_Shape', 'card' ) || ! method_exists( 'Newsdesk\Content\Placement', 'page_path' ) || ! method_exists( 'Newsdesk\Index\Index_Runner', 'existing_content' ) ) {
		return new WP_Error( 'newsdesk_plugin_missing', 'The Newsdesk plugin is not active (or lacks its language taxonomy): the import needs its data model.' );
	}
	if ( ! function_exists( 'imagecreatetruecolor' ) ) {
		return new WP_Error( 'newsdesk_gd_missing', 'PHP has no GD extension (php-gd): the corpus\'s stand-in images are drawn with it.' );
	}
	$plan = wp_json_file_decode( $plan_file, array( 'associative' => true ) );
	if ( ! is_array( $plan ) || ! isset( $plan['wxr'], $plan['fixtures'], $plan['video'] ) ) {
		return new WP_Error( 'newsdesk_corpus_plan_invalid', sprintf( '%s is not a corpus import plan.', $plan_file ) );
	}
	global $wpdb;
	$started = microtime( true );
	// One transaction: one flush to disk instead of one per query, and an import
	// that stops halfway leaves no content behind (only generated files).
	$wpdb->query( 'START TRANSACTION' );
	try {
		$entries = newsdesk_corpus_import_all( $plan );
	} catch ( RuntimeException $e ) {
		$wpdb->query( 'ROLLBACK' );
		return new WP_Error( 'newsdesk_corpus_import_failed', 'The corpus import stopped: ' . $e->getMessage() );
	}
	$wpdb->query( 'COMMIT' );
	wp_cache_flush();
	$done = array(
		'entries' => $entries['entries'],
		'media'   => $entries['media'],
		'seconds' => round( microtime( true ) - $started, 2 ),
	);
	update_option( NEWSDESK_CORPUS_OPTION, $done, false );
	return newsdesk_corpus_summary( $done, true );
}

/**
 * The import itself; throws on the first failure.
 *
 * @param array $plan The decoded plan.
 * @return array{entries: array, media: int} Each imported post and page ({id, source}), and how many media files were made.
 * @throws RuntimeException When a file cannot be read or WordPress refuses something.
 */
function newsdesk_corpus_import_all( array $plan ): array {
	newsdesk_import_as_administrator();
	// As WordPress's own importer: no pings, no enclosure checks queued for each post.
	if ( ! defined( 'WP_IMPORTING' ) ) {
		define( 'WP_IMPORTING', true );
	}
	// No request leaves the import, to its process's end (WP-Cron's spawn, a purge).
	add_filter( 'pre_http_request', 'newsdesk_corpus_no_http', 20 );
	wp_defer_term_counting( true );
	// The plugin's index is written once at the end, in one pass (its README's way for
	// scripts): saved one by one, the index's rows cost more than the posts themselves.
	// Nothing is purged either: Newsdesk has nothing of the corpus cached yet. The
	// plugin's change watcher stops following saves (and terms set) meanwhile.
	\Newsdesk\Changes\Change_Watcher::pause();

	$media   = new Newsdesk_Corpus_Media( (string) $plan['video'] );
	$sources = array();
	foreach ( $plan['wxr'] as $wxr ) {
		$sources[] = array(
			'source' => (string) $wxr['source'],
			'data'   => newsdesk_corpus_read_wxr( (string) $wxr['file'] ),
		);
	}
	$fixtures = array();
	foreach ( $plan['fixtures'] as $fixture ) {
		$content = file_get_contents( (string) $fixture['file'] ); // phpcs:ignore WordPress.WP.AlternativeFunctions.file_get_contents_file_get_contents -- a local file of the repository.
		if ( false === $content ) {
			throw new RuntimeException( sprintf( 'cannot read the fixture %s.', $fixture['file'] ) );
		}
		$fixtures[] = array(
			'source'  => (string) $fixture['source'],
			'title'   => (string) $fixture['title'],
			'content' => $content,
		);
	}
	// Image sizes the corpus's own markup states (width and height beside a src).
	foreach ( $sources as $source ) {
		foreach ( $source['data']['items'] as $item ) {
			$media->learn_sizes( $item['content'] );
		}
	}
	foreach ( $fixtures as $fixture ) {
		$media->learn_sizes( $fixture['content'] );
	}

	$entries     = array();
	$attachments = array();
	foreach ( $sources as $source ) {
		$users = newsdesk_corpus_authors( $source['data']['authors'] );
		// Each category saved would rebuild the hierarchy's cache; once after them all instead.
		wp_suspend_cache_invalidation( true );
		$terms = newsdesk_corpus_terms( $source['data'] );
		wp_suspend_cache_invalidation( false );
		clean_taxonomy_cache( 'category' );
		clean_taxonomy_cache( 'post_tag' );
		$attachments = newsdesk_corpus_attachments( $source['source'], $source['data']['items'], $media, $attachments );
		$entries     = array_merge( $entries, newsdesk_corpus_items( $source['source'], $source['data']['items'], $users, $terms, $attachments, $media ) );
	}
	$entries = array_merge( $entries, newsdesk_corpus_fixtures( $fixtures, $media ) );
	wp_defer_term_counting( false );
	\Newsdesk\Changes\Change_Watcher::resume();
	\Newsdesk\Index\Index_Runner::existing_content();
	return array(
		'entries' => $entries,
		'media'   => $media->count(),
	);
}

/**
 * The summary the caller iterates over: each post and page as it is now (its
 * slug, title and status may have changed since the import), with its
 * Newsdesk address in English.
 *
 * @param array $done     The option's value.
 * @param bool  $imported Whether this run imported it.
 */
function newsdesk_corpus_summary( array $done, bool $imported ): array {
	$ids = array_map( 'intval', wp_list_pluck( $done['entries'], 'id' ) );
	_prime_post_caches( $ids, true, true );
	$entries = array();
	foreach ( $done['entries'] as $entry ) {
		$post = get_post( (int) $entry['id'] );
		if ( ! $post instanceof WP_Post ) {
			continue;
		}
		$slug      = \Newsdesk\Content\Post_Shape::slug( $post );
		$entries[] = array(
			'id'       => $post->ID,
			'type'     => $post->post_type,
			'slug'     => \Newsdesk\Content\Placement::slug_text( $slug ),
			'title'    => $post->post_title,
			'status'   => $post->post_status,
			'password' => '' !== $post->post_password,
			'source'   => $entry['source'],
			'path'     => 'page' === $post->post_type ? \Newsdesk\Content\Placement::page_path( NEWSDESK_CORPUS_LANGUAGE, $slug ) : \Newsdesk\Content\Post_Shape::card( $post, NEWSDESK_CORPUS_LANGUAGE )['link'],
		);
	}
	return array(
		'imported' => $imported,
		'seconds'  => (float) $done['seconds'],
		'media'    => (int) $done['media'],
		'entries'  => $entries,
	);
}

/**
 * Every request of the import answered at once, as if sent.
 *
 * @param false|array|WP_Error $pre An earlier filter's answer.
 * @return array|WP_Error
 */
function newsdesk_corpus_no_http( $pre ) {
	if ( false !== $pre ) {
		return $pre;
	}
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
 * The WXR's authors as WordPress users (role author), found by their login
 * when they exist already (the two files share theirs). No e-mail address and a
 * random password: nobody signs in as them.
 *
 * @param array $authors The file's authors.
 * @return array<string, int> Login => user id.
 * @throws RuntimeException When WordPress refuses one.
 */
function newsdesk_corpus_authors( array $authors ): array {
	$ids = array();
	foreach ( $authors as $author ) {
		$login    = sanitize_user( $author['login'], true );
		$existing = get_user_by( 'login', $login );
		if ( $existing instanceof WP_User ) {
			$ids[ $author['login'] ] = $existing->ID;
			continue;
		}
		$id = wp_insert_user(
			wp_slash(
				array(
					'user_login'   => $login,
					'user_pass'    => wp_generate_password( 32 ),
					'display_name' => '' !== $author['name'] ? $author['name'] : $login,
					'nickname'     => '' !== $author['name'] ? $author['name'] : $login,
					'first_name'   => $author['first'],
					'last_name'    => $author['last'],
					'role'         => 'author',
				)
			)
		);
		if ( is_wp_error( $id ) ) {
			throw new RuntimeException( sprintf( 'author %s: %s', $login, $id->get_error_message() ) );
		}
		$ids[ $author['login'] ] = (int) $id;
	}
	return $ids;
}

/**
 * The file's categories (each under its parent, whatever their order in the
 * file) and tags; a term whose slug exists already is reused.
 *
 * @param array $data The read file.
 * @return array{category: array<string, int>, post_tag: array<string, int>} Slug => term id.
 * @throws RuntimeException When WordPress refuses one, or a parent is missing.
 */
function newsdesk_corpus_terms( array $data ): array {
	$ids     = array(
		'category' => array(),
		'post_tag' => array(),
	);
	$pending = array();
	foreach ( $data['categories'] as $category ) {
		$pending[ $category['slug'] ] = $category;
	}
	// Parents first: each pass inserts those whose parent is known, until none is left.
	while ( array() !== $pending ) {
		$progress = false;
		foreach ( $pending as $slug => $category ) {
			$parent = $category['parent'];
			if ( '' !== $parent && ! isset( $ids['category'][ $parent ] ) && isset( $pending[ $parent ] ) ) {
				continue;
			}
			$ids['category'][ $slug ] = newsdesk_corpus_term( 'category', $category, '' === $parent ? 0 : ( $ids['category'][ $parent ] ?? newsdesk_corpus_existing_term( 'category', $parent ) ) );
			unset( $pending[ $slug ] );
			$progress = true;
		}
		if ( ! $progress ) {
			throw new RuntimeException( sprintf( 'the categories %s have parents in a loop.', implode( ', ', array_keys( $pending ) ) ) );
		}
	}
	foreach ( $data['tags'] as $tag ) {
		if ( ! isset( $ids['post_tag'][ $tag['slug'] ] ) ) {
			$ids['post_tag'][ $tag['slug'] ] = newsdesk_corpus_term( 'post_tag', $tag, 0 );
		}
	}
	return $ids;
}

/**
 * The id of a term by its slug; 0 when there is none.
 *
 * @param string $taxonomy The taxonomy.
 * @param string $slug     The slug.
 */
function newsdesk_corpus_existing_term( string $taxonomy, string $slug ): int {
	$term = get_term_by( 'slug', $slug, $taxonomy );
	return $term instanceof WP_Term ? $term->term_id : 0;
}

/**
 * One category or tag, inserted unless its slug exists already.
 *
 * @param string $taxonomy category or post_tag.
 * @param array  $term     Its slug, name and description.
 * @param int    $parent   Its parent's id (categories).
 * @return int Its id.
 * @throws RuntimeException When WordPress refuses it.
 */
function newsdesk_corpus_term( string $taxonomy, array $term, int $parent ): int {
	$existing = newsdesk_corpus_existing_term( $taxonomy, $term['slug'] );
	if ( $existing > 0 ) {
		return $existing;
	}
	$inserted = wp_insert_term(
		wp_slash( '' !== $term['name'] ? $term['name'] : $term['slug'] ),
		$taxonomy,
		wp_slash(
			array(
				'slug'        => $term['slug'],
				'description' => $term['description'],
				'parent'      => $parent,
			)
		)
	);
	if ( is_wp_error( $inserted ) ) {
		// Two names that WordPress takes for one (case, accents) under the same parent: the one there already.
		$same = $inserted->get_error_data( 'term_exists' );
		if ( is_numeric( $same ) ) {
			return (int) $same;
		}
		throw new RuntimeException( sprintf( '%s %s: %s', $taxonomy, $term['slug'], $inserted->get_error_message() ) );
	}
	return (int) $inserted['term_id'];
}

/**
 * The file's attachments, over stand-in files in the uploads folder, with
 * their metadata and sizes (wp_generate_attachment_metadata, as an upload):
 * featured images, galleries and media blocks find them. The same file in
 * both WXR files is one attachment.
 *
 * @param string                $source The source's name.
 * @param array                 $items  The file's items.
 * @param Newsdesk_Corpus_Media $media  The media files.
 * @param array<string, array>  $known  Attachments made so far: attachment URL => {source, wxr, id, parent}.
 * @return array<string, array> The same, with this file's.
 * @throws RuntimeException When WordPress refuses one.
 */
function newsdesk_corpus_attachments( string $source, array $items, Newsdesk_Corpus_Media $media, array $known ): array {
	require_once ABSPATH . 'wp-admin/includes/image.php';
	require_once ABSPATH . 'wp-admin/includes/media.php';
	foreach ( $items as $item ) {
		if ( 'attachment' !== $item['type'] || '' === $item['attachment_url'] || isset( $known[ $item['attachment_url'] ] ) ) {
			continue;
		}
		$local = $media->local( $item['attachment_url'] );
		if ( null === $local ) {
			throw new RuntimeException( sprintf( 'attachment %d: %s is no media file Newsdesk\'s corpus can stand in for.', $item['id'], $item['attachment_url'] ) );
		}
		$type = wp_check_filetype( $local['path'] );
		$id   = wp_insert_attachment(
			wp_slash(
				array(
					'import_id'      => $item['id'],
					'post_title'     => $item['title'],
					'post_content'   => $item['content'],
					'post_excerpt'   => $item['excerpt'],
					'post_name'      => $item['slug'],
					'post_status'    => 'inherit',
					'post_mime_type' => (string) $type['type'],
					'post_date'      => $item['date'],
					'post_date_gmt'  => $item['date_gmt'],
					'guid'           => $local['url'],
				)
			),
			$local['path'],
			0,
			true
		);
		if ( is_wp_error( $id ) ) {
			throw new RuntimeException( sprintf( 'attachment %s: %s', $item['attachment_url'], $id->get_error_message() ) );
		}
		wp_update_attachment_metadata( $id, str_starts_with( (string) $type['type'], 'image/' ) ? $media->image_metadata( $local['path'] ) : wp_generate_attachment_metadata( $id, $local['path'] ) );
		foreach ( $item['meta'] as list( $key, $value ) ) {
			if ( '_wp_attachment_image_alt' === $key && '' !== $value ) {
				update_post_meta( $id, $key, wp_slash( $value ) );
			}
		}
		$known[ $item['attachment_url'] ] = array(
			'source' => $source,
			'wxr'    => $item['id'],
			'id'     => (int) $id,
			'parent' => $item['parent'],
		);
	}
	return $known;
}

/**
 * The file's posts and pages, in English, by their author, in their
 * categories and tags, with their format, stickiness, password, featured
 * image and page template; pages under their parents. Comments, menus and
 * the block theme's own items are left out.
 *
 * @param string                $source      The source's name in the summary.
 * @param array                 $items       The file's items.
 * @param array<string, int>    $users       Author login => user id.
 * @param array                 $terms       Taxonomy => slug => term id.
 * @param array<string, array>  $attachments Attachment URL => {source, wxr, id, parent}.
 * @param Newsdesk_Corpus_Media $media       The media files.
 * @return array<int, array{id: int, source: string}>
 * @throws RuntimeException When WordPress refuses one.
 */
function newsdesk_corpus_items( string $source, array $items, array $users, array $terms, array $attachments, Newsdesk_Corpus_Media $media ): array {
	// The file's attachment ids => this site's (the same unless the id was taken).
	$attachment_ids = array();
	foreach ( $attachments as $attachment ) {
		$attachment_ids[ $attachment['wxr'] ] = $attachment['id'];
	}
	$posts   = array();
	$entries = array();
	$orphans = array();
	foreach ( $items as $item ) {
		if ( ! in_array( $item['type'], array( 'post', 'page' ), true ) ) {
			continue;
		}
		$postarr = array(
			'import_id'      => $item['id'],
			'post_type'      => $item['type'],
			'post_author'    => $users[ $item['author'] ] ?? get_current_user_id(),
			'post_title'     => $item['title'],
			'post_content'   => newsdesk_corpus_attachment_ids( $media->rewrite( $item['content'] ), $attachment_ids ),
			'post_excerpt'   => $media->rewrite( $item['excerpt'] ),
			'post_name'      => $item['slug'],
			'post_status'    => $item['status'],
			'post_password'  => $item['password'],
			'post_parent'    => $posts[ $item['parent'] ] ?? 0,
			'menu_order'     => $item['menu_order'],
			'comment_status' => $item['comment_status'],
			'ping_status'    => $item['ping_status'],
			'post_date'      => $item['date'],
			'tax_input'      => array( 'language' => array( newsdesk_corpus_language_term() ) ),
		);
		if ( '0000-00-00 00:00:00' !== $item['date_gmt'] && '' !== $item['date_gmt'] ) {
			$postarr['post_date_gmt'] = $item['date_gmt'];
		}
		$categories = array();
		$tags       = array();
		$format     = '';
		foreach ( $item['terms'] as $term ) {
			if ( 'category' === $term['taxonomy'] ) {
				$categories[] = $terms['category'][ $term['slug'] ] ?? newsdesk_corpus_term( 'category', $term + array( 'description' => '' ), 0 );
			} elseif ( 'post_tag' === $term['taxonomy'] ) {
				$tags[] = $terms['post_tag'][ $term['slug'] ] ?? newsdesk_corpus_term( 'post_tag', $term + array( 'description' => '' ), 0 );
			} elseif ( 'post_format' === $term['taxonomy'] ) {
				$format = (string) preg_replace( '/^post-format-/', '', $term['slug'] );
			}
		}
		if ( 'post' === $item['type'] ) {
			$postarr['post_category'] = $categories;
			$postarr['tags_input']    = $tags;
		}
		$id = wp_insert_post( wp_slash( $postarr ), true );
		if ( is_wp_error( $id ) ) {
			throw new RuntimeException( sprintf( '%s %d (%s): %s', $item['type'], $item['id'], $item['slug'], $id->get_error_message() ) );
		}
		$posts[ $item['id'] ] = (int) $id;
		if ( $item['parent'] > 0 && ! isset( $posts[ $item['parent'] ] ) ) {
			$orphans[ (int) $id ] = $item['parent'];
		}
		if ( '' !== $format ) {
			set_post_format( $id, $format );
		}
		if ( $item['sticky'] ) {
			stick_post( $id );
		}
		newsdesk_corpus_item_meta( (int) $id, $item['meta'], $attachment_ids );
		$entries[] = array(
			'id'     => (int) $id,
			'source' => $source,
		);
	}
	// Pages whose parent came later in the file, as WordPress's importer mends them.
	global $wpdb;
	foreach ( $orphans as $id => $parent ) {
		if ( isset( $posts[ $parent ] ) ) {
			$wpdb->update( $wpdb->posts, array( 'post_parent' => $posts[ $parent ] ), array( 'ID' => $id ), '%d', '%d' );
			clean_post_cache( $id );
		}
	}
	// Attachments belong to the posts they were uploaded to: a [gallery] without ids shows those.
	foreach ( $attachments as $attachment ) {
		if ( $source === $attachment['source'] && $attachment['parent'] > 0 && isset( $posts[ $attachment['parent'] ] ) ) {
			$wpdb->update( $wpdb->posts, array( 'post_parent' => $posts[ $attachment['parent'] ] ), array( 'ID' => $attachment['id'] ), '%d', '%d' );
			clean_post_cache( $attachment['id'] );
		}
	}
	return $entries;
}

/**
 * The meta a reader sees the effect of: the featured image, the page template
 * and the footnotes of the footnotes block. Not the oEmbed caches of the
 * site the file came from (WordPress must fetch its own), nor WordPress.com's
 * publicizing, enclosures or former slugs.
 *
 * @param int                $id             The post.
 * @param array              $meta           The item's meta, [key, value] pairs.
 * @param array<int, int>    $attachment_ids The file's attachment ids => this site's.
 */
function newsdesk_corpus_item_meta( int $id, array $meta, array $attachment_ids ): void {
	foreach ( $meta as list( $key, $value ) ) {
		if ( '_thumbnail_id' === $key ) {
			$thumbnail = $attachment_ids[ (int) $value ] ?? 0;
			if ( $thumbnail > 0 ) {
				set_post_thumbnail( $id, $thumbnail );
			}
		} elseif ( in_array( $key, array( '_wp_page_template', 'footnotes' ), true ) && '' !== $value ) {
			update_post_meta( $id, $key, wp_slash( $value ) );
		}
	}
}

/**
 * Attachment ids in content written for the site the file came from, as this
 * site gave them: media blocks' attributes, wp-image-N classes, data-id,
 * [gallery ids] and [caption id]. Nothing changes when every id was kept.
 *
 * @param string          $content The content.
 * @param array<int, int> $ids     The file's attachment ids => this site's.
 */
function newsdesk_corpus_attachment_ids( string $content, array $ids ): string {
	$moved = array_filter(
		$ids,
		static function ( $id, $wxr ) {
			return $id !== $wxr;
		},
		ARRAY_FILTER_USE_BOTH
	);
	if ( array() === $moved ) {
		return $content;
	}
	$map  = static function ( $id ) use ( $moved ) {
		return $moved[ (int) $id ] ?? (int) $id;
	};
	$list = static function ( string $list ) use ( $map ): string {
		return implode( ',', array_map( $map, array_map( 'trim', explode( ',', $list ) ) ) );
	};
	$content = (string) preg_replace_callback(
		'#<!-- wp:(image|audio|video|file|cover|media-text|gallery) (\{.*?\}) (/?)-->#s',
		static function ( $m ) use ( $map ) {
			$attributes = json_decode( $m[2], true );
			if ( ! is_array( $attributes ) ) {
				return $m[0];
			}
			foreach ( array( 'id', 'mediaId' ) as $key ) {
				if ( isset( $attributes[ $key ] ) && is_numeric( $attributes[ $key ] ) ) {
					$attributes[ $key ] = $map( $attributes[ $key ] );
				}
			}
			if ( isset( $attributes['ids'] ) && is_array( $attributes['ids'] ) ) {
				$attributes['ids'] = array_map( $map, $attributes['ids'] );
			}
			return '<!-- wp:' . $m[1] . ' ' . serialize_block_attributes( $attributes ) . ' ' . $m[3] . '-->';
		},
		$content
	);
	$content = (string) preg_replace_callback(
		'#\b(wp-image-|attachment_)(\d+)\b#',
		static function ( $m ) use ( $map ) {
			return $m[1] . $map( $m[2] );
		},
		$content
	);
	$content = (string) preg_replace_callback(
		'#\bdata-id=(["\'])(\d+)\1#',
		static function ( $m ) use ( $map ) {
			return 'data-id=' . $m[1] . $map( $m[2] ) . $m[1];
		},
		$content
	);
	return (string) preg_replace_callback(
		'#(\[gallery\b[^\]]*?\b(?:ids|include)=)(["\']?)([\d,\s]+)\2#',
		static function ( $m ) use ( $list ) {
			return $m[1] . $m[2] . $list( $m[3] ) . $m[2];
		},
		$content
	);
}

/**
 * The id of the corpus's language term.
 *
 * @throws RuntimeException When the plugin did not create it.
 */
function newsdesk_corpus_language_term(): int {
	$term = get_term_by( 'slug', NEWSDESK_CORPUS_LANGUAGE, 'language' );
	if ( ! $term instanceof WP_Term ) {
		throw new RuntimeException( sprintf( 'no language term %s: is the Newsdesk plugin active?', NEWSDESK_CORPUS_LANGUAGE ) );
	}
	return $term->term_id;
}

/**
 * One published post per block fixture, titled with its name, by the
 * administrator, in the category "Block fixtures", a minute apart in the
 * fixtures' order (the first the newest).
 *
 * @param array                 $fixtures    Each {source, title, content}.
 * @param Newsdesk_Corpus_Media $media       The media files.
 * @return array<int, array{id: int, source: string}>
 * @throws RuntimeException When WordPress refuses one.
 */
function newsdesk_corpus_fixtures( array $fixtures, Newsdesk_Corpus_Media $media ): array {
	if ( array() === $fixtures ) {
		return array();
	}
	$category = newsdesk_corpus_term( 'category', NEWSDESK_CORPUS_FIXTURE_CATEGORY + array( 'description' => 'Gutenberg\'s block fixtures, one post each.' ), 0 );
	$language = newsdesk_corpus_language_term();
	$newest   = strtotime( '2024-06-01 12:00:00 UTC' );
	$entries  = array();
	foreach ( array_values( $fixtures ) as $index => $fixture ) {
		$date = gmdate( 'Y-m-d H:i:s', $newest - $index * MINUTE_IN_SECONDS );
		$id   = wp_insert_post(
			wp_slash(
				array(
					'post_type'     => 'post',
					'post_status'   => 'publish',
					'post_author'   => get_current_user_id(),
					'post_title'    => $fixture['title'],
					'post_content'  => $media->rewrite( $fixture['content'] ),
					'post_date_gmt' => $date,
					'post_date'     => get_date_from_gmt( $date ),
					'post_category' => array( $category ),
					'tax_input'     => array( 'language' => array( $language ) ),
				)
			),
			true
		);
		if ( is_wp_error( $id ) ) {
			throw new RuntimeException( sprintf( 'fixture %s: %s', $fixture['source'], $id->get_error_message() ) );
		}
		$entries[] = array(
			'id'     => (int) $id,
			'source' => $fixture['source'],
		);
	}
	return $entries;
}
