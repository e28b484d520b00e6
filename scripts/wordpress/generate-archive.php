<?php
/**
 * A newsroom's archive, generated straight into the database with multi-row
 * INSERTs (one wp_insert_post per post would run every hook per post and take
 * hours at 120,000): posts of about 5 KB with headings, in every language of
 * the plugin's data/languages.json (\Newsdesk\Languages::codes()), at a
 * steady pace of publishing going back in time from now (the archive grows in
 * years, not in posts a day), filed under 12 sections and their subsections,
 * tagged, with views and ratings, each by one of 12 authors writing in every
 * language. Posts are linked with their translations as Polylang links them
 * (a `post_translations` term a group, its description the serialized
 * language => post id map): groups of one to six posts, one a language; and
 * each category, shown in every language, is grouped with itself in each
 * (`term_translations`). A development tool for the scale test and
 * `npm run bench:wordpress` (scripts/wordpress/archiveGenerator.ts drives it),
 * not part of the plugin; like an import by SQL, nothing of it is indexed until
 * Index_Runner::existing_content() runs.
 *
 * @package Newsdesk
 */

defined( 'ABSPATH' ) || exit;

/**
 * Sections, and subsections of each.
 */
const NEWSDESK_ARCHIVE_SECTIONS      = 12;
const NEWSDESK_ARCHIVE_SUBSECTIONS   = 4;
const NEWSDESK_ARCHIVE_TAGS          = 400;
const NEWSDESK_ARCHIVE_POSTS_PER_DAY = 66;
const NEWSDESK_ARCHIVE_CHUNK         = 400;
const NEWSDESK_ARCHIVE_AUTHORS       = 12;

/**
 * How each run of consecutive posts, one in each language, is cut into
 * translation groups: the sizes of its groups, one pattern after the other
 * (every size from one to six, more often the small ones, as newsrooms translate).
 */
const NEWSDESK_ARCHIVE_GROUPS = array( array( 6 ), array( 3, 3 ), array( 1, 5 ), array( 2, 4 ), array( 4, 1, 1 ), array( 2, 2, 2 ), array( 5, 1 ), array( 1, 1, 1, 1, 1, 1 ) );

/**
 * Grows the archive to $target generated posts (those already there are kept).
 *
 * @param int   $target The number of generated posts wanted.
 * @param array $words  Language => [[word, weight], ...], the commonest first.
 * @param int   $now    The newest post's time (Unix seconds).
 * @return array{posts: int, added: int, seconds: float}
 */
