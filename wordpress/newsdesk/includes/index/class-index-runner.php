<?php
/**
 * Newsdesk: the Index_Runner class.
 *
 * @package Newsdesk
 */

namespace Newsdesk\Index;

defined( 'ABSPATH' ) || exit;

/**
 * Who runs the index's batches (Index_Builder::run_batch()): WP-Cron, a few
 * seconds a run, each run scheduling the next while the pass is not over;
 * scripts and tests, all at once (self::existing_content()); and WP-CLI's
 * `wp newsdesk index`. A lock keeps any two of them from running the same
 * pass at once.
 */
final class Index_Runner {
	/**
	 * How long a lock on the index's batches holds without being extended.
	 */
	const INDEX_LOCK_SECONDS = 120;

	/**
	 * Hooks this class into WordPress (called once, from Plugin::boot()).
	 */
	public static function register(): void {
		add_action( 'newsdesk_index_batch', array( self::class, 'cron' ) );
		if ( defined( 'WP_CLI' ) && \WP_CLI ) {
			\WP_CLI::add_command( 'newsdesk index', array( self::class, 'cli' ) );
		}
	}

	/**
	 * Takes (or, while held, extends) the lock of whoever runs batches, so that
	 * WP-Cron and a script never run the same pass at once: an option row inserted
	 * only when none is there (one atomic statement), holding its expiry; a run
	 * that died leaves a lock that expires after self::INDEX_LOCK_SECONDS.
	 *
	 * @param bool $extend Whether the caller already holds it.
	 */
	public static function lock( bool $extend = false ): bool {
		global $wpdb;
		$until = (string) ( time() + self::INDEX_LOCK_SECONDS );
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
	public static function unlock(): void {
		global $wpdb;
		$wpdb->delete( $wpdb->options, array( 'option_name' => 'newsdesk_index_lock' ) ); // phpcs:ignore WordPress.DB.DirectDatabaseQuery -- see self::lock().
	}

	/**
	 * The WP-Cron run: batches for a few seconds (filter `newsdesk_index_seconds`),
	 * then the next run is scheduled while the pass is not over. Nothing when
	 * another run holds the lock (it schedules the next one itself).
	 */
	public static function cron(): void {
		if ( ! self::lock() ) {
			// Whoever holds it goes on; should it have died, its lock expires before this next look.
			if ( null !== Index_Builder::state()['cursor'] && ! wp_next_scheduled( 'newsdesk_index_batch' ) ) {
				wp_schedule_single_event( time() + self::INDEX_LOCK_SECONDS, 'newsdesk_index_batch' );
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
			$more = Index_Builder::run_batch( self::batch_size() );
		} while ( $more && microtime( true ) < $until );
		self::unlock();
		if ( $more && ! wp_next_scheduled( 'newsdesk_index_batch' ) ) {
			wp_schedule_single_event( time(), 'newsdesk_index_batch' );
		}
	}

	/**
	 * Posts a batch (filter `newsdesk_index_batch_size`, 200 by default).
	 */
	public static function batch_size(): int {
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
	public static function existing_content( ?callable $progress = null ): array {
		$started = microtime( true );
		Index_Schema::install();
		// A WP-Cron run under way finishes its few seconds first.
		while ( ! self::lock() ) {
			sleep( 1 );
		}
		wp_cache_flush_runtime();
		if ( null === Index_Builder::state()['cursor'] ) {
			Index_Builder::start_pass();
		}
		while ( Index_Builder::run_batch( self::batch_size() ) ) {
			self::lock( true );
			if ( null !== $progress ) {
				$state = Index_Builder::state();
				$progress( $state['done'], $state['total'] );
			}
			// A long run holds no post it no longer needs.
			wp_cache_flush_runtime();
		}
		self::unlock();
		wp_clear_scheduled_hook( 'newsdesk_index_batch' );
		$state = Index_Builder::state();
		return array(
			'done'    => $state['done'],
			'total'   => $state['total'],
			'seconds' => round( microtime( true ) - $started, 2 ),
		);
	}

	/**
	 * `wp newsdesk index`: indexes every post and page now, printing progress.
	 */
	public static function cli(): void {
		$result = self::existing_content(
			static function ( $done, $total ) {
				\WP_CLI::log( sprintf( 'Indexed %d of %d posts and pages.', $done, $total ) );
			}
		);
		if ( ! Index_Builder::ready() ) {
			\WP_CLI::error( 'The index did not complete: see the PHP error log.' );
		}
		\WP_CLI::success( sprintf( 'Indexed %d posts and pages in %s s.', $result['done'], $result['seconds'] ) );
	}
}
