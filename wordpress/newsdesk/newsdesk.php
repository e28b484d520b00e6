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

// The read side: the content contract (docs/content-api-contract.md in the Newsdesk repository).
require_once __DIR__ . '/includes/database-errors.php';
require_once __DIR__ . '/includes/languages.php';
require_once __DIR__ . '/includes/post-meta.php';
require_once __DIR__ . '/includes/object-cache.php';
require_once __DIR__ . '/includes/headings.php';
require_once __DIR__ . '/includes/category-order.php';
require_once __DIR__ . '/includes/category-slugs.php';
require_once __DIR__ . '/includes/placement.php';
require_once __DIR__ . '/includes/authors.php';
require_once __DIR__ . '/includes/embeds.php';
require_once __DIR__ . '/includes/footnotes.php';
require_once __DIR__ . '/includes/shape-post.php';
require_once __DIR__ . '/includes/shape-category.php';
require_once __DIR__ . '/includes/shape-page.php';
require_once __DIR__ . '/includes/search-text.php';
require_once __DIR__ . '/includes/index-schema.php';
require_once __DIR__ . '/includes/index-build.php';
require_once __DIR__ . '/includes/index-sync.php';
require_once __DIR__ . '/includes/index-queries.php';
require_once __DIR__ . '/includes/search-cache.php';
require_once __DIR__ . '/includes/wordpress-queries.php';
require_once __DIR__ . '/includes/post-queries.php';
require_once __DIR__ . '/includes/signals-schema.php';
require_once __DIR__ . '/includes/signals-store.php';
require_once __DIR__ . '/includes/signals-endpoint.php';
require_once __DIR__ . '/includes/spelling.php';
require_once __DIR__ . '/includes/privacy-page.php';
require_once __DIR__ . '/includes/media-origins.php';
require_once __DIR__ . '/includes/rest-content.php';

// The editorial side: settings, purge on publish, previews, moved slugs.
require_once __DIR__ . '/includes/settings.php';
require_once __DIR__ . '/includes/signals-admin.php';
require_once __DIR__ . '/includes/author-profile.php';
require_once __DIR__ . '/includes/old-slugs.php';
require_once __DIR__ . '/includes/purge.php';
require_once __DIR__ . '/includes/purge-authors.php';
require_once __DIR__ . '/includes/preview.php';

register_activation_hook( __FILE__, 'newsdesk_activate' );
register_deactivation_hook( __FILE__, 'newsdesk_deactivate' );

/**
 * On activation: the language terms exist (when Polylang does not manage them),
 * and the settings option too, autoloaded, so that reading it costs no query of
 * its own on every request before anyone fills the settings page. The index's
 * tables are created and built; when they exist already (activated again), a
 * pass brings them up to date with what changed while the plugin was off.
 */
function newsdesk_activate() {
	newsdesk_register_language_taxonomies();
	newsdesk_ensure_language_terms();
	add_option( 'newsdesk_settings', array() );
	if ( newsdesk_index_exists() ) {
		newsdesk_index_start_pass();
	} else {
		newsdesk_index_install();
	}
	newsdesk_signals_install();
}

/**
 * On deactivation: no retry of a purge nor batch of the index is left in
 * WP-Cron; the index stays (uninstalling removes it).
 */
function newsdesk_deactivate() {
	newsdesk_clear_scheduled_purges();
	wp_clear_scheduled_hook( 'newsdesk_index_batch' );
}