function newsdesk_generate_archive( int $target, array $words, int $now ): array {
	global $wpdb;
	$started    = microtime( true );
	$languages  = \Newsdesk\Languages::codes();
	$categories = newsdesk_archive_categories();
	$tags       = newsdesk_archive_tags( $words['en'] );
	$authors    = newsdesk_archive_authors();
	$language   = array();
	foreach ( $languages as $lang ) {
		$language[ $lang ] = (int) get_term_by( 'slug', $lang, 'language' )->term_taxonomy_id;
	}
	$samplers = array();
	foreach ( $languages as $lang ) {
		$samplers[ $lang ] = newsdesk_archive_sampler( $words[ $lang ] );
	}
	$have  = (int) $wpdb->get_var( "SELECT COUNT(*) FROM {$wpdb->postmeta} WHERE meta_key = '_newsdesk_generated'" ); // phpcs:ignore WordPress.DB.DirectDatabaseQuery
	$next  = (int) $wpdb->get_var( "SELECT COALESCE( MAX( ID ), 0 ) + 1 FROM {$wpdb->posts}" ); // phpcs:ignore WordPress.DB.DirectDatabaseQuery
	$added = 0;
	$wpdb->query( 'SET unique_checks = 0' );
	while ( $have + $added < $target ) {
		$count = min( NEWSDESK_ARCHIVE_CHUNK, $target - $have - $added );
		$posts  = array();
		$rels   = array();
		$meta   = array();
		$groups = array();
		for ( $i = 0; $i < $count; $i++ ) {
			$n    = $have + $added + $i;
			$id   = $next++;
			$lang = $languages[ $n % count( $languages ) ];
			// Its translation group: cut at the chunk's ends, so a group is written with all its posts.
			$groups[ newsdesk_archive_group_key( $n, count( $languages ) ) ][ $lang ] = $id;
			mt_srand( $n + 1 );
			$when   = $now - (int) floor( $n * DAY_IN_SECONDS / NEWSDESK_ARCHIVE_POSTS_PER_DAY );
			$gmt    = gmdate( 'Y-m-d H:i:s', $when );
			$title  = newsdesk_archive_sentence( $samplers[ $lang ], mt_rand( 6, 11 ) );
			$body   = newsdesk_archive_body( $samplers[ $lang ] );
			$posts[] = $wpdb->prepare(
				"(%d, %d, %s, %s, %s, %s, '', 'publish', 'open', 'open', '', %s, '', '', %s, %s, '', 0, '', 0, 'post', '', 0)",
				$id,
				$authors[ intdiv( $n, count( $languages ) ) % count( $authors ) ],
				$gmt,
				$gmt,
				$body,
				$title,
				sanitize_title( $title ) . '-' . $n,
				$gmt,
				$gmt
			);
			$rels[] = sprintf( '(%d,%d,0)', $id, $language[ $lang ] );
			$rels[] = sprintf( '(%d,%d,0)', $id, $categories[ mt_rand( 0, count( $categories ) - 1 ) ] );
			foreach ( array_rand( $tags, 3 ) as $tag ) {
				$rels[] = sprintf( '(%d,%d,0)', $id, $tags[ $tag ] );
			}
			$meta[] = sprintf( "(%d,'_newsdesk_generated','1')", $id );
			$meta[] = sprintf( "(%d,'newsdesk_views','%d')", $id, (int) floor( 100000 / mt_rand( 1, 1000 ) ) );
			if ( 0 === mt_rand( 0, 2 ) ) {
				$meta[] = $wpdb->prepare( "(%d,'newsdesk_rating',%s)", $id, serialize( array( 'average' => mt_rand( 10, 50 ) / 10, 'votes' => mt_rand( 1, 300 ) ) ) ); // phpcs:ignore WordPress.PHP.DiscouragedPHPFunctions.serialize_serialize -- post meta as WordPress stores it.
			}
		}
		foreach ( newsdesk_archive_group_terms( $groups ) as $id => $term_taxonomy_id ) {
			$rels[] = sprintf( '(%d,%d,0)', $id, $term_taxonomy_id );
		}
		// phpcs:disable WordPress.DB.PreparedSQL.NotPrepared, WordPress.DB.DirectDatabaseQuery -- each tuple was prepared or holds integers only.
		$wpdb->query( "INSERT INTO {$wpdb->posts} (ID, post_author, post_date, post_date_gmt, post_content, post_title, post_excerpt, post_status, comment_status, ping_status, post_password, post_name, to_ping, pinged, post_modified, post_modified_gmt, post_content_filtered, post_parent, guid, menu_order, post_type, post_mime_type, comment_count) VALUES " . implode( ',', $posts ) );
		$wpdb->query( "INSERT INTO {$wpdb->term_relationships} (object_id, term_taxonomy_id, term_order) VALUES " . implode( ',', $rels ) );
		$wpdb->query( "INSERT INTO {$wpdb->postmeta} (post_id, meta_key, meta_value) VALUES " . implode( ',', $meta ) );
		// phpcs:enable
		if ( '' !== $wpdb->last_error ) {
			throw new RuntimeException( 'generating the archive failed: ' . $wpdb->last_error );
		}
		$added += $count;
	}
	$wpdb->query( 'SET unique_checks = 1' );
	// WordPress's own counts of the terms, as wp_update_term_count would leave them.
	$wpdb->query( "UPDATE {$wpdb->term_taxonomy} tt SET tt.count = ( SELECT COUNT(*) FROM {$wpdb->term_relationships} tr WHERE tr.term_taxonomy_id = tt.term_taxonomy_id ) WHERE tt.taxonomy IN ( 'category', 'post_tag', 'language' )" ); // phpcs:ignore WordPress.DB.DirectDatabaseQuery
	clean_term_cache( array_values( $categories ), 'category' );
	wp_cache_flush();
	return array(
		'posts'   => $have + $added,
		'added'   => $added,
		'seconds' => round( microtime( true ) - $started, 2 ),
	);
}

/**
 * The translation group of the $n-th generated post: runs of consecutive posts,
 * one in each language, cut by NEWSDESK_ARCHIVE_GROUPS.
 *
 * @param int $n         The post's number in the archive.
 * @param int $languages How many languages there are.
 * @return string The run and the group within it.
 */
function newsdesk_archive_group_key( int $n, int $languages ): string {
	$run      = intdiv( $n, $languages );
	$position = $n % $languages;
	$end      = 0;
	foreach ( NEWSDESK_ARCHIVE_GROUPS[ $run % count( NEWSDESK_ARCHIVE_GROUPS ) ] as $part => $size ) {
		$end += $size;
		if ( $position < $end ) {
			return "{$run}-{$part}";
		}
	}
	return "{$run}-last";
}

/**
 * Writes the post_translations terms of a chunk's groups with a few multi-row
 * INSERTs, as Polylang would have them: a term named `pll_…`, its description
 * the serialized language => post id map, its count the group's size.
 *
 * @param array $groups Group key => language => post id.
 * @return array<int, int> Post id => the term taxonomy id of its group.
 * @throws RuntimeException When the database refuses them.
 */
