<?php
/**
 * Newsdesk: the Hidden_Searches_Setting class.
 *
 * @package Newsdesk
 */

namespace Newsdesk\Admin;

use Newsdesk\Signals\Signals_Batches;
use Newsdesk\Signals\Signals_Store;

defined( 'ABSPATH' ) || exit;

/**
 * The settings page's "Reader signals" section: the option
 * `newsdesk_hidden_searches`, the search terms editors keep out of the popular
 * searches (Signals_Store::popular_search_terms() leaves them out), one a line,
 * folded as Newsdesk counts searches.
 */
final class Hidden_Searches_Setting {
	/**
	 * The most terms hidden from the popular searches.
	 */
	const HIDDEN_SEARCHES_MAX = 200;

	/**
	 * Hooks this class into WordPress (called once, from Plugin::boot()).
	 */
	public static function register(): void {
		add_action( 'admin_init', array( self::class, 'register_settings' ) );
	}

	/**
	 * The option, its sanitizer and its field, in the settings page's group (the
	 * same form, nonce and capability as the connection's): a list of terms, not a secret.
	 */
	public static function register_settings() {
		register_setting(
			'newsdesk',
			'newsdesk_hidden_searches',
			array(
				'type'              => 'array',
				'description'       => 'Search terms never shown in the popular searches, folded as Newsdesk counts them.',
				'sanitize_callback' => array( self::class, 'sanitize_hidden_searches' ),
				'default'           => array(),
				'show_in_rest'      => false,
			)
		);
		add_settings_section( 'newsdesk_signals', __( 'Reader signals', 'newsdesk' ), array( self::class, 'render_signals_section' ), 'newsdesk' );
		add_settings_field( 'newsdesk_hidden_searches', __( 'Hidden popular searches', 'newsdesk' ), array( self::class, 'render_hidden_searches_field' ), 'newsdesk', 'newsdesk_signals', array( 'label_for' => 'newsdesk_hidden_searches' ) );
	}

	/**
	 * The hidden popular searches as saved: one term a line (or a list, when
	 * WordPress adds the option and sanitizes its own output again), each folded as
	 * Newsdesk counts searches (Signals_Batches::signal_term()), empty ones and repeats
	 * dropped, the first self::HIDDEN_SEARCHES_MAX kept.
	 *
	 * @param mixed $input The textarea's text (already unslashed by options.php), or a list of terms.
	 * @return string[]
	 */
	public static function sanitize_hidden_searches( $input ) {
		if ( is_string( $input ) ) {
			$input = preg_split( '/\r\n|\r|\n/', $input );
		}
		$terms = array();
		foreach ( is_array( $input ) ? $input : array() as $line ) {
			$term = is_string( $line ) ? Signals_Batches::signal_term( $line ) : '';
			if ( '' !== $term && ! in_array( $term, $terms, true ) ) {
				$terms[] = $term;
			}
		}
		if ( count( $terms ) > self::HIDDEN_SEARCHES_MAX ) {
			add_settings_error(
				'newsdesk_hidden_searches',
				'newsdesk_hidden_searches_capped',
				/* translators: 1: how many terms were given, 2: how many are kept. */
				sprintf( __( '%1$d hidden searches given, at most %2$d are kept: the first %2$d were saved.', 'newsdesk' ), count( $terms ), self::HIDDEN_SEARCHES_MAX ),
				'warning'
			);
			$terms = array_slice( $terms, 0, self::HIDDEN_SEARCHES_MAX );
		}
		return $terms;
	}

	/**
	 * The reader signals section's introduction.
	 */
	public static function render_signals_section() {
		echo '<p>' . esc_html__( 'Newsdesk counts what readers do (reads, votes, searches) and sends it here in batches: the posts list shows each post\'s reads of the last 7 days and its rating, the dashboard the most read posts of the day.', 'newsdesk' ) . '</p>';
	}

	/**
	 * The hidden popular searches: a textarea, one term a line.
	 */
	public static function render_hidden_searches_field() {
		printf(
			'<textarea class="large-text code" rows="8" id="newsdesk_hidden_searches" name="newsdesk_hidden_searches" aria-describedby="newsdesk_hidden_searches_description">%s</textarea>',
			esc_textarea( implode( "\n", Signals_Store::hidden_searches() ) )
		);
		/* translators: %d: the most terms kept. */
		echo '<p class="description" id="newsdesk_hidden_searches_description">' . esc_html( sprintf( __( 'One term per line. Terms listed here never appear in the popular searches of any language, whoever searched them. They are compared as Newsdesk counts searches: lower case, single spaces, at most 60 characters (they are saved so). At most %d terms.', 'newsdesk' ), self::HIDDEN_SEARCHES_MAX ) ) . '</p>';
	}
}
