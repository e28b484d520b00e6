<?php
/**
 * Newsdesk: the Embed_Posters class.
 *
 * @package Newsdesk
 */

namespace Newsdesk\Content;

defined( 'ABSPATH' ) || exit;

/**
 * The posters of embeds (Embeds): the provider's thumbnail, downloaded once
 * into uploads/newsdesk-embeds/ so that a reader's browser never asks the
 * provider's host for it before the reader chose to play (docs/consent-and-ads.md
 * in Newsdesk's repository). Kept only when its bytes are an image, bounded in
 * size; named by the md5 of its URL, so the same thumbnail in another post is
 * the same file.
 */
final class Embed_Posters {
	/**
	 * The folder of posters under the uploads directory.
	 */
	const POSTER_DIR = 'newsdesk-embeds';

	/**
	 * The largest poster kept, in bytes (filter `newsdesk_embed_poster_max_bytes`).
	 */
	const POSTER_MAX_BYTES = 5 * MB_IN_BYTES;

	/**
	 * Seconds a poster's download may take.
	 */
	const POSTER_TIMEOUT = 10;

	/**
	 * Downloads a thumbnail into uploads/newsdesk-embeds/<md5 of its URL>.<ext>,
	 * once (the same thumbnail in another post is the same file): at most
	 * self::POSTER_MAX_BYTES, and kept only when its bytes are a JPEG, PNG,
	 * GIF or WebP image.
	 *
	 * @param string $thumbnail The thumbnail's URL.
	 * @return string|null Its path under the uploads directory, or null when it could not be had.
	 */
	public static function download_poster( string $thumbnail ): ?string {
		$uploads = wp_upload_dir( null, false );
		if ( ! empty( $uploads['error'] ) ) {
			return null;
		}
		$name = self::POSTER_DIR . '/' . md5( $thumbnail );
		foreach ( self::poster_types() as $extension ) {
			if ( file_exists( trailingslashit( $uploads['basedir'] ) . $name . '.' . $extension ) ) {
				return $name . '.' . $extension;
			}
		}
		if ( ! function_exists( 'download_url' ) ) {
			require_once ABSPATH . 'wp-admin/includes/file.php';
		}
		$limit = (int) apply_filters( 'newsdesk_embed_poster_max_bytes', self::POSTER_MAX_BYTES );
		$bound = static function ( $args, $url ) use ( $thumbnail, $limit ) {
			if ( $url === $thumbnail ) {
				$args['limit_response_size'] = $limit + 1;
				$args['redirection']         = 3;
			}
			return $args;
		};
		add_filter( 'http_request_args', $bound, 10, 2 );
		$file = download_url( $thumbnail, self::POSTER_TIMEOUT );
		remove_filter( 'http_request_args', $bound, 10 );
		if ( is_wp_error( $file ) ) {
			return null;
		}
		$type = self::image_type_of( $file );
		$size = (int) filesize( $file );
		if ( null === $type || $size <= 0 || $size > $limit || ! wp_mkdir_p( trailingslashit( $uploads['basedir'] ) . self::POSTER_DIR ) ) {
			wp_delete_file( $file );
			return null;
		}
		$relative = $name . '.' . $type;
		$target   = trailingslashit( $uploads['basedir'] ) . $relative;
		// phpcs:ignore WordPress.WP.AlternativeFunctions.rename_rename -- the download's temporary file becomes the poster.
		if ( ! rename( $file, $target ) ) {
			wp_delete_file( $file );
			return null;
		}
		// As WordPress sets an upload's permissions.
		$stat = stat( dirname( $target ) );
		chmod( $target, ( $stat ? $stat['mode'] : 0755 ) & 0000666 ); // phpcs:ignore WordPress.WP.AlternativeFunctions.file_system_operations_chmod -- as wp_handle_upload does.
		return $relative;
	}

	/**
	 * The extensions a poster is kept under, one per image format it may have.
	 *
	 * @return string[]
	 */
	public static function poster_types(): array {
		return array( 'jpg', 'png', 'gif', 'webp' );
	}

	/**
	 * The image format of a file by its first bytes (its signature), whatever its
	 * name or the type the server said: jpg, png, gif, webp, or null.
	 *
	 * @param string $file A file.
	 */
	public static function image_type_of( string $file ): ?string {
		$handle = fopen( $file, 'rb' ); // phpcs:ignore WordPress.WP.AlternativeFunctions.file_system_operations_fopen -- twelve bytes of a local file.
		if ( false === $handle ) {
			return null;
		}
		$head = (string) fread( $handle, 12 ); // phpcs:ignore WordPress.WP.AlternativeFunctions.file_system_operations_fread
		fclose( $handle ); // phpcs:ignore WordPress.WP.AlternativeFunctions.file_system_operations_fclose
		if ( str_starts_with( $head, "\xFF\xD8\xFF" ) ) {
			return 'jpg';
		}
		if ( str_starts_with( $head, "\x89PNG\r\n\x1A\n" ) ) {
			return 'png';
		}
		if ( str_starts_with( $head, 'GIF87a' ) || str_starts_with( $head, 'GIF89a' ) ) {
			return 'gif';
		}
		if ( str_starts_with( $head, 'RIFF' ) && 'WEBP' === substr( $head, 8, 4 ) ) {
			return 'webp';
		}
		return null;
	}

	/**
	 * A poster's URL, from its path under the uploads directory (kept relative,
	 * so that a site moved to another address keeps its posters).
	 *
	 * @param string $relative The path.
	 */
	public static function poster_url( string $relative ): string {
		return trailingslashit( wp_upload_dir( null, false )['baseurl'] ) . $relative;
	}

	/**
	 * A poster's file, from its path under the uploads directory.
	 *
	 * @param string $relative The path.
	 */
	public static function poster_file( string $relative ): string {
		return trailingslashit( wp_upload_dir( null, false )['basedir'] ) . $relative;
	}
}
