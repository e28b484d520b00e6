<?php
/**
 * Newsdesk: the Purge_Sender class.
 *
 * @package Newsdesk
 */

namespace Newsdesk\Purge;

use Newsdesk\Admin\Settings;

defined( 'ABSPATH' ) || exit;

/**
 * Sends the request's purge to Newsdesk at shutdown, after the editor's
 * answer: in JSON bodies within Newsdesk's limits, one request per body and
 * per configured URL; a failure goes to Purge_Failures.
 */
final class Purge_Sender {
	/**
	 * Newsdesk refuses more than 1000 tags or 1000 paths in one purge.
	 */
	const PURGE_MAX_ITEMS = 1000;

	/**
	 * Newsdesk refuses a body over 64 KB; a purge is split well before.
	 */
	const PURGE_MAX_BYTES = 60000;

	/**
	 * The JSON bodies of a purge: one, unless it passes Newsdesk's limits (1000
	 * tags, 1000 paths, 64 KB), then as many as needed, broad tags in the first.
	 *
	 * @param string[] $tags  The tags.
	 * @param string[] $paths The paths.
	 * @return string[]
	 */
	public static function bodies( array $tags, array $paths ) {
		usort(
			$tags,
			static function ( $a, $b ) {
				return Purge::tag_rank( $a ) <=> Purge::tag_rank( $b );
			}
		);
		$empty   = array(
			'tags'  => array(),
			'paths' => array(),
		);
		$bodies  = array();
		$current = $empty;
		$size    = strlen( '{"tags":[],"paths":[]}' );
		foreach ( array( 'tags' => $tags, 'paths' => $paths ) as $kind => $items ) {
			foreach ( $items as $item ) {
				$item_size = strlen( (string) wp_json_encode( $item, JSON_UNESCAPED_SLASHES ) ) + 1;
				if ( count( $current[ $kind ] ) >= self::PURGE_MAX_ITEMS || $size + $item_size > self::PURGE_MAX_BYTES ) {
					$bodies[] = $current;
					$current  = $empty;
					$size     = strlen( '{"tags":[],"paths":[]}' );
				}
				$current[ $kind ][] = $item;
				$size              += $item_size;
			}
		}
		if ( $current['tags'] || $current['paths'] ) {
			$bodies[] = $current;
		}
		return array_map(
			static function ( $body ) {
				return (string) wp_json_encode( $body, JSON_UNESCAPED_SLASHES );
			},
			$bodies
		);
	}

	/**
	 * At shutdown: sends what the request changed, one purge per URL, after the
	 * editor has the answer (PHP-FPM), so a save never waits on Newsdesk.
	 */
	public static function flush() {
		try {
			$purge = Purge::state();
			if ( ! $purge['tags'] && ! $purge['paths'] && ! $purge['posts'] && ! $purge['terms'] ) {
				return;
			}
			if ( ! Purge::enabled() ) {
				return;
			}
			Purge_Notes::settle();
			$purge = Purge::state();
			Purge::state(
				array(
					'tags'  => array(),
					'paths' => array(),
					'posts' => array(),
					'terms' => array(),
				)
			);
			$bodies = self::bodies( array_map( 'strval', array_keys( $purge['tags'] ) ), array_map( 'strval', array_keys( $purge['paths'] ) ) );
			if ( ! $bodies ) {
				return;
			}

			if ( function_exists( 'fastcgi_finish_request' ) ) {
				fastcgi_finish_request();
			}
			ignore_user_abort( true );

			foreach ( Settings::urls() as $url ) {
				foreach ( $bodies as $body ) {
					$answer = self::send_purge( $url, $body );
					if ( true !== $answer ) {
						Purge_Failures::failed( $url, $body, $answer, false );
					}
				}
			}
		} catch ( \Throwable $e ) {
			error_log( sprintf( 'Newsdesk: purge failed: %s in %s:%d', $e->getMessage(), $e->getFile(), $e->getLine() ) ); // phpcs:ignore WordPress.PHP.DevelopmentFunctions.error_log_error_log -- the site's log is where operators look.
		}
	}

	/**
	 * One purge request to one Newsdesk URL.
	 *
	 * @param string $url  A Newsdesk origin (Settings::urls()).
	 * @param string $body The JSON body.
	 * @return true|\WP_Error True on a 2xx answer.
	 */
	public static function send_purge( string $url, string $body ) {
		$response = wp_remote_post(
			$url . '/_purge',
			array(
				'timeout'     => 2,
				'redirection' => 0,
				'headers'     => array(
					'Authorization' => 'Bearer ' . Settings::config( 'purge_token' ),
					'Content-Type'  => 'application/json',
					'Accept'        => 'application/json',
				),
				'body'        => $body,
				'data_format' => 'body',
			)
		);
		if ( is_wp_error( $response ) ) {
			return $response;
		}
		$status = (int) wp_remote_retrieve_response_code( $response );
		if ( $status >= 200 && $status < 300 ) {
			return true;
		}
		$answer = trim( wp_html_excerpt( (string) wp_remote_retrieve_body( $response ), 200 ) );
		return new \WP_Error( 'newsdesk_purge_status', trim( sprintf( 'HTTP %d %s', $status, $answer ) ) );
	}
}