function newsdesk_archive_group_terms( array $groups ): array {
	global $wpdb;
	$terms = array();
	foreach ( $groups as $group ) {
		$terms[ 'pll_archive_' . min( $group ) ] = $group;
	}
	$slugs = implode( ',', array_map( static fn( $slug ) => "'" . esc_sql( $slug ) . "'", array_keys( $terms ) ) );
	// phpcs:disable WordPress.DB.PreparedSQL.NotPrepared, WordPress.DB.PreparedSQL.InterpolatedNotPrepared, WordPress.DB.DirectDatabaseQuery -- each value was escaped or is an integer.
	$wpdb->query( "INSERT INTO {$wpdb->terms} (name, slug, term_group) VALUES " . implode( ',', array_map( static fn( $slug ) => "('{$slug}','{$slug}',0)", array_keys( $terms ) ) ) );
	$term_ids = $wpdb->get_results( "SELECT slug, term_id FROM {$wpdb->terms} WHERE slug IN ({$slugs})", OBJECT_K );
	$rows     = array();
	foreach ( $terms as $slug => $group ) {
		// phpcs:ignore WordPress.PHP.DiscouragedPHPFunctions.serialize_serialize -- Polylang's format, which the plugin reads.
		$rows[] = $wpdb->prepare( "(%d, 'post_translations', %s, 0, %d)", (int) $term_ids[ $slug ]->term_id, serialize( $group ), count( $group ) );
	}
	$wpdb->query( "INSERT INTO {$wpdb->term_taxonomy} (term_id, taxonomy, description, parent, count) VALUES " . implode( ',', $rows ) );
	$ids     = implode( ',', array_map( static fn( $term ) => (int) $term->term_id, $term_ids ) );
	$by_term = $wpdb->get_results( "SELECT term_id, term_taxonomy_id FROM {$wpdb->term_taxonomy} WHERE taxonomy = 'post_translations' AND term_id IN ({$ids})", OBJECT_K );
	// phpcs:enable
	if ( '' !== $wpdb->last_error || count( $by_term ) !== count( $terms ) ) {
		throw new RuntimeException( 'generating the translation groups failed: ' . $wpdb->last_error );
	}
	$of_post = array();
	foreach ( $terms as $slug => $group ) {
		foreach ( $group as $id ) {
			$of_post[ $id ] = (int) $by_term[ $term_ids[ $slug ]->term_id ]->term_taxonomy_id;
		}
	}
	return $of_post;
}

/**
 * The archive's authors (made once): users `archive-author-1` to `-12`, role author.
 *
 * @return int[] Their ids.
 * @throws RuntimeException When WordPress refuses one.
 */
function newsdesk_archive_authors(): array {
	$ids = array();
	for ( $a = 1; $a <= NEWSDESK_ARCHIVE_AUTHORS; $a++ ) {
		$user = get_user_by( 'login', "archive-author-{$a}" );
		if ( ! $user instanceof WP_User ) {
			$made = wp_insert_user(
				array(
					'user_login'    => "archive-author-{$a}",
					'user_nicename' => "archive-author-{$a}",
					'user_pass'     => wp_generate_password( 24 ),
					'display_name'  => "Archive Author {$a}",
					'description'   => "Writes the archive's stories, number {$a} of the newsroom.",
					'role'          => 'author',
				)
			);
			if ( is_wp_error( $made ) ) {
				throw new RuntimeException( 'generating the archive failed: ' . $made->get_error_message() );
			}
			$user = get_userdata( $made );
		}
		$ids[] = (int) $user->ID;
	}
	return $ids;
}

/**
 * The sections and subsections (made once): the subsections' term taxonomy ids, and the sections' too.
 *
 * @return int[]
 */
function newsdesk_archive_categories(): array {
	$ids = array();
	for ( $s = 1; $s <= NEWSDESK_ARCHIVE_SECTIONS; $s++ ) {
		$section = newsdesk_archive_term( "Section {$s}", "archive-section-{$s}", 0 );
		$ids[]   = (int) $section->term_taxonomy_id;
		for ( $c = 1; $c <= NEWSDESK_ARCHIVE_SUBSECTIONS; $c++ ) {
			$ids[] = (int) newsdesk_archive_term( "Section {$s}.{$c}", "archive-section-{$s}-{$c}", (int) $section->term_id )->term_taxonomy_id;
		}
	}
	return $ids;
}

/**
 * A category's translation group (made with the category): the archive files
 * every language's posts under the same categories, so each is its own
 * translation in every language, as a term_translations term names it.
 *
 * @param WP_Term $term A category of the archive.
 * @throws RuntimeException When WordPress refuses the term.
 */
