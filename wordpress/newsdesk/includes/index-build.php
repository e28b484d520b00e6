<?php
/**
 * Building the index of an archive that existed before it: passes over every
 * post and page in batches, on WP-Cron, a few seconds at a time so that
 * editors never wait on it. Until the first pass ends the plugin answers from
 * WordPress's own queries (and says so); a later pass (a category moved)
 * rewrites rows while the index keeps answering. Posts and pages without a
 * language get the default one on the way.
 *
 * The state (option `newsdesk_index`, autoloaded: every request asks it):
 * `schema` the tables' shape, `built` whether a pass ever completed at it,
 * `cursor` the last post id the running pass did (null when none runs),
 * `done`/`total` its progress, `started`/`finished` its times.
 *
 * @package Newsdesk
 */

defined( 'ABSPATH' ) || exit;

/**
 * How long a lock on the index's batches holds without being extended.
 */
const NEWSDESK_INDEX_LOCK_SECONDS = 120;

add_action( 'init', 'newsdesk_index_install', 1 );
add_action( 'newsdesk_index_batch', 'newsdesk_index_cron' );

/**
 * The index's state.
 *
 * @return array{schema: int, built: bool, cursor: ?int, done: int, total: int, started: int, finished: int}
 */
function newsdesk_index_state(): array {
	$state = get_option( 'newsdesk_index' );
	$state = is_array( $state ) ? $state : array();
	return array(
		'schema'   => (int) ( $state['schema'] ?? 0 ),
		'built'    => ! empty( $state['built'] ),
		'cursor'   => isset( $state['cursor'] ) ? (int) $state['cursor'] : null,
		'done'     => (int) ( $state['done'] ?? 0 ),
		'total'    => (int) ( $state['total'] ?? 0 ),
		'started'  => (int) ( $state['started'] ?? 0 ),
		'finished' => (int) ( $state['finished'] ?? 0 ),
	);
}

/**
 * Saves the index's state.
 *
 * @param array $state newsdesk_index_state(), changed.
 */
function newsdesk_index_save_state( array $state ): void {
	update_option( 'newsdesk_index', $state, true );
}

/**
 * Whether reads may come from the index: its tables exist at this shape and a
 * pass over the whole archive completed.
 */
function newsdesk_index_ready(): bool {
	$state = newsdesk_index_state();
	return NEWSDESK_INDEX_SCHEMA === $state['schema'] && $state['built'];
}

/**
 * Starts the first pass at a new shape of the tables: not built until it ends,
 * unless there is nothing to index.
 *
 * @param int $schema The tables' shape.
 */
function newsdesk_index_start_build( int $schema ): void {
	$state           = newsdesk_index_state();
	$state['schema'] = $schema;
	$state['built']  = false;
	newsdesk_index_save_state( $state );
	newsdesk_index_start_pass();
}

/**
 * Starts a pass over the archive from its first post (a running one starts over).
 */
function newsdesk_index_start_pass(): void {
	global $wpdb;
	$total = (int) $wpdb->get_var( "SELECT COUNT(*) FROM {$wpdb->posts} WHERE post_type IN ( 'post', 'page' )" ); // phpcs:ignore WordPress.DB.DirectDatabaseQuery -- once per pass.
	$state = newsdesk_index_state();
	if ( 0 === $total ) {
		// Nothing to index: complete at once, kept current by saves from now on.
		$state = array_merge(
			$state,
			array(
				'built'    => true,
				'cursor'   => null,
				'done'     => 0,
				'total'    => 0,
				'started'  => time(),
				'finished' => time(),
			)
		);
		newsdesk_index_save_state( $state );
		return;
	}
	$state = array_merge(
		$state,
		array(
			'cursor'   => 0,
			'done'     => 0,
			'total'    => $total,
			'started'  => time(),
			'finished' => 0,
		)
	);
	newsdesk_index_save_state( $state );
	if ( ! wp_next_scheduled( 'newsdesk_index_batch' ) ) {
		wp_schedule_single_event( time(), 'newsdesk_index_batch' );
	}
}

/**
 * Indexes the next batch of the running pass; ends the pass after the last.
 *
 * @param int $size Posts a batch.
 * @return bool Whether more remains.
 */
function newsdesk_index_run_batch( int $size ): bool {
	global $wpdb;
	$state = newsdesk_index_state();
	if ( null === $state['cursor'] ) {
		return false;
	}
	$mark = newsdesk_database_mark();
	$ids  = array_map(
		'intval',
		$wpdb->get_col( $wpdb->prepare( "SELECT ID FROM {$wpdb->posts} WHERE ID > %d AND post_type IN ( 'post', 'page' ) ORDER BY ID LIMIT %d", $state['cursor'], $size ) ) // phpcs:ignore WordPress.DB.DirectDatabaseQuery -- a range of the primary key.
	);
	if ( array() === $ids ) {
		newsdesk_index_finish_pass();
		return false;
	}
	newsdesk_index_migrate_languages( $ids );
	newsdesk_index_posts( $ids, false );
	if ( newsdesk_database_failed_since( $mark ) ) {
		// The same batch is tried again on the next run.
		error_log( 'Newsdesk: indexing stopped after a database error; it resumes on the next run.' ); // phpcs:ignore WordPress.PHP.DevelopmentFunctions.error_log_error_log -- the site's log is where operators look.
		return false;
	}
	$state           = newsdesk_index_state();
	$state['cursor'] = max( $ids );
	$state['done']  += count( $ids );
	newsdesk_index_save_state( $state );
	return true;
}

