<?php
/**
 * Keeps the index (index-schema.php) current: a post's rows are written again
 * whenever it is saved, published, unpublished, trashed or deleted, and when its
 * categories or language change outside a save.
 * A save costs a few small writes and, when the post joins or leaves a list
 * (a category's, or its author's), a count of that list's rows (an index
 * range, never the archive).
 *
 * @package Newsdesk
 */

defined( 'ABSPATH' ) || exit;

/**
 * The largest INSERT sent at once, in bytes (MariaDB's max_allowed_packet is 16 MB by default).
 */
const NEWSDESK_INDEX_MAX_STATEMENT = 1000000;

add_action( 'wp_after_insert_post', 'newsdesk_index_after_save', 20, 2 );
add_action( 'set_object_terms', 'newsdesk_index_after_terms', 10, 4 );
add_action( 'deleted_post', 'newsdesk_index_after_delete', 10, 1 );
add_action( 'edit_terms', 'newsdesk_index_note_category', 10, 2 );
add_action( 'edited_category', 'newsdesk_index_after_category', 10, 1 );
add_action( 'delete_category', 'newsdesk_index_after_category_delete', 10, 1 );
add_action( 'shutdown', 'newsdesk_index_pending', 10 );
add_action( 'deleted_user', 'newsdesk_index_after_user_delete', 10, 2 );

/**
 * Posts whose terms changed outside a save, indexed at the end of the request;
 * and the parent each edited category had before its edit.
 *
 * @param array|null $replace The new state, to store it.
 * @return array{posts: array<int, true>, parents: array<int, int>}
 */
function newsdesk_index_changes( ?array $replace = null ): array {
	static $changes = array(
		'posts'   => array(),
		'parents' => array(),
	);
	if ( null !== $replace ) {
		$changes = $replace;
	}
	return $changes;
}

/**
 * Whether the tables exist at this plugin's shape (rows may still be missing while it builds).
 */
function newsdesk_index_exists(): bool {
	return NEWSDESK_INDEX_SCHEMA === newsdesk_index_state()['schema'];
}

/**
 * Once a post is saved with its terms and meta: a post or page without a
 * language gets the default one, and its rows are written again.
 *
 * @param int     $post_id The post.
 * @param WP_Post $post    The post as saved.
 */
function newsdesk_index_after_save( $post_id, $post ): void {
	if ( ! $post instanceof WP_Post || ! in_array( $post->post_type, array( 'post', 'page' ), true ) || wp_is_post_revision( $post ) ) {
		return;
	}
	if ( 'auto-draft' !== $post->post_status && ! newsdesk_polylang_active() && taxonomy_exists( 'language' ) ) {
		$terms = get_the_terms( $post->ID, 'language' );
		if ( ! is_array( $terms ) ) {
			wp_set_object_terms( $post->ID, newsdesk_default_language(), 'language' );
		}
	}
	if ( newsdesk_index_exists() ) {
		newsdesk_index_posts( array( (int) $post_id ), true );
	}
	$changes = newsdesk_index_changes();
	unset( $changes['posts'][ (int) $post_id ] );
	newsdesk_index_changes( $changes );
}

/**
 * When a post's categories or language change (within a save too: the save's
 * own indexing then takes it off the list).
 *
 * @param int    $object_id The post.
 * @param array  $terms     The terms given.
 * @param array  $tt_ids    Their term taxonomy ids.
 * @param string $taxonomy  The taxonomy.
 */
function newsdesk_index_after_terms( $object_id, $terms, $tt_ids, $taxonomy ): void {
	if ( in_array( $taxonomy, array( 'category', 'language' ), true ) ) {
		$changes                                    = newsdesk_index_changes();
		$changes['posts'][ (int) $object_id ] = true;
		newsdesk_index_changes( $changes );
	}
}

/**
 * At the end of the request: the posts whose terms changed outside a save.
 */
function newsdesk_index_pending(): void {
	$changes = newsdesk_index_changes();
	$ids     = array_keys( $changes['posts'] );
	$changes['posts'] = array();
	newsdesk_index_changes( $changes );
	if ( array() !== $ids && newsdesk_index_exists() ) {
		newsdesk_index_posts( $ids, true );
	}
}

/**
 * Once a post is deleted.
 *
 * @param int $post_id The post.
 */
function newsdesk_index_after_delete( $post_id ): void {
	if ( newsdesk_index_exists() ) {
		// WordPress cleans the post's cache after this hook: get_post() would still find it.
		newsdesk_index_posts( array( (int) $post_id ), true, true );
	}
}