function newsdesk_archive_category_group( WP_Term $term ): void {
	$group = array_fill_keys( \Newsdesk\Languages::codes(), (int) $term->term_id );
	// phpcs:ignore WordPress.PHP.DiscouragedPHPFunctions.serialize_serialize -- Polylang's format, which the plugin reads.
	$made = wp_insert_term( 'pll_archive_category_' . $term->term_id, 'term_translations', array( 'description' => serialize( $group ) ) );
	if ( is_wp_error( $made ) ) {
		throw new RuntimeException( $made->get_error_message() );
	}
	wp_set_object_terms( (int) $term->term_id, (int) $made['term_id'], 'term_translations' );
}

/**
 * A category, made when missing.
 *
 * @param string $name   Its name.
 * @param string $slug   Its slug.
 * @param int    $parent Its parent.
 */
function newsdesk_archive_term( string $name, string $slug, int $parent ): WP_Term {
	$term = get_term_by( 'slug', $slug, 'category' );
	if ( $term instanceof WP_Term ) {
		return $term;
	}
	$made = wp_insert_term( $name, 'category', compact( 'slug', 'parent' ) );
	if ( is_wp_error( $made ) ) {
		throw new RuntimeException( $made->get_error_message() );
	}
	$term = get_term( $made['term_id'], 'category' );
	newsdesk_archive_category_group( $term );
	return $term;
}

/**
 * The tags (made once): term taxonomy ids.
 *
 * @param array $words [[word, weight], ...].
 * @return int[]
 */
function newsdesk_archive_tags( array $words ): array {
	$ids = array();
	for ( $i = 0; $i < NEWSDESK_ARCHIVE_TAGS; $i++ ) {
		$name = $words[ ( $i * 7 ) % count( $words ) ][0] . ' ' . $words[ ( $i * 13 + 5 ) % count( $words ) ][0];
		$slug = 'archive-tag-' . $i;
		$term = get_term_by( 'slug', $slug, 'post_tag' );
		if ( ! $term instanceof WP_Term ) {
			$made = wp_insert_term( $name, 'post_tag', array( 'slug' => $slug ) );
			if ( is_wp_error( $made ) ) {
				throw new RuntimeException( $made->get_error_message() );
			}
			$term = get_term( $made['term_id'], 'post_tag' );
		}
		$ids[] = (int) $term->term_taxonomy_id;
	}
	return $ids;
}

/**
 * Draws words by their weight: the cumulative weights, searched by bisection.
 *
 * @param array $words [[word, weight], ...].
 * @return array{words: string[], totals: int[], sum: int}
 */
function newsdesk_archive_sampler( array $words ): array {
	$sum    = 0;
	$totals = array();
	foreach ( $words as $entry ) {
		$sum     += max( 1, (int) $entry[1] );
		$totals[] = $sum;
	}
	return array(
		'words'  => array_column( $words, 0 ),
		'totals' => $totals,
		'sum'    => $sum,
	);
}

/**
 * One word drawn.
 *
 * @param array $sampler newsdesk_archive_sampler().
 */
function newsdesk_archive_word( array $sampler ): string {
	$pick = mt_rand( 1, $sampler['sum'] );
	$low  = 0;
	$high = count( $sampler['totals'] ) - 1;
	while ( $low < $high ) {
		$mid = intdiv( $low + $high, 2 );
		if ( $sampler['totals'][ $mid ] < $pick ) {
			$low = $mid + 1;
		} else {
			$high = $mid;
		}
	}
	return $sampler['words'][ $low ];
}

/**
 * A sentence of $length words, capitalized, without a full stop.
 *
 * @param array $sampler newsdesk_archive_sampler().
 * @param int   $length  Words.
 */
function newsdesk_archive_sentence( array $sampler, int $length ): string {
	$words = array();
	for ( $i = 0; $i < $length; $i++ ) {
		$words[] = newsdesk_archive_word( $sampler );
	}
	$sentence = implode( ' ', $words );
	return mb_strtoupper( mb_substr( $sentence, 0, 1 ) ) . mb_substr( $sentence, 1 );
}

/**
 * A body of about 5 KB: a standfirst paragraph, then sections with an h2 and paragraphs.
 *
 * @param array $sampler newsdesk_archive_sampler().
 */
function newsdesk_archive_body( array $sampler ): string {
	$html = '';
	for ( $section = 0; $section < 5; $section++ ) {
		if ( $section > 0 ) {
			$html .= '<h2>' . esc_html( newsdesk_archive_sentence( $sampler, mt_rand( 3, 6 ) ) ) . "</h2>\n";
		}
		for ( $paragraph = 0; $paragraph < 2; $paragraph++ ) {
			$sentences = array();
			for ( $s = mt_rand( 3, 5 ); $s > 0; $s-- ) {
				$sentences[] = newsdesk_archive_sentence( $sampler, mt_rand( 8, 18 ) ) . '.';
			}
			$html .= '<p>' . esc_html( implode( ' ', $sentences ) ) . "</p>\n";
		}
	}
	return $html;
}
