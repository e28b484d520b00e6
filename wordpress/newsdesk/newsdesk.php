<?php
/**
 * Plugin Name:       Newsdesk
 * Plugin URI:        https://github.com/newsdesk/newsdesk
 * Description:       Serves Newsdesk's content API from this WordPress, purges Newsdesk's caches when content changes, and opens editorial previews on Newsdesk.
 * Version:           1.2.0
 * Requires at least: 6.1
 * Requires PHP:      8.1
 * Author:            Newsdesk
 * License:           GPL-2.0-or-later
 * License URI:       https://www.gnu.org/licenses/gpl-2.0.html
 * Text Domain:       newsdesk
 *
 * @package Newsdesk
 */

defined( 'ABSPATH' ) || exit;

define( 'NEWSDESK_PLUGIN_VERSION', '1.2.0' );
define( 'NEWSDESK_PLUGIN_FILE', __FILE__ );

/*
 * The distinct readers of one day a search term needs before popular searches
 * show it: the operator's to set (in wp-config.php), never a caller's. A
 * request's `min_readers` can only raise it, so that no client can make public
 * a term a handful of its own addresses searched.
 */
if ( ! defined( 'NEWSDESK_POPULAR_SEARCH_MIN_READERS' ) ) {
	define( 'NEWSDESK_POPULAR_SEARCH_MIN_READERS', 5 );
}

// The one file loaded by hand: it loads every other class on first use.
require_once __DIR__ . '/includes/class-autoloader.php';
Newsdesk\Autoloader::register( __DIR__ . '/includes' );

register_activation_hook( __FILE__, array( Newsdesk\Plugin::class, 'activate' ) );
register_deactivation_hook( __FILE__, array( Newsdesk\Plugin::class, 'deactivate' ) );
Newsdesk\Plugin::boot();