/**
 * Before a category is edited: its parent, to tell a move.
 *
 * @param int    $term_id  The term.
 * @param string $taxonomy The taxonomy.
 */
function newsdesk_index_note_category( $term_id, $taxonomy ): void {
	if ( 'category' !== $taxonomy ) {
		return;
	}
	$term = get_term( (int) $term_id, 'category' );
	if ( $term instanceof WP_Term ) {
		$changes                                = newsdesk_index_changes();
		$changes['parents'][ (int) $term_id ] = (int) $term->parent;
		newsdesk_index_changes( $changes );
	}
}

/**
 * Once a category is edited: a category moved under another parent changes
 * the lists every post below it is in, which a pass over the archive rewrites
 * in the background (the index keeps answering meanwhile).
 *
 * @param int $term_id The category.
 */
function newsdesk_index_after_category( $term_id ): void {
	$changes = newsdesk_index_changes();
	$before  = $changes['parents'][ (int) $term_id ] ?? null;
	unset( $changes['parents'][ (int) $term_id ] );
	newsdesk_index_changes( $changes );
	$term = get_term( (int) $term_id, 'category' );
	if ( null !== $before && $term instanceof WP_Term && (int) $term->parent !== $before && newsdesk_index_exists() ) {
		newsdesk_index_start_pass();
	}
}

/**
 * Once a category is deleted: its lists go (WordPress files its posts elsewhere, one by one).
 *
 * @param int $term_id The category.
 */
function newsdesk_index_after_category_delete( $term_id ): void {
	if ( ! newsdesk_index_exists() ) {
		return;
	}
	global $wpdb;
	$t = newsdesk_index_tables();
	$wpdb->query( $wpdb->prepare( "DELETE FROM {$t['terms']} WHERE term_id = %d", (int) $term_id ) ); // phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared, WordPress.DB.DirectDatabaseQuery -- our own table.
	$wpdb->query( $wpdb->prepare( "DELETE FROM {$t['counts']} WHERE term_id = %d", (int) $term_id ) ); // phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared, WordPress.DB.DirectDatabaseQuery -- our own table.
	newsdesk_search_cache_invalidate();
}

/**
 * The words of a text "did you mean" may offer (four letters or more): folded => as written, in lower case.
 *
 * @param string $text Plain text.
 * @return array<string, string>
 */
function newsdesk_vocabulary_words( string $text ): array {
	$words = preg_split( '/[^\p{L}\p{N}]+/u', mb_strtolower( $text, 'UTF-8' ), -1, PREG_SPLIT_NO_EMPTY );
	$found = array();
	foreach ( is_array( $words ) ? $words : array() as $word ) {
		if ( mb_strlen( $word ) < 4 || mb_strlen( $word ) > NEWSDESK_SEARCH_MAX_WORD ) {
			continue;
		}
		$folded = newsdesk_fold_text( $word );
		if ( ! isset( $found[ $folded ] ) ) {
			$found[ $folded ] = $word;
		}
	}
	return $found;
}

/**
 * What the index holds of a post, or null when readers never see it (not
 * published, password-protected, not a post or a page). Reads the caches
 * _prime_post_caches() filled: no query of its own.
 *
 * @param WP_Post $post A post.
 * @return array{post_id: int, post_type: string, lang: string, published: string, author: int, title: string, body: string, vocabulary: array<string, string>, terms: int[]}|null
 */
function newsdesk_index_row( WP_Post $post ): ?array {
	if ( 'publish' !== $post->post_status || '' !== (string) $post->post_password || ! in_array( $post->post_type, array( 'post', 'page' ), true ) ) {
		return null;
	}
	$title   = html_entity_decode( wp_strip_all_tags( $post->post_title ), ENT_QUOTES | ENT_HTML5, 'UTF-8' );
	$excerpt = newsdesk_html_text( $post->post_excerpt );
	// What "did you mean" may offer: words search finds (a title's, an excerpt's), not tags, which it does not search.
	$words = newsdesk_vocabulary_words( $title . ' ' . $excerpt );
	$terms = array();
	if ( 'post' === $post->post_type ) {
		$terms      = array( 0 );
		$categories = newsdesk_categories_by_id();
		$filed      = get_the_terms( $post->ID, 'category' );
		foreach ( is_array( $filed ) ? $filed : array() as $term ) {
			$terms = array_merge( $terms, newsdesk_term_lineage( (int) $term->term_id, $categories ) );
		}
	}
	$gmt = (string) $post->post_date_gmt;
	if ( '' === $gmt || '0000-00-00 00:00:00' === $gmt ) {
		$gmt = get_gmt_from_date( $post->post_date );
	}
	return array(
		'post_id'    => (int) $post->ID,
		'post_type'  => $post->post_type,
		'lang'       => newsdesk_post_language( (int) $post->ID ),
		'published'  => $gmt,
		'author'     => (int) $post->post_author,
		'title'      => newsdesk_index_text( $title ),
		'body'       => newsdesk_index_text( $excerpt . ' ' . newsdesk_html_text( $post->post_content ) ),
		'vocabulary' => $words,
		'terms'      => array_values( array_unique( $terms ) ),
	);
}