/**
 * Ends a pass: every list and every author's posts counted again, the default language's term count
 * brought up to date, and the index marked built.
 */
function newsdesk_index_finish_pass(): void {
	global $wpdb;
	$t = newsdesk_index_tables();
	// phpcs:disable WordPress.DB.PreparedSQL.InterpolatedNotPrepared, WordPress.DB.DirectDatabaseQuery -- our own tables; once per pass.
	$wpdb->query( "INSERT INTO {$t['counts']} (term_id, lang, posts) SELECT term_id, lang, COUNT(*) FROM {$t['terms']} GROUP BY term_id, lang ON DUPLICATE KEY UPDATE posts = VALUES(posts)" );
	$wpdb->query( "UPDATE {$t['counts']} c SET c.posts = 0 WHERE NOT EXISTS ( SELECT 1 FROM {$t['terms']} l WHERE l.term_id = c.term_id AND l.lang = c.lang )" );
	// Each author's posts per language: one pass over the `by_author` key, grouped as it is ordered.
	$wpdb->query( "INSERT INTO {$t['authors']} (lang, author, posts) SELECT lang, author, COUNT(*) FROM {$t['posts']} WHERE post_type = 'post' AND author > 0 GROUP BY lang, author ON DUPLICATE KEY UPDATE posts = VALUES(posts)" );
	$wpdb->query( "UPDATE {$t['authors']} a SET a.posts = 0 WHERE NOT EXISTS ( SELECT 1 FROM {$t['posts']} p WHERE p.post_type = 'post' AND p.lang = a.lang AND p.author = a.author )" );
	// phpcs:enable
	if ( ! newsdesk_polylang_active() ) {
		$term = get_term_by( 'slug', newsdesk_default_language(), 'language' );
		if ( $term instanceof WP_Term ) {
			wp_update_term_count_now( array( (int) $term->term_taxonomy_id ), 'language' );
		}
	}
	$state             = newsdesk_index_state();
	$state['built']    = true;
	$state['cursor']   = null;
	$state['finished'] = time();
	newsdesk_index_save_state( $state );
	// Answers cached from WordPress's own queries are replaced by the index's.
	newsdesk_cache_invalidate( 'posts' );
}

/**
 * Gives the default language's term to those of some posts and pages that have
 * no language (Polylang has its own tool for that). One query to find them and
 * one to file them, no hook per post: a migration, not an edit.
 *
 * @param int[] $ids Post ids.
 */
function newsdesk_index_migrate_languages( array $ids ): void {
	global $wpdb;
	if ( newsdesk_polylang_active() || array() === $ids || ! taxonomy_exists( 'language' ) ) {
		return;
	}
	$term = get_term_by( 'slug', newsdesk_default_language(), 'language' );
	if ( ! $term instanceof WP_Term ) {
		return;
	}
	$list = implode( ',', array_map( 'absint', $ids ) );
	// phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared, WordPress.DB.DirectDatabaseQuery -- integers only.
	$missing = $wpdb->get_col(
		"SELECT p.ID FROM {$wpdb->posts} p
		WHERE p.ID IN ( {$list} ) AND p.post_status IN ( 'publish', 'future', 'draft', 'pending', 'private' )
		AND NOT EXISTS (
			SELECT 1 FROM {$wpdb->term_relationships} r
			INNER JOIN {$wpdb->term_taxonomy} x ON x.term_taxonomy_id = r.term_taxonomy_id AND x.taxonomy = 'language'
			WHERE r.object_id = p.ID
		)"
	);
	if ( array() === $missing ) {
		return;
	}
	$values = array();
	foreach ( $missing as $id ) {
		$values[] = $wpdb->prepare( '(%d,%d,0)', (int) $id, (int) $term->term_taxonomy_id );
	}
	$wpdb->query( "INSERT IGNORE INTO {$wpdb->term_relationships} (object_id, term_taxonomy_id, term_order) VALUES " . implode( ',', $values ) ); // phpcs:ignore WordPress.DB.PreparedSQL.NotPrepared, WordPress.DB.DirectDatabaseQuery -- each tuple was prepared.
	clean_object_term_cache( array_map( 'intval', $missing ), 'post' );
}

/**
 * Takes (or, while held, extends) the lock of whoever runs batches, so that
 * WP-Cron and a script never run the same pass at once: an option row inserted
 * only when none is there (one atomic statement), holding its expiry; a run
 * that died leaves a lock that expires after NEWSDESK_INDEX_LOCK_SECONDS.
 *
 * @param bool $extend Whether the caller already holds it.
 */
