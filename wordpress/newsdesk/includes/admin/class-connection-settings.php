<?php
/**
 * Newsdesk: the Connection_Settings class.
 *
 * @package Newsdesk
 */

namespace Newsdesk\Admin;

defined( 'ABSPATH' ) || exit;

/**
 * The settings page's "Connection to Newsdesk" section: the option
 * `newsdesk_settings` (Newsdesk's URLs, the purge token, the preview secret and
 * the signals token), its fields and its sanitizer. A value defined in
 * wp-config.php shows read-only; a secret is never printed back.
 */
final class Connection_Settings {
	/**
	 * Hooks this class into WordPress (called once, from Plugin::boot()).
	 */
	public static function register(): void {
		add_action( 'admin_init', array( self::class, 'register_settings' ) );
	}

	/**
	 * The option, its sanitizer and its fields (the Settings API gives the nonce and the capability check).
	 */
	public static function register_settings() {
		register_setting(
			'newsdesk',
			'newsdesk_settings',
			array(
				'type'              => 'array',
				'description'       => 'Newsdesk URL, purge token, preview secret and signals token.',
				'sanitize_callback' => array( self::class, 'sanitize_settings' ),
				'default'           => array(),
				'show_in_rest'      => false, // Secrets.
			)
		);
		add_settings_section( 'newsdesk_connection', __( 'Connection to Newsdesk', 'newsdesk' ), array( self::class, 'render_connection_section' ), 'newsdesk' );
		add_settings_field( 'newsdesk_url', __( 'Newsdesk URL', 'newsdesk' ), array( self::class, 'render_url_field' ), 'newsdesk', 'newsdesk_connection', array( 'label_for' => 'newsdesk_url' ) );
		add_settings_field( 'newsdesk_purge_token', __( 'Purge token', 'newsdesk' ), array( self::class, 'render_secret_field' ), 'newsdesk', 'newsdesk_connection', array( 'label_for' => 'newsdesk_purge_token', 'key' => 'purge_token' ) );
		add_settings_field( 'newsdesk_preview_secret', __( 'Preview secret', 'newsdesk' ), array( self::class, 'render_secret_field' ), 'newsdesk', 'newsdesk_connection', array( 'label_for' => 'newsdesk_preview_secret', 'key' => 'preview_secret' ) );
		add_settings_field( 'newsdesk_signals_token', __( 'Signals token', 'newsdesk' ), array( self::class, 'render_secret_field' ), 'newsdesk', 'newsdesk_connection', array( 'label_for' => 'newsdesk_signals_token', 'key' => 'signals_token' ) );
	}

	/**
	 * The saved settings, validated. A secret field left empty keeps the saved
	 * value (it is never printed back); a "remove" box clears it. Values set in
	 * wp-config.php are not taken from the form.
	 *
	 * Also runs when WordPress adds the option (twice on the first save), so the
	 * output must be valid input.
	 *
	 * @param mixed $input The submitted option value (already unslashed by options.php).
	 * @return array<string, string>
	 */
	public static function sanitize_settings( $input ) {
		$input = is_array( $input ) ? $input : array();
		$saved = get_option( 'newsdesk_settings', array() );
		$saved = is_array( $saved ) ? $saved : array();
		$clean = array();

		foreach ( array( 'url', 'purge_token', 'preview_secret', 'signals_token' ) as $key ) {
			$clean[ $key ] = isset( $saved[ $key ] ) && is_string( $saved[ $key ] ) ? $saved[ $key ] : '';
		}

		if ( ! Settings::config_is_constant( 'url' ) && isset( $input['url'] ) && is_string( $input['url'] ) ) {
			$urls    = array();
			$invalid = array();
			foreach ( explode( ',', sanitize_text_field( $input['url'] ) ) as $candidate ) {
				if ( '' === trim( $candidate ) ) {
					continue;
				}
				$url = Settings::normalize_url( $candidate );
				if ( '' === $url ) {
					$invalid[] = trim( $candidate );
				} elseif ( ! in_array( $url, $urls, true ) ) {
					$urls[] = $url;
				}
			}
			if ( $invalid ) {
				add_settings_error(
					'newsdesk_settings',
					'newsdesk_invalid_url',
					/* translators: %s: the URLs that were not saved. */
					sprintf( __( 'Not an http or https URL, left out: %s', 'newsdesk' ), implode( ', ', $invalid ) )
				);
			}
			$clean['url'] = implode( ', ', $urls );
		}

		foreach ( array( 'purge_token', 'preview_secret', 'signals_token' ) as $key ) {
			if ( Settings::config_is_constant( $key ) ) {
				continue;
			}
			$value = isset( $input[ $key ] ) && is_string( $input[ $key ] ) ? trim( $input[ $key ] ) : '';
			if ( '' === $value ) {
				if ( ! empty( $input[ 'clear_' . $key ] ) ) {
					$clean[ $key ] = '';
				}
				continue;
			}
			if ( ! Settings::is_valid_secret( $value ) ) {
				add_settings_error( 'newsdesk_settings', 'newsdesk_invalid_' . $key, __( 'A token or secret is printable ASCII without spaces; the new value was not saved.', 'newsdesk' ) );
				continue;
			}
			if ( 'preview_secret' === $key && strlen( $value ) < Settings::PREVIEW_SECRET_MIN_LENGTH ) {
				add_settings_error(
					'newsdesk_settings',
					'newsdesk_short_preview_secret',
					/* translators: %d: the minimum length. */
					sprintf( __( 'The preview secret must be at least %d characters long (a shorter one can be guessed); the new value was not saved.', 'newsdesk' ), Settings::PREVIEW_SECRET_MIN_LENGTH )
				);
				continue;
			}
			$clean[ $key ] = $value;
		}

		return $clean;
	}