/**
 * Writes the rows of some posts again (none for a post readers do not see or
 * that no longer exists): their row, their lists, the vocabulary's counts, and
 * when $recount the count of every list one of them joined or left.
 *
 * @param int[] $ids     Post ids.
 * @param bool  $recount Whether to count the lists again now (a build counts them all at its end).
 * @param bool  $deleted Whether they were just deleted (their rows go, whatever the cache still holds).
 */
function newsdesk_index_posts( array $ids, bool $recount, bool $deleted = false ): void {
	global $wpdb;
	$ids = array_values( array_unique( array_filter( array_map( 'absint', $ids ) ) ) );
	if ( array() === $ids ) {
		return;
	}
	$t    = newsdesk_index_tables();
	$list = implode( ',', $ids );
	$rows = array();
	if ( ! $deleted ) {
		_prime_post_caches( $ids, true, true );
	}
	foreach ( $deleted ? array() : $ids as $id ) {
		$post = get_post( $id );
		$row  = $post instanceof WP_Post ? newsdesk_index_row( $post ) : null;
		if ( null !== $row ) {
			$rows[ $id ] = $row;
		}
	}
	// phpcs:disable WordPress.DB.PreparedSQL.InterpolatedNotPrepared, WordPress.DB.DirectDatabaseQuery -- our own tables; ids are integers.
	$before = $wpdb->get_results( "SELECT post_id, post_type, lang, author, vocabulary FROM {$t['posts']} WHERE post_id IN ( {$list} )" );
	$lists  = $recount ? $wpdb->get_results( "SELECT post_id, term_id, lang FROM {$t['terms']} WHERE post_id IN ( {$list} )" ) : array();
	$gone   = array_diff( $ids, array_keys( $rows ) );
	if ( array() !== $gone ) {
		$wpdb->query( "DELETE FROM {$t['posts']} WHERE post_id IN ( " . implode( ',', $gone ) . ' )' );
	}
	$wpdb->query( "DELETE FROM {$t['terms']} WHERE post_id IN ( {$list} )" );
	// phpcs:enable

	$post_values = array();
	$term_values = array();
	foreach ( $rows as $row ) {
		$post_values[] = $wpdb->prepare( '(%d,%s,%s,%s,%d,%s,%s,%s)', $row['post_id'], $row['post_type'], $row['lang'], $row['published'], $row['author'], $row['title'], $row['body'], implode( ' ', array_keys( $row['vocabulary'] ) ) );
		foreach ( $row['terms'] as $term_id ) {
			$term_values[] = $wpdb->prepare( '(%d,%s,%s,%d)', $term_id, $row['lang'], $row['published'], $row['post_id'] );
		}
	}
	// Only changed columns are written: a full-text document whose text did not change is not indexed again.
	newsdesk_index_insert(
		"INSERT INTO {$t['posts']} (post_id, post_type, lang, published, author, title, body, vocabulary) VALUES ",
		$post_values,
		' ON DUPLICATE KEY UPDATE post_type = VALUES(post_type), lang = VALUES(lang), published = VALUES(published), author = VALUES(author), title = VALUES(title), body = VALUES(body), vocabulary = VALUES(vocabulary)'
	);
	newsdesk_index_insert( "INSERT INTO {$t['terms']} (term_id, lang, published, post_id) VALUES ", $term_values, '' );
	newsdesk_index_count_words( $before, $rows );
	newsdesk_search_cache_invalidate();

	if ( $recount ) {
		// The lists each post joined or left: a list it was in and still is in keeps its count.
		$was = array();
		foreach ( $lists as $key ) {
			$was[ (int) $key->post_id ][ $key->term_id . ':' . $key->lang ] = true;
		}
		$changed = array();
		foreach ( $ids as $id ) {
			$now = array();
			foreach ( $rows[ $id ]['terms'] ?? array() as $term_id ) {
				$now[ $term_id . ':' . $rows[ $id ]['lang'] ] = true;
			}
			$before_keys = $was[ $id ] ?? array();
			$changed    += array_diff_key( $now, $before_keys ) + array_diff_key( $before_keys, $now );
		}
		newsdesk_index_recount( array_keys( $changed ) );
		newsdesk_index_recount_authors( newsdesk_index_author_lists_changed( $before, $rows, $ids ) );
	}
}

