<?php
/**
 * Newsdesk: the Translation_Panel class.
 *
 * @package Newsdesk
 */

namespace Newsdesk\Translations;

use Newsdesk\Languages;

defined( 'ABSPATH' ) || exit;

/**
 * The "Translations" box of the post edit screen (a panel of the block
 * editor's sidebar), for a site without Polylang, whose own box does this
 * with Polylang: per other language, the linked post (its title, a link to
 * edit it, "Unlink") and a post id to link, which a search of that language's
 * posts fills (core's REST API, assets/translation-panel.js; the id field
 * works without JavaScript). Saved with the post under a nonce of its own and
 * the `edit_post` capability, only when the editor changed something
 * (Translation_Edits); what is refused is told on the next screen as a notice.
 */
final class Translation_Panel {
	/** The nonce's field; its action is this, an underscore and the post id. */
	const NONCE = 'newsdesk_translations_nonce';

	/** The transient of a user's notices, followed by their id. */
	const NOTICES = 'newsdesk_translation_notices_';

	/**
	 * Hooks this class into WordPress (called once, from Plugin::boot()).
	 */
	public static function register(): void {
		add_action( 'plugins_loaded', array( self::class, 'hook' ) );
	}

	/**
	 * Once every plugin is loaded: the box, its save, its script and the
	 * notices, unless Polylang is active (its own box links translations).
	 */
	public static function hook(): void {
		if ( Languages::polylang_active() ) {
			return;
		}
		add_action( 'add_meta_boxes_post', array( self::class, 'add_box' ) );
		add_action( 'save_post_post', array( self::class, 'save' ), 10, 1 );
		add_action( 'admin_enqueue_scripts', array( self::class, 'scripts' ) );
		add_action( 'admin_notices', array( self::class, 'notices' ) );
	}

	/**
	 * Adds the box for whoever may edit the post.
	 *
	 * @param \WP_Post $post The post edited.
	 */
	public static function add_box( $post ): void {
		if ( $post instanceof \WP_Post && current_user_can( 'edit_post', $post->ID ) ) {
			add_meta_box( 'newsdesk-translations', __( 'Translations', 'newsdesk' ), array( self::class, 'render' ), 'post', 'side', 'default' );
		}
	}

	/**
	 * The box: this post's language, then a line per other language.
	 *
	 * @param \WP_Post $post The post edited.
	 */
	public static function render( $post ): void {
		$lang  = Languages::of_post( $post->ID );
		$group = Translation_Groups::post_group( $post->ID );
		$names = Languages::names();
		wp_nonce_field( self::NONCE . '_' . $post->ID, self::NONCE, false );
		if ( $group ) {
			_prime_post_caches( array_values( $group ), false, false );
			// The language the group was shown for: a change of it alone is saved too.
			printf( '<input type="hidden" name="newsdesk_translation_lang" value="%s" />', esc_attr( $lang ) );
		}
		/* translators: %s: a language's name. */
		echo '<p>' . esc_html( sprintf( __( 'This post is in %s. Its versions in other languages:', 'newsdesk' ), $names[ $lang ] ) ) . '</p>';
		foreach ( Languages::codes() as $code ) {
			if ( $code !== $lang ) {
				self::render_language( $post->ID, $code, $names[ $code ], $group[ $code ] ?? 0 );
			}
		}
	}

