<?php
/**
 * Newsdesk: the Autoloader class.
 *
 * @package Newsdesk
 */

namespace Newsdesk;

defined( 'ABSPATH' ) || exit;

/**
 * Loads the plugin's classes on first use, named the way WordPress names its
 * files: `Newsdesk\Index\Index_Sync` lives in `includes/index/class-index-sync.php`
 * (the namespace is the folder, the class is `class-{name}.php`). So there is
 * no list of files to keep in order: a new class is a new file where its
 * namespace says.
 */
final class Autoloader {
	/**
	 * Registers the loader for the classes under the `Newsdesk\` namespace.
	 *
	 * @param string $base The plugin's `includes/` folder.
	 */
	public static function register( string $base ): void {
		spl_autoload_register(
			static function ( string $class_name ) use ( $base ): void {
				$file = self::file_of( $class_name );
				if ( null !== $file && is_readable( $base . '/' . $file ) ) {
					require $base . '/' . $file;
				}
			}
		);
	}

	/**
	 * The file of one of the plugin's classes, relative to `includes/`, or null
	 * for any other class (which the loader leaves to the next loader).
	 *
	 * @param string $class_name A fully qualified class name.
	 */
	public static function file_of( string $class_name ): ?string {
		if ( ! str_starts_with( $class_name, __NAMESPACE__ . '\\' ) ) {
			return null;
		}
		$parts = explode( '\\', strtolower( str_replace( '_', '-', substr( $class_name, strlen( __NAMESPACE__ ) + 1 ) ) ) );
		$name  = array_pop( $parts );
		return ( $parts ? implode( '/', $parts ) . '/' : '' ) . 'class-' . $name . '.php';
	}
}
