<?php
/**
 * Newsdesk: the Signals_Schema class.
 *
 * @package Newsdesk
 */

namespace Newsdesk\Signals;

defined( 'ABSPATH' ) || exit;

/**
 * The tables of reader signals (README "Reader signals"): what Newsdesk counted
 * and sent in batches. Unlike the index, they are the record, never rebuilt: a
 * new shape only adds to them.
 *
 * - `newsdesk_reads`: one row per post and day, how many distinct readers read
 *   it (the window of most read; kept as long as the longest window).
 * - `newsdesk_totals`: one row per post, its readers and votes of all time.
 * - `newsdesk_searches`: one row per language, day and term, how many distinct
 *   readers searched it and found something.
 * - `newsdesk_signal_batches`: the ids of the batches applied, so that a second
 *   delivery of one counts nothing (kept a week).
 */
final class Signals_Schema {
	/**
	 * The version of the tables' shape.
	 */
	const SIGNALS_SCHEMA = 1;

	/**
	 * Hooks this class into WordPress (called once, from Plugin::boot()).
	 */
	public static function register(): void {
		add_action( 'init', array( self::class, 'install' ), 1 );
	}

	/**
	 * The signal tables' names on this site.
	 *
	 * @return array{reads: string, totals: string, searches: string, batches: string}
	 */
	public static function tables(): array {
		global $wpdb;
		return array(
			'reads'    => $wpdb->prefix . 'newsdesk_reads',
			'totals'   => $wpdb->prefix . 'newsdesk_totals',
			'searches' => $wpdb->prefix . 'newsdesk_searches',
			'batches'  => $wpdb->prefix . 'newsdesk_signal_batches',
		);
	}

	/**
	 * Creates the tables when they are missing or older (dbDelta only adds: counts are never lost).
	 */
	public static function install(): void {
		if ( self::SIGNALS_SCHEMA === (int) get_option( 'newsdesk_signals_schema', 0 ) ) {
			return;
		}
		require_once ABSPATH . 'wp-admin/includes/upgrade.php';
		$t    = self::tables();
		$tail = 'ENGINE=InnoDB DEFAULT CHARSET=utf8mb4 COLLATE=utf8mb4_bin';
		dbDelta(
			array(
				"CREATE TABLE {$t['reads']} (
	  post_id bigint(20) unsigned NOT NULL,
	  day date NOT NULL,
	  lang char(2) NOT NULL,
	  readers bigint(20) unsigned NOT NULL DEFAULT 0,
	  PRIMARY KEY  (post_id,day),
	  KEY window_reads (lang,day,post_id,readers)
	) {$tail};",
				"CREATE TABLE {$t['totals']} (
	  post_id bigint(20) unsigned NOT NULL,
	  readers bigint(20) unsigned NOT NULL DEFAULT 0,
	  vote_sum bigint(20) NOT NULL DEFAULT 0,
	  vote_count bigint(20) unsigned NOT NULL DEFAULT 0,
	  PRIMARY KEY  (post_id)
	) {$tail};",
				"CREATE TABLE {$t['searches']} (
	  lang char(2) NOT NULL,
	  day date NOT NULL,
	  term varchar(240) NOT NULL,
	  readers bigint(20) unsigned NOT NULL DEFAULT 0,
	  PRIMARY KEY  (lang,day,term)
	) {$tail};",
				"CREATE TABLE {$t['batches']} (
	  batch_id varchar(64) NOT NULL,
	  received datetime NOT NULL,
	  PRIMARY KEY  (batch_id),
	  KEY received (received)
	) {$tail};",
			)
		);
		update_option( 'newsdesk_signals_schema', self::SIGNALS_SCHEMA, true );
	}
}