	/**
	 * One language's line: the linked post, and the id and search fields.
	 *
	 * @param int    $post_id The post edited.
	 * @param string $code    The language.
	 * @param string $name    Its name.
	 * @param int    $linked  The post linked in that language, or 0.
	 */
	private static function render_language( int $post_id, string $code, string $name, int $linked ): void {
		$field = 'newsdesk-translation-' . $code;
		echo '<div class="newsdesk-translation" data-lang="' . esc_attr( $code ) . '" data-post="' . esc_attr( (string) $post_id ) . '">';
		echo '<p><label for="' . esc_attr( $field ) . '"><strong>' . esc_html( $name ) . '</strong></label>';
		if ( $linked ) {
			$other = get_post( $linked );
			echo '<br />';
			if ( $other instanceof \WP_Post ) {
				$title  = '' === trim( $other->post_title ) ? __( '(no title)', 'newsdesk' ) : $other->post_title;
				$link   = get_edit_post_link( $other->ID );
				$status = get_post_status_object( $other->post_status );
				echo $link ? '<a class="newsdesk-translation-linked" href="' . esc_url( $link ) . '">' . esc_html( $title ) . '</a>' : esc_html( $title );
				if ( 'publish' !== $other->post_status && $status ) {
					echo ' <em>(' . esc_html( (string) $status->label ) . ')</em>';
				}
			} else {
				/* translators: %d: a post id. */
				echo esc_html( sprintf( __( 'Post %d, which no longer exists', 'newsdesk' ), $linked ) );
			}
			echo '<br /><label><input type="checkbox" name="newsdesk_translation_unlink[' . esc_attr( $code ) . ']" value="1" /> ' . esc_html__( 'Unlink', 'newsdesk' ) . '</label>';
		}
		echo '</p><p>';
		printf(
			'<input type="hidden" name="newsdesk_translation_shown[%1$s]" value="%2$s" /><input type="number" min="1" step="1" class="small-text newsdesk-translation-id" id="%3$s" name="newsdesk_translation[%1$s]" value="%2$s" placeholder="%4$s" />',
			esc_attr( $code ),
			esc_attr( $linked ? (string) $linked : '' ),
			esc_attr( $field ),
			esc_attr__( 'Post ID', 'newsdesk' )
		);
		$filter = self::language_filter( $code );
		if ( '' !== $filter ) {
			/* translators: %s: a language's name. */
			$label = sprintf( __( 'Search posts in %s', 'newsdesk' ), $name );
			echo ' <input type="search" class="newsdesk-translation-search" data-filter="' . esc_attr( $filter ) . '" aria-label="' . esc_attr( $label ) . '" placeholder="' . esc_attr( $label ) . '" hidden />';
			echo ' <span class="newsdesk-translation-chosen" aria-live="polite"></span>';
		}
		echo '</p>';
		if ( '' !== $filter ) {
			echo '<ul class="newsdesk-translation-results" hidden></ul>';
		}
		echo '</div>';
	}

	/**
	 * The REST query's language filter: its term, or for the default language
	 * (posts without a term are in it) every other language's term excluded.
	 *
	 * @param string $code A language.
	 */
	private static function language_filter( string $code ): string {
		$terms = get_terms( array( 'taxonomy' => 'language', 'hide_empty' => false, 'fields' => 'id=>slug' ) );
		$ids   = is_array( $terms ) ? array_intersect( $terms, Languages::codes() ) : array();
		if ( Languages::default_code() === $code ) {
			$others = array_keys( array_diff( $ids, array( $code ) ) );
			sort( $others );
			return $others ? 'language_exclude=' . implode( ',', $others ) : '';
		}
		$id = array_search( $code, $ids, true );
		return false === $id ? '' : 'language=' . $id;
	}

	/**
	 * Saves the box with the post: only from the form, under its nonce, for
	 * whoever may edit the post, and only when the editor changed a line (or the
	 * post's language changed): a save that changes nothing costs nothing.
	 *
	 * @param int $post_id The post saved.
	 */
	public static function save( int $post_id ): void {
		// phpcs:disable WordPress.Security.NonceVerification.Missing -- verified here before anything is read.
		if ( ! isset( $_POST[ self::NONCE ], $_POST['newsdesk_translation'] ) || ( defined( 'DOING_AUTOSAVE' ) && DOING_AUTOSAVE ) || wp_is_post_revision( $post_id ) || wp_is_post_autosave( $post_id ) ) {
			return;
		}
		if ( ! wp_verify_nonce( sanitize_key( wp_unslash( $_POST[ self::NONCE ] ) ), self::NONCE . '_' . $post_id ) || ! current_user_can( 'edit_post', $post_id ) ) {
			return;
		}
		$changes = self::posted_changes();
		$shown   = isset( $_POST['newsdesk_translation_lang'] ) ? sanitize_key( wp_unslash( $_POST['newsdesk_translation_lang'] ) ) : '';
		// phpcs:enable WordPress.Security.NonceVerification.Missing
		if ( is_wp_error( $changes ) ) {
			self::keep_notice( $post_id, $changes->get_error_message() );
			return;
		}
		if ( ! $changes && ( '' === $shown || Languages::of_post( $post_id ) === $shown ) ) {
			return;
		}
		$result = Translation_Edits::apply( Translation_Links::POST_GROUPS, $post_id, Languages::of_post( $post_id ), $changes );
		if ( is_wp_error( $result ) ) {
			self::keep_notice( $post_id, $result->get_error_message() );
		}
	}