function newsdesk_index_lock( bool $extend = false ): bool {
	global $wpdb;
	$until = (string) ( time() + NEWSDESK_INDEX_LOCK_SECONDS );
	// phpcs:disable WordPress.DB.DirectDatabaseQuery -- atomic, which the options API is not; never autoloaded or cached.
	if ( $extend ) {
		return false !== $wpdb->update( $wpdb->options, array( 'option_value' => $until ), array( 'option_name' => 'newsdesk_index_lock' ) );
	}
	$wpdb->query( $wpdb->prepare( "DELETE FROM {$wpdb->options} WHERE option_name = 'newsdesk_index_lock' AND CAST( option_value AS UNSIGNED ) < %d", time() ) );
	$taken = $wpdb->query( $wpdb->prepare( "INSERT IGNORE INTO {$wpdb->options} ( option_name, option_value, autoload ) VALUES ( 'newsdesk_index_lock', %s, 'no' )", $until ) );
	// phpcs:enable
	return 1 === $taken;
}

/**
 * Gives the lock back.
 */
function newsdesk_index_unlock(): void {
	global $wpdb;
	$wpdb->delete( $wpdb->options, array( 'option_name' => 'newsdesk_index_lock' ) ); // phpcs:ignore WordPress.DB.DirectDatabaseQuery -- see newsdesk_index_lock().
}

/**
 * The WP-Cron run: batches for a few seconds (filter `newsdesk_index_seconds`),
 * then the next run is scheduled while the pass is not over. Nothing when
 * another run holds the lock (it schedules the next one itself).
 */
function newsdesk_index_cron(): void {
	if ( ! newsdesk_index_lock() ) {
		// Whoever holds it goes on; should it have died, its lock expires before this next look.
		if ( null !== newsdesk_index_state()['cursor'] && ! wp_next_scheduled( 'newsdesk_index_batch' ) ) {
			wp_schedule_single_event( time() + NEWSDESK_INDEX_LOCK_SECONDS, 'newsdesk_index_batch' );
		}
		return;
	}
	/**
	 * Filters how long one WP-Cron run of the index build may work (one batch at least).
	 *
	 * @param float $seconds Seconds, 10 by default.
	 */
	$seconds = max( 0.0, (float) apply_filters( 'newsdesk_index_seconds', 10 ) );
	$until   = microtime( true ) + $seconds;
	do {
		$more = newsdesk_index_run_batch( newsdesk_index_batch_size() );
	} while ( $more && microtime( true ) < $until );
	newsdesk_index_unlock();
	if ( $more && ! wp_next_scheduled( 'newsdesk_index_batch' ) ) {
		wp_schedule_single_event( time(), 'newsdesk_index_batch' );
	}
}

/**
 * Posts a batch (filter `newsdesk_index_batch_size`, 200 by default).
 */
function newsdesk_index_batch_size(): int {
	/**
	 * Filters how many posts one batch of the index build reads.
	 *
	 * @param int $size Posts, 200 by default.
	 */
	return max( 1, (int) apply_filters( 'newsdesk_index_batch_size', 200 ) );
}

/**
 * Indexes every post and page now, in one go: for scripts, tests and WP-CLI
 * (`wp newsdesk index`). A pass already running is finished; without one, a
 * new pass runs over the whole archive.
 *
 * @param callable|null $progress Called after each batch with ( $done, $total ).
 * @return array{done: int, total: int, seconds: float}
 */
function newsdesk_index_existing_content( ?callable $progress = null ): array {
	$started = microtime( true );
	newsdesk_index_install();
	// A WP-Cron run under way finishes its few seconds first.
	while ( ! newsdesk_index_lock() ) {
		sleep( 1 );
	}
	wp_cache_flush_runtime();
	if ( null === newsdesk_index_state()['cursor'] ) {
		newsdesk_index_start_pass();
	}
	while ( newsdesk_index_run_batch( newsdesk_index_batch_size() ) ) {
		newsdesk_index_lock( true );
		if ( null !== $progress ) {
			$state = newsdesk_index_state();
			$progress( $state['done'], $state['total'] );
		}
		// A long run holds no post it no longer needs.
		wp_cache_flush_runtime();
	}
	newsdesk_index_unlock();
	wp_clear_scheduled_hook( 'newsdesk_index_batch' );
	$state = newsdesk_index_state();
	return array(
		'done'    => $state['done'],
		'total'   => $state['total'],
		'seconds' => round( microtime( true ) - $started, 2 ),
	);
}

if ( defined( 'WP_CLI' ) && WP_CLI ) {
	WP_CLI::add_command( 'newsdesk index', 'newsdesk_cli_index' );
}

/**
 * `wp newsdesk index`: indexes every post and page now, printing progress.
 */
function newsdesk_cli_index(): void {
	$result = newsdesk_index_existing_content(
		static function ( $done, $total ) {
			WP_CLI::log( sprintf( 'Indexed %d of %d posts and pages.', $done, $total ) );
		}
	);
	if ( ! newsdesk_index_ready() ) {
		WP_CLI::error( 'The index did not complete: see the PHP error log.' );
	}
	WP_CLI::success( sprintf( 'Indexed %d posts and pages in %s s.', $result['done'], $result['seconds'] ) );
}
