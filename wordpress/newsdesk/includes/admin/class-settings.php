<?php
/**
 * Newsdesk: the Settings class.
 *
 * @package Newsdesk
 */

namespace Newsdesk\Admin;

defined( 'ABSPATH' ) || exit;

/**
 * The configuration the rest of the plugin reads: Newsdesk's URLs, the purge
 * token, the preview secret and the signals token, each from its wp-config.php
 * constant when defined, else from the option the settings page saves
 * (Connection_Settings). Purge, preview and the signals endpoint ask here, never
 * the option itself, so that a constant always wins.
 */
final class Settings {
	/**
	 * The shortest preview secret accepted: a shorter HMAC key is guessable.
	 */
	const PREVIEW_SECRET_MIN_LENGTH = 32;

	/**
	 * The constant that overrides each setting.
	 *
	 * @return array<string, string> Setting key => constant name.
	 */
	public static function config_constants() {
		return array(
			'url'            => 'NEWSDESK_URL',
			'purge_token'    => 'NEWSDESK_PURGE_TOKEN',
			'preview_secret' => 'NEWSDESK_PREVIEW_SECRET',
			'signals_token'  => 'NEWSDESK_SIGNALS_TOKEN',
		);
	}

	/**
	 * Whether a setting comes from wp-config.php (then the settings page cannot change it).
	 *
	 * @param string $key 'url', 'purge_token', 'preview_secret' or 'signals_token'.
	 * @return bool
	 */
	public static function config_is_constant( $key ) {
		$constants = self::config_constants();
		return isset( $constants[ $key ] ) && defined( $constants[ $key ] );
	}

	/**
	 * A setting: its constant when defined, else the saved option, else ''.
	 *
	 * @param string $key 'url', 'purge_token', 'preview_secret' or 'signals_token'.
	 * @return string
	 */
	public static function config( string $key ): string {
		$constants = self::config_constants();
		if ( ! isset( $constants[ $key ] ) ) {
			return '';
		}
		if ( defined( $constants[ $key ] ) ) {
			$value = constant( $constants[ $key ] );
			return is_scalar( $value ) ? trim( (string) $value ) : '';
		}
		$settings = get_option( 'newsdesk_settings', array() );
		if ( is_array( $settings ) && isset( $settings[ $key ] ) && is_string( $settings[ $key ] ) ) {
			return trim( $settings[ $key ] );
		}
		return '';
	}

	/**
	 * One Newsdesk origin, normalized, or '' when it is not an http(s) URL we can
	 * append `/_purge` or `/{lang}/_preview/...` to.
	 *
	 * @param string $url A URL as typed.
	 * @return string
	 */
	public static function normalize_url( $url ) {
		$url = untrailingslashit( trim( (string) $url ) );
		if ( '' === $url || preg_match( '/\s/', $url ) ) {
			return '';
		}
		$parts = wp_parse_url( $url );
		if ( ! is_array( $parts ) || empty( $parts['host'] ) || ! isset( $parts['scheme'] ) ) {
			return '';
		}
		if ( ! in_array( strtolower( $parts['scheme'] ), array( 'http', 'https' ), true ) ) {
			return '';
		}
		// A query or a fragment would swallow the path appended to the origin.
		if ( isset( $parts['query'] ) || isset( $parts['fragment'] ) || false !== strpos( $url, '?' ) || false !== strpos( $url, '#' ) ) {
			return '';
		}
		return $url;
	}

	/**
	 * Newsdesk's origins: the comma-separated URL setting, each validated, without
	 * a trailing slash, invalid and empty ones dropped. The first is where previews open.
	 *
	 * @return string[]
	 */
	public static function urls(): array {
		$urls = array();
		foreach ( explode( ',', self::config( 'url' ) ) as $candidate ) {
			$url = self::normalize_url( $candidate );
			if ( '' !== $url && ! in_array( $url, $urls, true ) ) {
				$urls[] = $url;
			}
		}
		return $urls;
	}

	/**
	 * The preview secret, or '' when it is unset or too short to count.
	 *
	 * @return string
	 */
	public static function preview_secret() {
		$secret = self::config( 'preview_secret' );
		return strlen( $secret ) >= self::PREVIEW_SECRET_MIN_LENGTH ? $secret : '';
	}

	/**
	 * Whether a token or secret is usable as typed: printable ASCII without spaces,
	 * as an HTTP header and an environment variable on Newsdesk's side take it.
	 *
	 * @param string $value The value.
	 * @return bool
	 */
	public static function is_valid_secret( $value ) {
		return 1 === preg_match( '/^[\x21-\x7E]+$/', $value );
	}
}
