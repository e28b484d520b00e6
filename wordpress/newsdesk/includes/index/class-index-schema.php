<?php
/**
 * Newsdesk: the Index_Schema class.
 *
 * @package Newsdesk
 */

namespace Newsdesk\Index;

defined( 'ABSPATH' ) || exit;

/**
 * The plugin's own tables (README "The index"): what every listing, count,
 * search and suggestion reads instead of WordPress's tables, so that a request
 * reads what it answers and not the whole archive.
 *
 * - `newsdesk_posts`: one row per published post or page without a password:
 *   its language, its publication date, and its title and text as full-text
 *   tokens (Search_Text). Its rows are kept in order of language (the primary
 *   key): a search reads a row for each of its matches, all in one language, so
 *   a common word's rows lie together on disk instead of among the five other
 *   languages' (after a restart, the first such search reads a sixth of the
 *   table, not all of it).
 * - `newsdesk_post_terms`: one row per post and category it is listed under
 *   (its categories and their ancestors), and one under term 0 (every post of
 *   its language), keyed in listing order.
 * - `newsdesk_term_counts`: how many posts each of those lists holds.
 * - `newsdesk_words`: the words of each language's titles and excerpts, with how
 *   many posts hold them: what "did you mean" suggests.
 * - `newsdesk_author_counts`: how many posts each author (a WordPress user, the
 *   posts' `author` column, keyed for an author's page) has in each language:
 *   the authors of a language and an author page's totals.
 */
final class Index_Schema {
	/**
	 * The version of the tables' shape; a plugin update that changes it rebuilds them.
	 */
	const INDEX_SCHEMA = 4;

	/**
	 * The index's table names on this site.
	 *
	 * @return array{posts: string, terms: string, counts: string, words: string, authors: string}
	 */
	public static function tables(): array {
		global $wpdb;
		return array(
			'posts'   => $wpdb->prefix . 'newsdesk_posts',
			'terms'   => $wpdb->prefix . 'newsdesk_post_terms',
			'counts'  => $wpdb->prefix . 'newsdesk_term_counts',
			'words'   => $wpdb->prefix . 'newsdesk_words',
			'authors' => $wpdb->prefix . 'newsdesk_author_counts',
		);
	}

	/**
	 * The CREATE TABLE statements, as dbDelta() reads them. Text columns are
	 * binary: the plugin folds case and accents itself (Search_Text), the
	 * same on every server. InnoDB: full-text indexes and row locks.
	 *
	 * @return string[]
	 */
	public static function schema(): array {
		$t    = self::tables();
		$tail = 'ENGINE=InnoDB DEFAULT CHARSET=utf8mb4 COLLATE=utf8mb4_bin';
		return array(
			"CREATE TABLE {$t['posts']} (
	  post_id bigint(20) unsigned NOT NULL,
	  post_type varchar(20) NOT NULL,
	  lang char(2) NOT NULL,
	  published datetime NOT NULL,
	  author bigint(20) unsigned NOT NULL DEFAULT 0,
	  title text NOT NULL,
	  body mediumtext NOT NULL,
	  vocabulary text NOT NULL,
	  PRIMARY KEY  (lang,post_id),
	  UNIQUE KEY post (post_id),
	  KEY newest (post_type,lang,published,post_id),
	  KEY by_author (post_type,lang,author,published,post_id),
	  FULLTEXT KEY search_title (title),
	  FULLTEXT KEY search_text (title,body)
	) {$tail};",
			"CREATE TABLE {$t['terms']} (
	  term_id bigint(20) unsigned NOT NULL,
	  lang char(2) NOT NULL,
	  published datetime NOT NULL,
	  post_id bigint(20) unsigned NOT NULL,
	  PRIMARY KEY  (term_id,lang,published,post_id),
	  KEY post_term (post_id,term_id)
	) {$tail};",
			"CREATE TABLE {$t['counts']} (
	  term_id bigint(20) unsigned NOT NULL,
	  lang char(2) NOT NULL,
	  posts bigint(20) unsigned NOT NULL DEFAULT 0,
	  PRIMARY KEY  (term_id,lang)
	) {$tail};",
			"CREATE TABLE {$t['words']} (
	  lang char(2) NOT NULL,
	  word varchar(80) NOT NULL,
	  spelling varchar(80) NOT NULL,
	  posts bigint(20) NOT NULL DEFAULT 0,
	  PRIMARY KEY  (lang,word)
	) {$tail};",
			"CREATE TABLE {$t['authors']} (
	  lang char(2) NOT NULL,
	  author bigint(20) unsigned NOT NULL,
	  posts bigint(20) unsigned NOT NULL DEFAULT 0,
	  PRIMARY KEY  (lang,author)
	) {$tail};",
		);
	}

	/**
	 * Creates the tables when they are missing or of an older shape (on
	 * activation, and on the first request after an update of the plugin's files),
	 * and starts building the index when it has never been built at this shape.
	 */
	public static function install(): void {
		$state = Index_Builder::state();
		if ( self::INDEX_SCHEMA === $state['schema'] ) {
			return;
		}
		global $wpdb;
		require_once ABSPATH . 'wp-admin/includes/upgrade.php';
		if ( 0 !== $state['schema'] ) {
			// An older shape: its rows are rebuilt, not converted.
			self::drop_tables();
		}
		dbDelta( self::schema() );
		foreach ( self::tables() as $table ) {
			if ( $wpdb->get_var( $wpdb->prepare( 'SHOW TABLES LIKE %s', $wpdb->esc_like( $table ) ) ) !== $table ) {
				// Without its tables the plugin answers from WordPress's own queries, as while it builds.
				error_log( sprintf( 'Newsdesk: could not create the table %s: %s', $table, $wpdb->last_error ) ); // phpcs:ignore WordPress.PHP.DevelopmentFunctions.error_log_error_log -- the site's log is where operators look.
				return;
			}
		}
		Index_Builder::start_build( self::INDEX_SCHEMA );
	}

	/**
	 * Drops the index's tables (an older shape, or uninstalling).
	 */
	public static function drop_tables(): void {
		global $wpdb;
		foreach ( self::tables() as $table ) {
			$wpdb->query( "DROP TABLE IF EXISTS {$table}" ); // phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared, WordPress.DB.DirectDatabaseQuery.SchemaChange -- our own table names.
		}
	}
}