/**
 * The author lists ("author:lang") some posts joined or left: a post of an
 * author (a user id above 0) counts in that author's list of its language.
 *
 * @param object[] $before The rows replaced: post_id, post_type, lang, author.
 * @param array[]  $rows   The new rows (newsdesk_index_row()), by post id.
 * @param int[]    $ids    The posts written.
 * @return string[]
 */
function newsdesk_index_author_lists_changed( array $before, array $rows, array $ids ): array {
	$was = array();
	foreach ( $before as $old ) {
		if ( 'post' === $old->post_type && (int) $old->author > 0 ) {
			$was[ (int) $old->post_id ] = (int) $old->author . ':' . $old->lang;
		}
	}
	$changed = array();
	foreach ( $ids as $id ) {
		$row = $rows[ $id ] ?? null;
		$now = null !== $row && 'post' === $row['post_type'] && $row['author'] > 0 ? $row['author'] . ':' . $row['lang'] : null;
		$old = $was[ $id ] ?? null;
		if ( $now !== $old ) {
			foreach ( array_filter( array( $now, $old ) ) as $key ) {
				$changed[ $key ] = true;
			}
		}
	}
	return array_keys( $changed );
}

/**
 * Counts some authors' lists again from their own key range (`by_author`).
 *
 * @param string[] $keys "author:lang".
 */
function newsdesk_index_recount_authors( array $keys ): void {
	global $wpdb;
	if ( array() === $keys ) {
		return;
	}
	$t     = newsdesk_index_tables();
	$lists = newsdesk_index_key_rows( $keys, 'author' );
	// phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared, WordPress.DB.DirectDatabaseQuery -- our own tables; each key was prepared.
	$wpdb->query(
		"INSERT INTO {$t['authors']} (lang, author, posts)
		SELECT k.lang, k.author, ( SELECT COUNT(*) FROM {$t['posts']} p WHERE p.post_type = 'post' AND p.lang = k.lang AND p.author = k.author )
		FROM ( {$lists} ) k
		ON DUPLICATE KEY UPDATE posts = VALUES(posts)"
	);
}

/**
 * Once a user is deleted: WordPress deleted their posts one by one (each
 * indexed then), or gave them to another user with one UPDATE no save hook
 * sees; then the index's rows follow, and both authors are counted again.
 *
 * @param int      $user_id  The user deleted.
 * @param int|null $reassign The user who got their posts, or null.
 */
function newsdesk_index_after_user_delete( $user_id, $reassign ): void {
	global $wpdb;
	if ( ! newsdesk_index_exists() ) {
		return;
	}
	$t        = newsdesk_index_tables();
	$reassign = (int) $reassign;
	// phpcs:disable WordPress.DB.PreparedSQL.InterpolatedNotPrepared, WordPress.DB.DirectDatabaseQuery -- our own tables.
	$langs = $wpdb->get_col( $wpdb->prepare( "SELECT lang FROM {$t['authors']} WHERE author = %d", (int) $user_id ) );
	// The key's own prefixes (post_type, lang) named, so the UPDATE reads the user's rows only.
	$in = implode( ',', array_map( array( $wpdb, 'prepare' ), array_fill( 0, count( newsdesk_languages() ), '%s' ), newsdesk_languages() ) );
	$wpdb->query( $wpdb->prepare( "UPDATE {$t['posts']} SET author = %d WHERE post_type IN ( 'post', 'page' ) AND lang IN ( {$in} ) AND author = %d", $reassign, (int) $user_id ) );
	// phpcs:enable
	$keys = array();
	foreach ( $langs as $lang ) {
		$keys[] = (int) $user_id . ':' . $lang;
		if ( $reassign > 0 ) {
			$keys[] = $reassign . ':' . $lang;
		}
	}
	newsdesk_index_recount_authors( $keys );
}

/**
 * Sends rows in INSERTs of at most NEWSDESK_INDEX_MAX_STATEMENT bytes.
 *
 * @param string   $head   INSERT ... VALUES.
 * @param string[] $values Each row's prepared tuple.
 * @param string   $tail   ON DUPLICATE KEY UPDATE ..., or ''.
 */
