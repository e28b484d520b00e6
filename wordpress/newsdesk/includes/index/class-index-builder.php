<?php
/**
 * Newsdesk: the Index_Builder class.
 *
 * @package Newsdesk
 */

namespace Newsdesk\Index;

use Newsdesk\Languages;
use Newsdesk\Object_Cache;
use Newsdesk\Rest\Database_Errors;

defined( 'ABSPATH' ) || exit;

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
 * Index_Runner runs the batches (WP-Cron, scripts, WP-CLI) under a lock.
 */
final class Index_Builder {
	/**
	 * Hooks this class into WordPress (called once, from Plugin::boot()).
	 */
	public static function register(): void {
		add_action( 'init', array( Index_Schema::class, 'install' ), 1 );
	}

	/**
	 * The index's state.
	 *
	 * @return array{schema: int, built: bool, cursor: ?int, done: int, total: int, started: int, finished: int}
	 */
	public static function state(): array {
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
	 * @param array $state self::state(), changed.
	 */
	public static function save_state( array $state ): void {
		update_option( 'newsdesk_index', $state, true );
	}

	/**
	 * Whether reads may come from the index: its tables exist at this shape and a
	 * pass over the whole archive completed.
	 */
	public static function ready(): bool {
		$state = self::state();
		return Index_Schema::INDEX_SCHEMA === $state['schema'] && $state['built'];
	}

	/**
	 * Starts the first pass at a new shape of the tables: not built until it ends,
	 * unless there is nothing to index.
	 *
	 * @param int $schema The tables' shape.
	 */
	public static function start_build( int $schema ): void {
		$state           = self::state();
		$state['schema'] = $schema;
		$state['built']  = false;
		self::save_state( $state );
		self::start_pass();
	}

	/**
	 * Starts a pass over the archive from its first post (a running one starts over).
	 */
	public static function start_pass(): void {
		global $wpdb;
		$total = (int) $wpdb->get_var( "SELECT COUNT(*) FROM {$wpdb->posts} WHERE post_type IN ( 'post', 'page' )" ); // phpcs:ignore WordPress.DB.DirectDatabaseQuery -- once per pass.
		$state = self::state();
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
			self::save_state( $state );
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
		self::save_state( $state );
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
	public static function run_batch( int $size ): bool {
		global $wpdb;
		$state = self::state();
		if ( null === $state['cursor'] ) {
			return false;
		}
		$mark = Database_Errors::mark();
		$ids  = array_map(
			'intval',
			$wpdb->get_col( $wpdb->prepare( "SELECT ID FROM {$wpdb->posts} WHERE ID > %d AND post_type IN ( 'post', 'page' ) ORDER BY ID LIMIT %d", $state['cursor'], $size ) ) // phpcs:ignore WordPress.DB.DirectDatabaseQuery -- a range of the primary key.
		);
		if ( array() === $ids ) {
			self::finish_pass();
			return false;
		}
		self::migrate_languages( $ids );
		Index_Writer::posts( $ids, false );
		if ( Database_Errors::failed_since( $mark ) ) {
			// The same batch is tried again on the next run.
			error_log( 'Newsdesk: indexing stopped after a database error; it resumes on the next run.' ); // phpcs:ignore WordPress.PHP.DevelopmentFunctions.error_log_error_log -- the site's log is where operators look.
			return false;
		}
		$state           = self::state();
		$state['cursor'] = max( $ids );
		$state['done']  += count( $ids );
		self::save_state( $state );
		return true;
	}

	/**
	 * Ends a pass: every list and every author's posts counted again, the default language's term count
	 * brought up to date, and the index marked built.
	 */
	public static function finish_pass(): void {
		global $wpdb;
		$t = Index_Schema::tables();
		// phpcs:disable WordPress.DB.PreparedSQL.InterpolatedNotPrepared, WordPress.DB.DirectDatabaseQuery -- our own tables; once per pass.
		$wpdb->query( "INSERT INTO {$t['counts']} (term_id, lang, posts) SELECT term_id, lang, COUNT(*) FROM {$t['terms']} GROUP BY term_id, lang ON DUPLICATE KEY UPDATE posts = VALUES(posts)" );
		$wpdb->query( "UPDATE {$t['counts']} c SET c.posts = 0 WHERE NOT EXISTS ( SELECT 1 FROM {$t['terms']} l WHERE l.term_id = c.term_id AND l.lang = c.lang )" );
		// Each author's posts per language: one pass over the `by_author` key, grouped as it is ordered.
		$wpdb->query( "INSERT INTO {$t['authors']} (lang, author, posts) SELECT lang, author, COUNT(*) FROM {$t['posts']} WHERE post_type = 'post' AND author > 0 GROUP BY lang, author ON DUPLICATE KEY UPDATE posts = VALUES(posts)" );
		$wpdb->query( "UPDATE {$t['authors']} a SET a.posts = 0 WHERE NOT EXISTS ( SELECT 1 FROM {$t['posts']} p WHERE p.post_type = 'post' AND p.lang = a.lang AND p.author = a.author )" );
		// phpcs:enable
		if ( ! Languages::polylang_active() ) {
			$term = get_term_by( 'slug', Languages::default_code(), 'language' );
			if ( $term instanceof \WP_Term ) {
				wp_update_term_count_now( array( (int) $term->term_taxonomy_id ), 'language' );
			}
		}
		$state             = self::state();
		$state['built']    = true;
		$state['cursor']   = null;
		$state['finished'] = time();
		self::save_state( $state );
		// Answers cached from WordPress's own queries are replaced by the index's.
		Object_Cache::invalidate( 'posts' );
	}

	/**
	 * Gives the default language's term to those of some posts and pages that have
	 * no language (Polylang has its own tool for that). One query to find them and
	 * one to file them, no hook per post: a migration, not an edit.
	 *
	 * @param int[] $ids Post ids.
	 */
	public static function migrate_languages( array $ids ): void {
		global $wpdb;
		if ( Languages::polylang_active() || array() === $ids || ! taxonomy_exists( 'language' ) ) {
			return;
		}
		$term = get_term_by( 'slug', Languages::default_code(), 'language' );
		if ( ! $term instanceof \WP_Term ) {
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
}
