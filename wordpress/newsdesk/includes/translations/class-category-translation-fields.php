<?php
/**
 * Newsdesk: the Category_Translation_Fields class.
 *
 * @package Newsdesk
 */

namespace Newsdesk\Translations;

use Newsdesk\Languages;

defined( 'ABSPATH' ) || exit;

/**
 * "Language of this category" and its translations on the category screens
 * (Posts → Categories, add and edit), for a site without Polylang: a category
 * has no language of its own there (it is shown in the languages where it has
 * posts), so the editor names it here, with the category of each other
 * language that translates it; the group is stored keyed by those languages
 * (Translation_Edits, Translation_Links::link_terms()), where Polylang would
 * keep it too. Saved under a nonce of its own and the `manage_categories`
 * capability, only when something changed; a refusal is told on the next
 * screen (Translation_Panel's notices).
 */
final class Category_Translation_Fields {
	/** The nonce's field; its action is this, an underscore and the category id (0 on the add form). */
	const NONCE = 'newsdesk_category_translations_nonce';

	/**
	 * Hooks this class into WordPress (called once, from Plugin::boot()).
	 */
	public static function register(): void {
		add_action( 'plugins_loaded', array( self::class, 'hook' ) );
	}

	/**
	 * Once every plugin is loaded: the fields and their saving, unless Polylang
	 * is active (its own fields on these screens link translations).
	 */
	public static function hook(): void {
		if ( Languages::polylang_active() ) {
			return;
		}
		add_action( 'category_add_form_fields', array( self::class, 'add_fields' ) );
		add_action( 'category_edit_form_fields', array( self::class, 'edit_fields' ) );
		add_action( 'created_category', array( self::class, 'created' ) );
		add_action( 'edited_category', array( self::class, 'edited' ) );
	}

	/**
	 * The fields on the add form (Posts → Categories).
	 */
	public static function add_fields(): void {
		if ( ! current_user_can( 'manage_categories' ) || ! taxonomy_exists( Translation_Links::TERM_GROUPS ) ) {
			return;
		}
		echo '<div class="form-field term-newsdesk-language-wrap">';
		self::language_field( 0, '' );
		echo '</div><div class="form-field term-newsdesk-translations-wrap"><p><strong>' . esc_html__( 'Translations', 'newsdesk' ) . '</strong></p>';
		self::translation_fields( 0, '', array() );
		echo '</div>';
	}

	/**
	 * The fields on a category's edit screen, as rows of its table.
	 *
	 * @param \WP_Term $term The category edited.
	 */
	public static function edit_fields( $term ): void {
		if ( ! $term instanceof \WP_Term || ! current_user_can( 'manage_categories' ) || ! taxonomy_exists( Translation_Links::TERM_GROUPS ) ) {
			return;
		}
		$group = Translation_Groups::term_group( $term->term_id );
		$lang  = (string) array_search( $term->term_id, $group, true );
		echo '<tr class="form-field term-newsdesk-language-wrap"><th scope="row"><label for="newsdesk-category-lang">' . esc_html__( 'Language of this category', 'newsdesk' ) . '</label></th><td>';
		self::language_field( $term->term_id, $lang );
		echo '</td></tr><tr class="form-field term-newsdesk-translations-wrap"><th scope="row">' . esc_html__( 'Translations', 'newsdesk' ) . '</th><td>';
		self::translation_fields( $term->term_id, $lang, $group );
		echo '</td></tr>';
	}

	/**
	 * The language select, with the nonce.
	 *
	 * @param int    $term_id The category (0 on the add form).
	 * @param string $lang    Its language, '' when it has none.
	 */
	private static function language_field( int $term_id, string $lang ): void {
		wp_nonce_field( self::NONCE . '_' . $term_id, self::NONCE, false );
		if ( ! $term_id ) {
			echo '<label for="newsdesk-category-lang">' . esc_html__( 'Language of this category', 'newsdesk' ) . '</label>';
		}
		echo '<select name="newsdesk_category_lang" id="newsdesk-category-lang"><option value="">' . esc_html__( '— Not set —', 'newsdesk' ) . '</option>';
		foreach ( Languages::names() as $code => $name ) {
			echo '<option value="' . esc_attr( $code ) . '"' . selected( $lang, $code, false ) . '>' . esc_html( $name ) . '</option>';
		}
		echo '</select><input type="hidden" name="newsdesk_category_lang_shown" value="' . esc_attr( $lang ) . '" />';
		echo '<p class="description">' . esc_html__( 'Kept with the category’s translations: a category without any keeps no language here, and is shown in every language of its posts.', 'newsdesk' ) . '</p>';
	}