	/**
	 * What the editor changed in the form, language => post id (0: unlinked):
	 * the lines whose id differs from the one shown, or whose "Unlink" is ticked.
	 *
	 * @return array<string, int>|\WP_Error When an id is no number.
	 */
	private static function posted_changes() {
		// phpcs:disable WordPress.Security.NonceVerification.Missing,WordPress.Security.ValidatedSanitizedInput.InputNotSanitized -- the caller verified the nonce; every value is checked below.
		$posted = isset( $_POST['newsdesk_translation'] ) && is_array( $_POST['newsdesk_translation'] ) ? wp_unslash( $_POST['newsdesk_translation'] ) : array();
		$shown  = isset( $_POST['newsdesk_translation_shown'] ) && is_array( $_POST['newsdesk_translation_shown'] ) ? wp_unslash( $_POST['newsdesk_translation_shown'] ) : array();
		$unlink = isset( $_POST['newsdesk_translation_unlink'] ) && is_array( $_POST['newsdesk_translation_unlink'] ) ? wp_unslash( $_POST['newsdesk_translation_unlink'] ) : array();
		// phpcs:enable
		$changes = array();
		foreach ( Languages::codes() as $code ) {
			if ( ! isset( $posted[ $code ] ) || ! is_string( $posted[ $code ] ) ) {
				continue;
			}
			$value = trim( $posted[ $code ] );
			if ( '' !== $value && ! ctype_digit( $value ) ) {
				/* translators: %s: what was typed as a post id. */
				return new \WP_Error( 'newsdesk_translation_id', sprintf( __( '“%s” is no post ID.', 'newsdesk' ), $value ) );
			}
			$id  = empty( $unlink[ $code ] ) ? (int) $value : 0;
			$was = isset( $shown[ $code ] ) && is_string( $shown[ $code ] ) ? absint( $shown[ $code ] ) : 0;
			if ( $id !== $was ) {
				$changes[ $code ] = $id;
			}
		}
		return $changes;
	}

	/**
	 * Keeps a refusal for the user's next screen.
	 *
	 * @param int    $post_id The post (0: a category, named in the message).
	 * @param string $message What was refused, as plain text.
	 */
	public static function keep_notice( int $post_id, string $message ): void {
		$notices = (array) get_transient( self::NOTICES . get_current_user_id() );
		if ( $post_id ) {
			$title = html_entity_decode( wp_strip_all_tags( get_the_title( $post_id ) ), ENT_QUOTES, 'UTF-8' );
			/* translators: 1: a post's title, 2: why its translations were not saved. */
			$message = sprintf( __( 'The translations of “%1$s” were not changed: %2$s', 'newsdesk' ), $title, $message );
		}
		$notices[] = $message;
		set_transient( self::NOTICES . get_current_user_id(), array_slice( array_filter( $notices ), -10 ), 10 * MINUTE_IN_SECONDS );
	}

	/**
	 * The user's kept notices, once: taken on the first call of a request.
	 *
	 * @return string[]
	 */
	private static function take_notices(): array {
		static $taken = null;
		if ( null === $taken ) {
			$taken = array_values( array_filter( (array) get_transient( self::NOTICES . get_current_user_id() ), 'is_string' ) );
			if ( $taken ) {
				delete_transient( self::NOTICES . get_current_user_id() );
			}
		}
		return $taken;
	}

	/**
	 * The kept refusals as admin notices (in the block editor, the panel's script shows them).
	 */
	public static function notices(): void {
		foreach ( self::take_notices() as $message ) {
			echo '<div class="notice notice-error is-dismissible newsdesk-translation-notice"><p>' . esc_html( $message ) . '</p></div>';
		}
	}

	/**
	 * On a post's edit screen: the panel's search, and the kept notices for the block editor.
	 *
	 * @param string $hook_suffix The admin screen.
	 */
	public static function scripts( $hook_suffix ): void {
		$screen = function_exists( 'get_current_screen' ) ? get_current_screen() : null;
		if ( ! in_array( $hook_suffix, array( 'post.php', 'post-new.php' ), true ) || ! $screen || 'post' !== $screen->post_type ) {
			return;
		}
		wp_enqueue_script( 'newsdesk-translation-panel', plugins_url( 'assets/translation-panel.js', NEWSDESK_PLUGIN_FILE ), array( 'wp-api-fetch' ), NEWSDESK_PLUGIN_VERSION, true );
		$settings = array(
			'notices'  => $screen->is_block_editor() ? self::take_notices() : array(),
			'noResult' => __( 'No post found.', 'newsdesk' ),
			'failed'   => __( 'The search failed.', 'newsdesk' ),
			/* translators: %s: a post's title. */
			'chosen'   => __( 'Chosen: %s', 'newsdesk' ),
		);
		wp_add_inline_script( 'newsdesk-translation-panel', 'var newsdeskTranslationPanel = ' . wp_json_encode( $settings ) . ';', 'before' );
	}
}
