<?php
/**
 * Configuration: Newsdesk's URLs, the purge token and the preview secret, from
 * wp-config.php constants or from the settings page (Settings → Newsdesk),
 * which also shows the index's progress and can start a pass over the archive,
 * and keeps the search terms hidden from the popular searches.
 *
 * @package Newsdesk
 */

defined( 'ABSPATH' ) || exit;

/**
 * The shortest preview secret accepted: a shorter HMAC key is guessable.
 */
const NEWSDESK_PREVIEW_SECRET_MIN_LENGTH = 32;

/**
 * The constant that overrides each setting.
 *
 * @return array<string, string> Setting key => constant name.
 */
function newsdesk_config_constants() {
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
 * @param string $key 'url', 'purge_token' or 'preview_secret'.
 * @return bool
 */
function newsdesk_config_is_constant( $key ) {
	$constants = newsdesk_config_constants();
	return isset( $constants[ $key ] ) && defined( $constants[ $key ] );
}

/**
 * A setting: its constant when defined, else the saved option, else ''.
 *
 * @param string $key 'url', 'purge_token' or 'preview_secret'.
 * @return string
 */
function newsdesk_config( string $key ): string {
	$constants = newsdesk_config_constants();
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
function newsdesk_normalize_url( $url ) {
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
function newsdesk_urls(): array {
	$urls = array();
	foreach ( explode( ',', newsdesk_config( 'url' ) ) as $candidate ) {
		$url = newsdesk_normalize_url( $candidate );
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
function newsdesk_preview_secret() {
	$secret = newsdesk_config( 'preview_secret' );
	return strlen( $secret ) >= NEWSDESK_PREVIEW_SECRET_MIN_LENGTH ? $secret : '';
}

/**
 * Whether a token or secret is usable as typed: printable ASCII without spaces,
 * as an HTTP header and an environment variable on Newsdesk's side take it.
 *
 * @param string $value The value.
 * @return bool
 */
function newsdesk_is_valid_secret( $value ) {
	return 1 === preg_match( '/^[\x21-\x7E]+$/', $value );
}

add_action( 'admin_init', 'newsdesk_register_settings' );
add_action( 'admin_menu', 'newsdesk_add_settings_page' );
add_action( 'admin_post_newsdesk_test_purge', 'newsdesk_handle_test_purge' );
add_action( 'admin_post_newsdesk_index_pass', 'newsdesk_handle_index_pass' );
add_filter( 'plugin_action_links_' . plugin_basename( NEWSDESK_PLUGIN_FILE ), 'newsdesk_settings_action_link' );

/**
 * The option, its sanitizer and its fields (the Settings API gives the nonce and the capability check).
 */
function newsdesk_register_settings() {
	register_setting(
		'newsdesk',
		'newsdesk_settings',
		array(
			'type'              => 'array',
			'description'       => 'Newsdesk URL, purge token, preview secret and signals token.',
			'sanitize_callback' => 'newsdesk_sanitize_settings',
			'default'           => array(),
			'show_in_rest'      => false, // Secrets.
		)
	);
	add_settings_section( 'newsdesk_connection', __( 'Connection to Newsdesk', 'newsdesk' ), 'newsdesk_render_connection_section', 'newsdesk' );
	add_settings_field( 'newsdesk_url', __( 'Newsdesk URL', 'newsdesk' ), 'newsdesk_render_url_field', 'newsdesk', 'newsdesk_connection', array( 'label_for' => 'newsdesk_url' ) );
	add_settings_field( 'newsdesk_purge_token', __( 'Purge token', 'newsdesk' ), 'newsdesk_render_secret_field', 'newsdesk', 'newsdesk_connection', array( 'label_for' => 'newsdesk_purge_token', 'key' => 'purge_token' ) );
	add_settings_field( 'newsdesk_preview_secret', __( 'Preview secret', 'newsdesk' ), 'newsdesk_render_secret_field', 'newsdesk', 'newsdesk_connection', array( 'label_for' => 'newsdesk_preview_secret', 'key' => 'preview_secret' ) );
	add_settings_field( 'newsdesk_signals_token', __( 'Signals token', 'newsdesk' ), 'newsdesk_render_secret_field', 'newsdesk', 'newsdesk_connection', array( 'label_for' => 'newsdesk_signals_token', 'key' => 'signals_token' ) );

	// An option of its own in the same group (the same form, nonce and capability): a list of terms, not a secret.
	register_setting(
		'newsdesk',
		'newsdesk_hidden_searches',
		array(
			'type'              => 'array',
			'description'       => 'Search terms never shown in the popular searches, folded as Newsdesk counts them.',
			'sanitize_callback' => 'newsdesk_sanitize_hidden_searches',
			'default'           => array(),
			'show_in_rest'      => false,
		)
	);
	add_settings_section( 'newsdesk_signals', __( 'Reader signals', 'newsdesk' ), 'newsdesk_render_signals_section', 'newsdesk' );
	add_settings_field( 'newsdesk_hidden_searches', __( 'Hidden popular searches', 'newsdesk' ), 'newsdesk_render_hidden_searches_field', 'newsdesk', 'newsdesk_signals', array( 'label_for' => 'newsdesk_hidden_searches' ) );
}

/**
 * Settings → Newsdesk.
 */
function newsdesk_add_settings_page() {
	add_options_page( __( 'Newsdesk', 'newsdesk' ), __( 'Newsdesk', 'newsdesk' ), 'manage_options', 'newsdesk', 'newsdesk_render_settings_page' );
}

/**
 * A "Settings" link on the plugins screen.
 *
 * @param string[] $links The plugin's action links.
 * @return string[]
 */
function newsdesk_settings_action_link( $links ) {
	$links[] = '<a href="' . esc_url( admin_url( 'options-general.php?page=newsdesk' ) ) . '">' . esc_html__( 'Settings', 'newsdesk' ) . '</a>';
	return $links;
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
function newsdesk_sanitize_settings( $input ) {
	$input = is_array( $input ) ? $input : array();
	$saved = get_option( 'newsdesk_settings', array() );
	$saved = is_array( $saved ) ? $saved : array();
	$clean = array();

	foreach ( array( 'url', 'purge_token', 'preview_secret', 'signals_token' ) as $key ) {
		$clean[ $key ] = isset( $saved[ $key ] ) && is_string( $saved[ $key ] ) ? $saved[ $key ] : '';
	}

	if ( ! newsdesk_config_is_constant( 'url' ) && isset( $input['url'] ) && is_string( $input['url'] ) ) {
		$urls    = array();
		$invalid = array();
		foreach ( explode( ',', sanitize_text_field( $input['url'] ) ) as $candidate ) {
			if ( '' === trim( $candidate ) ) {
				continue;
			}
			$url = newsdesk_normalize_url( $candidate );
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
		if ( newsdesk_config_is_constant( $key ) ) {
			continue;
		}
		$value = isset( $input[ $key ] ) && is_string( $input[ $key ] ) ? trim( $input[ $key ] ) : '';
		if ( '' === $value ) {
			if ( ! empty( $input[ 'clear_' . $key ] ) ) {
				$clean[ $key ] = '';
			}
			continue;
		}
		if ( ! newsdesk_is_valid_secret( $value ) ) {
			add_settings_error( 'newsdesk_settings', 'newsdesk_invalid_' . $key, __( 'A token or secret is printable ASCII without spaces; the new value was not saved.', 'newsdesk' ) );
			continue;
		}
		if ( 'preview_secret' === $key && strlen( $value ) < NEWSDESK_PREVIEW_SECRET_MIN_LENGTH ) {
			add_settings_error(
				'newsdesk_settings',
				'newsdesk_short_preview_secret',
				/* translators: %d: the minimum length. */
				sprintf( __( 'The preview secret must be at least %d characters long (a shorter one can be guessed); the new value was not saved.', 'newsdesk' ), NEWSDESK_PREVIEW_SECRET_MIN_LENGTH )
			);
			continue;
		}
		$clean[ $key ] = $value;
	}

	return $clean;
}

/**
 * The most terms hidden from the popular searches.
 */
const NEWSDESK_HIDDEN_SEARCHES_MAX = 200;

/**
 * The hidden popular searches as saved: one term a line (or a list, when
 * WordPress adds the option and sanitizes its own output again), each folded as
 * Newsdesk counts searches (newsdesk_signal_term()), empty ones and repeats
 * dropped, the first NEWSDESK_HIDDEN_SEARCHES_MAX kept.
 *
 * @param mixed $input The textarea's text (already unslashed by options.php), or a list of terms.
 * @return string[]
 */
function newsdesk_sanitize_hidden_searches( $input ) {
	if ( is_string( $input ) ) {
		$input = preg_split( '/\r\n|\r|\n/', $input );
	}
	$terms = array();
	foreach ( is_array( $input ) ? $input : array() as $line ) {
		$term = is_string( $line ) ? newsdesk_signal_term( $line ) : '';
		if ( '' !== $term && ! in_array( $term, $terms, true ) ) {
			$terms[] = $term;
		}
	}
	if ( count( $terms ) > NEWSDESK_HIDDEN_SEARCHES_MAX ) {
		add_settings_error(
			'newsdesk_hidden_searches',
			'newsdesk_hidden_searches_capped',
			/* translators: 1: how many terms were given, 2: how many are kept. */
			sprintf( __( '%1$d hidden searches given, at most %2$d are kept: the first %2$d were saved.', 'newsdesk' ), count( $terms ), NEWSDESK_HIDDEN_SEARCHES_MAX ),
			'warning'
		);
		$terms = array_slice( $terms, 0, NEWSDESK_HIDDEN_SEARCHES_MAX );
	}
	return $terms;
}

/**
 * The section's introduction.
 */
function newsdesk_render_connection_section() {
	echo '<p>' . esc_html__( 'The same values as Newsdesk\'s environment: the purge token is its PURGE_TOKEN, the preview secret its PREVIEW_SECRET, the signals token its SIGNALS_TOKEN (without one, reader signals are accepted with the purge token). A value defined in wp-config.php wins over this page.', 'newsdesk' ) . '</p>';
}

/**
 * The URL field, read-only when NEWSDESK_URL is defined.
 */
function newsdesk_render_url_field() {
	if ( newsdesk_config_is_constant( 'url' ) ) {
		printf( '<input type="text" class="large-text code" id="newsdesk_url" value="%s" readonly="readonly" />', esc_attr( newsdesk_config( 'url' ) ) );
		echo '<p class="description">' . esc_html__( 'Set in wp-config.php (NEWSDESK_URL).', 'newsdesk' ) . '</p>';
	} else {
		printf( '<input type="text" class="large-text code" id="newsdesk_url" name="newsdesk_settings[url]" value="%s" placeholder="https://www.example.org" />', esc_attr( newsdesk_config( 'url' ) ) );
	}
	echo '<p class="description">' . esc_html__( 'Newsdesk\'s public origin, without a trailing slash; several separated by commas. Purges go to each; previews open on the first.', 'newsdesk' ) . '</p>';
	$urls = newsdesk_urls();
	if ( $urls ) {
		/* translators: %s: the URLs in use. */
		echo '<p class="description">' . esc_html( sprintf( __( 'In use: %s', 'newsdesk' ), implode( ', ', $urls ) ) ) . '</p>';
	}
}

/**
 * The reader signals section's introduction.
 */
function newsdesk_render_signals_section() {
	echo '<p>' . esc_html__( 'Newsdesk counts what readers do (reads, votes, searches) and sends it here in batches: the posts list shows each post\'s reads of the last 7 days and its rating, the dashboard the most read posts of the day.', 'newsdesk' ) . '</p>';
}

/**
 * The hidden popular searches: a textarea, one term a line.
 */
function newsdesk_render_hidden_searches_field() {
	printf(
		'<textarea class="large-text code" rows="8" id="newsdesk_hidden_searches" name="newsdesk_hidden_searches" aria-describedby="newsdesk_hidden_searches_description">%s</textarea>',
		esc_textarea( implode( "\n", newsdesk_hidden_searches() ) )
	);
	/* translators: %d: the most terms kept. */
	echo '<p class="description" id="newsdesk_hidden_searches_description">' . esc_html( sprintf( __( 'One term per line. Terms listed here never appear in the popular searches of any language, whoever searched them. They are compared as Newsdesk counts searches: lower case, single spaces, at most 60 characters (they are saved so). At most %d terms.', 'newsdesk' ), NEWSDESK_HIDDEN_SEARCHES_MAX ) ) . '</p>';
}

/**
 * A secret field: a password input that is never filled with the saved value.
 *
 * @param array $args The field's `key`: 'purge_token' or 'preview_secret'.
 */
function newsdesk_render_secret_field( $args ) {
	$key      = in_array( $args['key'], array( 'preview_secret', 'signals_token' ), true ) ? $args['key'] : 'purge_token';
	$constant = newsdesk_config_constants()[ $key ];
	$value    = newsdesk_config( $key );

	if ( newsdesk_config_is_constant( $key ) ) {
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
	} elseif ( 'preview_secret' === $key && '' === newsdesk_preview_secret() ) {
		/* translators: 1: the secret's length, 2: the minimum length. */
		$status = sprintf( __( 'Too short (%1$d characters, at least %2$d needed): it counts as unset, previews open in WordPress.', 'newsdesk' ), strlen( $value ), NEWSDESK_PREVIEW_SECRET_MIN_LENGTH );
	} else {
		/* translators: %d: the value's length. */
		$status = sprintf( __( 'Set (%d characters).', 'newsdesk' ), strlen( $value ) );
	}
	echo '<p class="description">' . esc_html( $status ) . '</p>';
}

/**
 * Settings → Newsdesk: the settings form, the test purge and the last purge failures.
 */
function newsdesk_render_settings_page() {
	if ( ! current_user_can( 'manage_options' ) ) {
		return;
	}
	echo '<div class="wrap"><h1>' . esc_html( get_admin_page_title() ) . '</h1>';

	newsdesk_render_test_purge_results();

	echo '<form method="post" action="' . esc_url( admin_url( 'options.php' ) ) . '">';
	settings_fields( 'newsdesk' );
	do_settings_sections( 'newsdesk' );
	submit_button();
	echo '</form>';

	echo '<h2>' . esc_html__( 'Test the connection', 'newsdesk' ) . '</h2>';
	echo '<p>' . esc_html__( 'Sends a purge of the path /newsdesk-connection-test (nothing lives there) to every Newsdesk URL with the purge token, and shows each answer.', 'newsdesk' ) . '</p>';
	echo '<form method="post" action="' . esc_url( admin_url( 'admin-post.php' ) ) . '">';
	echo '<input type="hidden" name="action" value="newsdesk_test_purge" />';
	// Names of their own: the settings form above has its `_wpnonce` and `submit` already.
	wp_nonce_field( 'newsdesk_test_purge', 'newsdesk_test_purge_nonce' );
	submit_button( __( 'Send a test purge', 'newsdesk' ), 'secondary', 'newsdesk_test_purge', false );
	echo '</form>';

	newsdesk_render_index_status();

	echo '<h2>' . esc_html__( 'Last purge failures', 'newsdesk' ) . '</h2>';
	$failures = newsdesk_purge_failures();
	if ( ! $failures ) {
		echo '<p>' . esc_html__( 'None.', 'newsdesk' ) . '</p>';
	} else {
		echo '<table class="widefat striped"><thead><tr><th>' . esc_html__( 'Time', 'newsdesk' ) . '</th><th>' . esc_html__( 'URL', 'newsdesk' ) . '</th><th>' . esc_html__( 'Error', 'newsdesk' ) . '</th></tr></thead><tbody>';
		$format = get_option( 'date_format' ) . ' ' . get_option( 'time_format' );
		foreach ( $failures as $failure ) {
			printf(
				'<tr><td>%s</td><td><code>%s</code></td><td>%s</td></tr>',
				esc_html( (string) wp_date( $format, (int) $failure['time'] ) ),
				esc_html( $failure['url'] ),
				esc_html( $failure['error'] )
			);
		}
		echo '</tbody></table>';
	}
	echo '</div>';
}

/**
 * "Send a test purge": purges only /newsdesk-connection-test on every URL and
 * keeps each answer for the page to show after the redirect.
 */
function newsdesk_handle_test_purge() {
	if ( ! current_user_can( 'manage_options' ) ) {
		wp_die( esc_html__( 'Sorry, you are not allowed to manage options for this site.', 'newsdesk' ), 403 );
	}
	check_admin_referer( 'newsdesk_test_purge', 'newsdesk_test_purge_nonce' );

	$results = array();
	$urls    = newsdesk_urls();
	if ( ! $urls || '' === newsdesk_config( 'purge_token' ) ) {
		$results[] = array(
			'ok'      => false,
			'message' => __( 'Set the Newsdesk URL and the purge token first.', 'newsdesk' ),
		);
	}
	if ( '' !== newsdesk_config( 'purge_token' ) ) {
		$body = (string) wp_json_encode(
			array(
				'tags'  => array(),
				'paths' => array( '/newsdesk-connection-test' ),
			),
			JSON_UNESCAPED_SLASHES
		);
		foreach ( $urls as $url ) {
			$answer    = newsdesk_send_purge( $url, $body );
			$results[] = array(
				'ok'      => true === $answer,
				'message' => true === $answer
					/* translators: %s: a Newsdesk URL. */
					? sprintf( __( '%s accepted the test purge.', 'newsdesk' ), $url )
					/* translators: 1: a Newsdesk URL, 2: the error. */
					: sprintf( __( '%1$s: the test purge failed: %2$s', 'newsdesk' ), $url, $answer->get_error_message() ),
			);
		}
	}
	set_transient( 'newsdesk_test_purge_' . get_current_user_id(), $results, 5 * MINUTE_IN_SECONDS );

	wp_safe_redirect( admin_url( 'options-general.php?page=newsdesk' ) );
	exit;
}

/**
 * The test purge's results, once, as admin notices.
 */
function newsdesk_render_test_purge_results() {
	$key     = 'newsdesk_test_purge_' . get_current_user_id();
	$results = get_transient( $key );
	if ( ! is_array( $results ) ) {
		return;
	}
	delete_transient( $key );
	foreach ( $results as $result ) {
		printf(
			'<div class="notice %s is-dismissible"><p>%s</p></div>',
			empty( $result['ok'] ) ? 'notice-error' : 'notice-success',
			esc_html( isset( $result['message'] ) ? (string) $result['message'] : '' )
		);
	}
}

/**
 * The index's section of the settings page: its progress while it builds (and
 * that listings and search answer from WordPress's own queries meanwhile), its
 * size once built, and a button that starts a pass over the archive again.
 */
function newsdesk_render_index_status() {
	global $wpdb;
	$state = newsdesk_index_state();
	echo '<h2>' . esc_html__( 'Index', 'newsdesk' ) . '</h2>';
	if ( NEWSDESK_INDEX_SCHEMA !== $state['schema'] ) {
		echo '<p>' . esc_html__( 'The index\'s tables could not be created: listings and search answer from WordPress\'s own queries. The PHP error log says why.', 'newsdesk' ) . '</p>';
	} elseif ( null !== $state['cursor'] ) {
		$percent = $state['total'] > 0 ? (int) floor( 100 * $state['done'] / $state['total'] ) : 0;
		/* translators: 1: posts and pages indexed, 2: all of them, 3: percent. */
		echo '<p>' . esc_html( sprintf( __( 'Indexing: %1$d of %2$d posts and pages (%3$d%%), a few seconds at a time on WP-Cron.', 'newsdesk' ), $state['done'], $state['total'], $percent ) ) . '</p>';
		echo '<progress max="100" value="' . esc_attr( (string) $percent ) . '">' . esc_html( $percent . '%' ) . '</progress>';
		if ( ! $state['built'] ) {
			echo '<p>' . esc_html__( 'Until it completes, listings and search answer from WordPress\'s own queries, which are slow on a large archive, and search answers carry the header X-Newsdesk-Search: wordpress.', 'newsdesk' ) . '</p>';
		}
	} else {
		$tables = newsdesk_index_tables();
		$posts  = (int) $wpdb->get_var( "SELECT COUNT(*) FROM {$tables['posts']}" ); // phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared, WordPress.DB.DirectDatabaseQuery -- our own table, on an admin page.
		$bytes  = (int) $wpdb->get_var( "SELECT SUM( data_length + index_length ) FROM information_schema.tables WHERE table_schema = DATABASE() AND table_name IN ( '" . implode( "','", array_map( 'esc_sql', $tables ) ) . "' )" ); // phpcs:ignore WordPress.DB.PreparedSQL.NotPrepared, WordPress.DB.DirectDatabaseQuery -- our own table names, escaped.
		/* translators: 1: posts and pages in the index, 2: its size, 3: when its last pass ended. */
		echo '<p>' . esc_html( sprintf( __( 'Complete: %1$d published posts and pages, %2$s in the database, last pass over the archive ended %3$s.', 'newsdesk' ), $posts, size_format( $bytes ), (string) wp_date( get_option( 'date_format' ) . ' ' . get_option( 'time_format' ), $state['finished'] ) ) ) . '</p>';
	}
	echo '<form method="post" action="' . esc_url( admin_url( 'admin-post.php' ) ) . '">';
	echo '<input type="hidden" name="action" value="newsdesk_index_pass" />';
	wp_nonce_field( 'newsdesk_index_pass', 'newsdesk_index_pass_nonce' );
	echo '<p class="description">' . esc_html__( 'Saves keep the index current. After content was changed in the database directly (an import by SQL), index the archive again; the index keeps answering meanwhile.', 'newsdesk' ) . '</p>';
	submit_button( __( 'Index the archive again', 'newsdesk' ), 'secondary', 'newsdesk_index_pass', false );
	echo '</form>';
}

/**
 * "Index the archive again": starts a pass over every post and page.
 */
function newsdesk_handle_index_pass() {
	if ( ! current_user_can( 'manage_options' ) ) {
		wp_die( esc_html__( 'Sorry, you are not allowed to manage options for this site.', 'newsdesk' ), 403 );
	}
	check_admin_referer( 'newsdesk_index_pass', 'newsdesk_index_pass_nonce' );
	newsdesk_index_install();
	newsdesk_index_start_pass();
	wp_safe_redirect( admin_url( 'options-general.php?page=newsdesk' ) );
	exit;
}