	/**
	 * The section's introduction.
	 */
	public static function render_connection_section() {
		echo '<p>' . esc_html__( 'The same values as Newsdesk\'s environment: the purge token is its PURGE_TOKEN, the preview secret its PREVIEW_SECRET, the signals token its SIGNALS_TOKEN (without one, reader signals are accepted with the purge token). A value defined in wp-config.php wins over this page.', 'newsdesk' ) . '</p>';
	}

	/**
	 * The URL field, read-only when NEWSDESK_URL is defined.
	 */
	public static function render_url_field() {
		if ( Settings::config_is_constant( 'url' ) ) {
			printf( '<input type="text" class="large-text code" id="newsdesk_url" value="%s" readonly="readonly" />', esc_attr( Settings::config( 'url' ) ) );
			echo '<p class="description">' . esc_html__( 'Set in wp-config.php (NEWSDESK_URL).', 'newsdesk' ) . '</p>';
		} else {
			printf( '<input type="text" class="large-text code" id="newsdesk_url" name="newsdesk_settings[url]" value="%s" placeholder="https://www.example.org" />', esc_attr( Settings::config( 'url' ) ) );
		}
		echo '<p class="description">' . esc_html__( 'Newsdesk\'s public origin, without a trailing slash; several separated by commas. Purges go to each; previews open on the first.', 'newsdesk' ) . '</p>';
		$urls = Settings::urls();
		if ( $urls ) {
			/* translators: %s: the URLs in use. */
			echo '<p class="description">' . esc_html( sprintf( __( 'In use: %s', 'newsdesk' ), implode( ', ', $urls ) ) ) . '</p>';
		}
	}

	/**
	 * A secret field: a password input that is never filled with the saved value.
	 *
	 * @param array $args The field's `key`: 'purge_token', 'preview_secret' or 'signals_token'.
	 */
	public static function render_secret_field( $args ) {
		$key      = in_array( $args['key'], array( 'preview_secret', 'signals_token' ), true ) ? $args['key'] : 'purge_token';
		$constant = Settings::config_constants()[ $key ];
		$value    = Settings::config( $key );

		if ( Settings::config_is_constant( $key ) ) {
			printf( '<input type="password" class="regular-text" id="%1$s" value="" readonly="readonly" autocomplete="off" placeholder="%2$s" />', esc_attr( 'newsdesk_' . $key ), esc_attr__( 'set in wp-config.php', 'newsdesk' ) );
			/* translators: %s: the constant's name. */
			echo '<p class="description">' . esc_html( sprintf( __( 'Set in wp-config.php (%s).', 'newsdesk' ), $constant ) ) . '</p>';
		} else {
			printf(
				'<input type="password" class="regular-text" id="%1$s" name="newsdesk_settings[%2$s]" value="" autocomplete="new-password" placeholder="%3$s" />',
				esc_attr( 'newsdesk_' . $key ),
				esc_attr( $key ),
				esc_attr( '' === $value ? '' : __( 'saved; leave empty to keep it', 'newsdesk' ) )
			);
			if ( '' !== $value ) {
				printf(
					' <label><input type="checkbox" name="newsdesk_settings[clear_%1$s]" value="1" /> %2$s</label>',
					esc_attr( $key ),
					esc_html__( 'Remove the saved value', 'newsdesk' )
				);
			}
		}

		if ( '' === $value ) {
			$unset  = array(
				'purge_token'    => __( 'Not set: nothing is purged.', 'newsdesk' ),
				'preview_secret' => __( 'Not set: previews open in WordPress.', 'newsdesk' ),
				'signals_token'  => __( 'Not set: reader signals are accepted with the purge token.', 'newsdesk' ),
			);
			$status = $unset[ $key ];
		} elseif ( 'preview_secret' === $key && '' === Settings::preview_secret() ) {
			/* translators: 1: the secret's length, 2: the minimum length. */
			$status = sprintf( __( 'Too short (%1$d characters, at least %2$d needed): it counts as unset, previews open in WordPress.', 'newsdesk' ), strlen( $value ), Settings::PREVIEW_SECRET_MIN_LENGTH );
		} else {
			/* translators: %d: the value's length. */
			$status = sprintf( __( 'Set (%d characters).', 'newsdesk' ), strlen( $value ) );
		}
		echo '<p class="description">' . esc_html( $status ) . '</p>';
	}
}
