<?php
/**
 * Newsdesk: the Purge_Failures class.
 *
 * @package Newsdesk
 */

namespace Newsdesk\Purge;

use Newsdesk\Admin\Settings;

defined( 'ABSPATH' ) || exit;

/**
 * A purge Newsdesk did not take: logged, listed on the settings page, and
 * retried once a minute later by WP-Cron, to a URL that is still configured.
 */
final class Purge_Failures {
	/**
	 * The WP-Cron hook of the one retry of a failed purge.
	 */
	const RETRY_HOOK = 'newsdesk_retry_purge';

	/**
	 * How many failures the settings page lists.
	 */
	const PURGE_MAX_FAILURES = 20;

	/**
	 * A failed purge: logged, listed on the settings page, and retried once in a minute.
	 *
	 * @param string    $url   The Newsdesk URL.
	 * @param string    $body  The JSON body.
	 * @param \WP_Error $error What went wrong.
	 * @param bool      $retry Whether it was the retry (then it is dropped).
	 */
	public static function failed( $url, $body, \WP_Error $error, $retry ) {
		$message = $error->get_error_message();
		error_log( sprintf( 'Newsdesk: purge of %s failed: %s (%s)', $url, $message, $retry ? 'retried once, dropped' : 'retry in 60 s' ) ); // phpcs:ignore WordPress.PHP.DevelopmentFunctions.error_log_error_log -- the site's log is where operators look.

		$failures = self::failures();
		array_unshift(
			$failures,
			array(
				'time'  => time(),
				'url'   => $url,
				'error' => $retry ? $message . ' (retry)' : $message,
			)
		);
		update_option( 'newsdesk_purge_failures', array_slice( $failures, 0, self::PURGE_MAX_FAILURES ), false );

		if ( ! $retry ) {
			wp_schedule_single_event( time() + MINUTE_IN_SECONDS, self::RETRY_HOOK, array( $url, $body ) );
		}
	}

	/**
	 * The last purge failures, newest first.
	 *
	 * @return array<int, array{time: int, url: string, error: string}>
	 */
	public static function failures() {
		$failures = get_option( 'newsdesk_purge_failures', array() );
		if ( ! is_array( $failures ) ) {
			return array();
		}
		return array_values(
			array_filter(
				$failures,
				static function ( $failure ) {
					return is_array( $failure ) && isset( $failure['time'], $failure['url'], $failure['error'] );
				}
			)
		);
	}

	/**
	 * WP-Cron: the one retry of a failed purge, to a URL that is still configured.
	 *
	 * @param string $url  The Newsdesk URL.
	 * @param string $body The JSON body.
	 */
	public static function retry_purge( $url, $body ) {
		try {
			if ( ! is_string( $url ) || ! is_string( $body ) || ! Purge::enabled() || ! in_array( $url, Settings::urls(), true ) ) {
				return;
			}
			$answer = Purge_Sender::send_purge( $url, $body );
			if ( true !== $answer ) {
				self::failed( $url, $body, $answer, true );
			}
		} catch ( \Throwable $e ) {
			error_log( sprintf( 'Newsdesk: purge retry failed: %s in %s:%d', $e->getMessage(), $e->getFile(), $e->getLine() ) ); // phpcs:ignore WordPress.PHP.DevelopmentFunctions.error_log_error_log -- the site's log is where operators look.
		}
	}
}