function newsdesk_index_insert( string $head, array $values, string $tail ): void {
	global $wpdb;
	$chunk = array();
	$bytes = 0;
	foreach ( $values as $i => $value ) {
		$chunk[] = $value;
		$bytes  += strlen( $value ) + 1;
		if ( $bytes >= NEWSDESK_INDEX_MAX_STATEMENT || count( $values ) - 1 === $i ) {
			$wpdb->query( $head . implode( ',', $chunk ) . $tail ); // phpcs:ignore WordPress.DB.PreparedSQL.NotPrepared, WordPress.DB.DirectDatabaseQuery -- each tuple was prepared.
			$chunk = array();
			$bytes = 0;
		}
	}
}

/**
 * The vocabulary's counts: each word of the new rows counted once more, each
 * of the rows they replace once less; a word no post holds any more goes.
 *
 * @param object[] $before The rows replaced: post_id, lang, vocabulary.
 * @param array[]  $rows   The new rows (newsdesk_index_row()).
 */
function newsdesk_index_count_words( array $before, array $rows ): void {
	global $wpdb;
	$delta    = array();
	$spelling = array();
	foreach ( $before as $old ) {
		foreach ( preg_split( '/ +/', (string) $old->vocabulary, -1, PREG_SPLIT_NO_EMPTY ) as $word ) {
			$delta[ $old->lang ][ $word ] = ( $delta[ $old->lang ][ $word ] ?? 0 ) - 1;
		}
	}
	foreach ( $rows as $row ) {
		foreach ( $row['vocabulary'] as $word => $spelled ) {
			$delta[ $row['lang'] ][ $word ]    = ( $delta[ $row['lang'] ][ $word ] ?? 0 ) + 1;
			$spelling[ $row['lang'] ][ $word ] = $spelled;
		}
	}
	$table  = newsdesk_index_tables()['words'];
	$values = array();
	$fewer  = array();
	foreach ( $delta as $lang => $words ) {
		foreach ( $words as $word => $change ) {
			$word = (string) $word;
			if ( 0 === $change ) {
				continue;
			}
			$values[] = $wpdb->prepare( '(%s,%s,%s,%d)', $lang, $word, $spelling[ $lang ][ $word ] ?? $word, $change );
			if ( $change < 0 ) {
				$fewer[ $lang ][] = $word;
			}
		}
	}
	newsdesk_index_insert( "INSERT INTO {$table} (lang, word, spelling, posts) VALUES ", $values, ' ON DUPLICATE KEY UPDATE posts = posts + VALUES(posts)' );
	foreach ( $fewer as $lang => $words ) {
		$in = implode( ',', array_map( array( $wpdb, 'prepare' ), array_fill( 0, count( $words ), '%s' ), $words ) );
		$wpdb->query( $wpdb->prepare( "DELETE FROM {$table} WHERE lang = %s AND posts <= 0 AND word IN ( {$in} )", $lang ) ); // phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared, WordPress.DB.DirectDatabaseQuery -- each word was prepared.
	}
}

/**
 * "id:lang" keys as the rows of a derived table (`$column`, lang), each value
 * prepared: what a recount joins its counts to.
 *
 * @param string[] $keys   "id:lang".
 * @param string   $column The id's column name: one of ours, never input.
 */
function newsdesk_index_key_rows( array $keys, string $column ): string {
	global $wpdb;
	$select = array();
	foreach ( $keys as $key ) {
		list( $id, $lang ) = explode( ':', $key, 2 );
		$select[]          = $wpdb->prepare( "SELECT %d AS {$column}, %s AS lang", (int) $id, $lang ); // phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- the column name is one of ours.
	}
	return implode( ' UNION ALL ', $select );
}

/**
 * Counts some lists again from their rows (each an index range of its own list).
 *
 * @param string[] $keys "term_id:lang".
 */
function newsdesk_index_recount( array $keys ): void {
	global $wpdb;
	if ( array() === $keys ) {
		return;
	}
	$t     = newsdesk_index_tables();
	$lists = newsdesk_index_key_rows( $keys, 'term_id' );
	// phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared, WordPress.DB.DirectDatabaseQuery -- our own tables; each key was prepared.
	$wpdb->query(
		"INSERT INTO {$t['counts']} (term_id, lang, posts)
		SELECT k.term_id, k.lang, ( SELECT COUNT(*) FROM {$t['terms']} c WHERE c.term_id = k.term_id AND c.lang = k.lang )
		FROM ( {$lists} ) k
		ON DUPLICATE KEY UPDATE posts = VALUES(posts)"
	);
}
