<?php
/**
 * Newsdesk: the Theme_Support class.
 *
 * @package Newsdesk
 */

namespace Newsdesk\Content;

defined( 'ABSPATH' ) || exit;

/**
 * What the contract needs of the theme, declared by the plugin whatever the
 * theme (often a bare one on a headless site): the cover's image sizes,
 * featured images, and the page templates of get_page's `template`.
 */
final class Theme_Support {
	/**
	 * Hooks this class into WordPress (called once, from Plugin::boot()).
	 */
	public static function register(): void {
		add_action( 'after_setup_theme', array( self::class, 'register_image_sizes' ), 20 );
		add_filter( 'theme_page_templates', array( self::class, 'page_templates' ) );
	}

	/**
	 * The cover's sizes (WordPress makes them on upload), and featured images for
	 * posts and pages when the theme, often a bare one on a headless site, does
	 * not declare them.
	 */
	public static function register_image_sizes(): void {
		add_image_size( 'newsdesk-cover', 1024, 574, true );
		add_image_size( 'newsdesk-medium', 512, 287, true );
		add_image_size( 'newsdesk-thumbnail', 300, 168, true );
		if ( ! current_theme_supports( 'post-thumbnails' ) ) {
			add_theme_support( 'post-thumbnails', array( 'post', 'page' ) );
		}
	}

	/**
	 * The page templates of the contract's `template` (get_page): declared whatever
	 * the theme, so an editor can pick one and WordPress keeps it on save (it
	 * refuses a template no theme declares).
	 *
	 * @param array $templates Template file => name, as the theme declares them.
	 */
	public static function page_templates( $templates ): array {
		$templates               = is_array( $templates ) ? $templates : array();
		$templates['page-about'] = __( 'Newsdesk: about the newsroom', 'newsdesk' );
		$templates['page-legal'] = __( 'Newsdesk: legal (terms and conditions)', 'newsdesk' );
		return $templates;
	}
}