	/**
	 * A select of categories per other language (every language while the category has none).
	 *
	 * @param int                $term_id The category (0 on the add form).
	 * @param string             $lang    Its language, '' when it has none.
	 * @param array<string, int> $group   Its group, language => term id.
	 */
	private static function translation_fields( int $term_id, string $lang, array $group ): void {
		$categories = get_terms(
			array(
				'taxonomy'               => 'category',
				'hide_empty'             => false,
				'exclude'                => $term_id ? array( $term_id ) : array(),
				'orderby'                => 'name',
				'update_term_meta_cache' => false,
			)
		);
		$categories = is_array( $categories ) ? $categories : array();
		foreach ( Languages::names() as $code => $name ) {
			if ( $code === $lang ) {
				continue;
			}
			$linked = $group[ $code ] ?? 0;
			echo '<p><label for="newsdesk-category-translation-' . esc_attr( $code ) . '">' . esc_html( $name ) . '</label><br />';
			echo '<select name="newsdesk_category_translation[' . esc_attr( $code ) . ']" id="newsdesk-category-translation-' . esc_attr( $code ) . '">';
			echo '<option value="0">' . esc_html__( '— None —', 'newsdesk' ) . '</option>';
			foreach ( $categories as $category ) {
				echo '<option value="' . esc_attr( (string) $category->term_id ) . '"' . selected( $linked, $category->term_id, false ) . '>' . esc_html( $category->name ) . '</option>';
			}
			echo '</select><input type="hidden" name="newsdesk_category_translation_shown[' . esc_attr( $code ) . ']" value="' . esc_attr( (string) $linked ) . '" /></p>';
		}
	}

	/**
	 * Saves the fields of the add form.
	 *
	 * @param int $term_id The category created.
	 */
	public static function created( $term_id ): void {
		self::save( (int) $term_id, 0 );
	}

	/**
	 * Saves the fields of a category's edit screen.
	 *
	 * @param int $term_id The category saved.
	 */
	public static function edited( $term_id ): void {
		self::save( (int) $term_id, (int) $term_id );
	}

	/**
	 * Saves the language and the translations: under the form's nonce, for
	 * whoever may manage categories, only when a field changed.
	 *
	 * @param int $term_id The category.
	 * @param int $form    The category the form was made for (0: the add form).
	 */
	private static function save( int $term_id, int $form ): void {
		// phpcs:disable WordPress.Security.NonceVerification.Missing,WordPress.Security.ValidatedSanitizedInput.InputNotSanitized -- the nonce is verified first; every value is checked.
		if ( ! isset( $_POST[ self::NONCE ], $_POST['newsdesk_category_lang'] ) || ! wp_verify_nonce( sanitize_key( wp_unslash( $_POST[ self::NONCE ] ) ), self::NONCE . '_' . $form ) || ! current_user_can( 'manage_categories' ) ) {
			return;
		}
		$lang   = sanitize_key( wp_unslash( $_POST['newsdesk_category_lang'] ) );
		$shown  = isset( $_POST['newsdesk_category_lang_shown'] ) ? sanitize_key( wp_unslash( $_POST['newsdesk_category_lang_shown'] ) ) : '';
		$posted = isset( $_POST['newsdesk_category_translation'] ) && is_array( $_POST['newsdesk_category_translation'] ) ? wp_unslash( $_POST['newsdesk_category_translation'] ) : array();
		$was    = isset( $_POST['newsdesk_category_translation_shown'] ) && is_array( $_POST['newsdesk_category_translation_shown'] ) ? wp_unslash( $_POST['newsdesk_category_translation_shown'] ) : array();
		// phpcs:enable
		$lang    = Languages::is_language( $lang ) ? $lang : '';
		$changes = array();
		foreach ( Languages::codes() as $code ) {
			if ( isset( $posted[ $code ] ) && is_string( $posted[ $code ] ) && absint( $posted[ $code ] ) !== absint( is_string( $was[ $code ] ?? null ) ? $was[ $code ] : 0 ) ) {
				$changes[ $code ] = absint( $posted[ $code ] );
			}
		}
		if ( $lang === $shown && ! $changes ) {
			return;
		}
		$result = Translation_Edits::apply( Translation_Links::TERM_GROUPS, $term_id, $lang, $changes );
		if ( is_wp_error( $result ) ) {
			$name = html_entity_decode( (string) get_term_field( 'name', $term_id, 'category', 'raw' ), ENT_QUOTES, 'UTF-8' );
			/* translators: 1: a category's name, 2: why its translations were not saved. */
			Translation_Panel::keep_notice( 0, sprintf( __( 'The translations of the category “%1$s” were not changed: %2$s', 'newsdesk' ), $name, $result->get_error_message() ) );
		}
	}
}
