<?php
/**
 * Newsdesk: the Plugin class.
 *
 * @package Newsdesk
 */

namespace Newsdesk;

use Newsdesk\Admin\Author_Profile;
use Newsdesk\Admin\Connection_Settings;
use Newsdesk\Admin\Hidden_Searches_Setting;
use Newsdesk\Admin\Index_Status;
use Newsdesk\Admin\Settings_Page;
use Newsdesk\Admin\Test_Purge;
use Newsdesk\Changes\Change_Watcher;
use Newsdesk\Content\Authors;
use Newsdesk\Content\Category_Order;
use Newsdesk\Content\Category_Slugs;
use Newsdesk\Content\Old_Slugs;
use Newsdesk\Content\Post_Meta;
use Newsdesk\Content\Privacy_Page;
use Newsdesk\Content\Theme_Support;
use Newsdesk\Index\Index_Builder;
use Newsdesk\Index\Index_Runner;
use Newsdesk\Index\Index_Schema;
use Newsdesk\Index\Index_Sync;
use Newsdesk\Preview\Preview;
use Newsdesk\Purge\Purge;
use Newsdesk\Queries\Query_Args;
use Newsdesk\Rest\Routes;
use Newsdesk\Signals\Most_Read_Widget;
use Newsdesk\Signals\Signals_Admin;
use Newsdesk\Signals\Signals_Schema;
use Newsdesk\Translations\Category_Translation_Fields;
use Newsdesk\Translations\Translation_Panel;

defined( 'ABSPATH' ) || exit;

/**
 * The plugin as WordPress sees it: which parts hook into WordPress, and what
 * activating and deactivating do. Each part registers its own hooks in its
 * `register()`; the read side (the content contract, docs/content-api-contract.md
 * in the Newsdesk repository) comes first, then the editorial side (settings,
 * purge on publish, previews, moved slugs), as each part's hooks were always
 * added in that order.
 */
final class Plugin {
	/**
	 * Hooks every part of the plugin into WordPress; called once, when WordPress loads the plugin.
	 */
	public static function boot(): void {
		Languages::register();
		Post_Meta::register();
		Theme_Support::register();
		Category_Order::register();
		Category_Slugs::register();
		Authors::register();
		Index_Builder::register();
		Index_Runner::register();
		Query_Args::register();
		Signals_Schema::register();
		Privacy_Page::register();
		Routes::register();
		Connection_Settings::register();
		Hidden_Searches_Setting::register();
		Settings_Page::register();
		Test_Purge::register();
		Index_Status::register();
		Signals_Admin::register();
		Most_Read_Widget::register();
		Author_Profile::register();
		Translation_Panel::register();
		Category_Translation_Fields::register();
		Old_Slugs::register();
		Purge::register();
		// One watcher of posts, categories and users tells the index, then the purge; hooked
		// after the parts above, which run first where they share a hook and a priority.
		Change_Watcher::register( array( Index_Sync::class, Purge::class ) );
		Preview::register();
	}

	/**
	 * On activation: the language terms exist (when Polylang does not manage them),
	 * and the settings option too, autoloaded, so that reading it costs no query of
	 * its own on every request before anyone fills the settings page. The index's
	 * tables are created and built; when they exist already (activated again), a
	 * pass brings them up to date with what changed while the plugin was off.
	 */
	public static function activate(): void {
		Languages::register_taxonomies();
		Languages::ensure_terms();
		add_option( 'newsdesk_settings', array() );
		if ( Index_Sync::exists() ) {
			Index_Builder::start_pass();
		} else {
			Index_Schema::install();
		}
		Signals_Schema::install();
	}

	/**
	 * On deactivation: no retry of a purge nor batch of the index is left in
	 * WP-Cron; the index stays (uninstalling removes it).
	 */
	public static function deactivate(): void {
		Purge::clear_scheduled_purges();
		wp_clear_scheduled_hook( 'newsdesk_index_batch' );
	}
}
