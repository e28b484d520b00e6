<?php
/**
 * Languages: the six codes, Polylang's data model (taxonomies `language` and
 * `post_translations`), and which language a post or a category belongs to.
 *
 * @package Newsdesk
 */

defined( 'ABSPATH' ) || exit;

add_action( 'init', 'newsdesk_register_language_taxonomies', 5 );

/**
 * The language codes Newsdesk serves, in its order.
 *
 * @return string[]
 */
function newsdesk_languages(): array {
	return array( 'it', 'en', 'fr', 'de', 'es', 'pt' );
}

/**
 * The language of a post or page that has none.
 */
function newsdesk_default_language(): string {
	return 'it';
}

/**
 * Whether a value is one of the six language codes.
 *
 * @param mixed $code The value to check.
 */
function newsdesk_is_language( $code ): bool {
	return is_string( $code ) && in_array( $code, newsdesk_languages(), true );
}

/**
 * The locale and its BCP 47 spelling of a language, as posts carry them.
 *
 * @param string $lang A language code.
 * @return array{0: string, 1: string} Locale (it_IT) and BCP 47 tag (it-IT).
 */
function newsdesk_language_locale( string $lang ): array {
	$locales = array(
		'it' => array( 'it_IT', 'it-IT' ),
		'en' => array( 'en_US', 'en-US' ),
		'fr' => array( 'fr_FR', 'fr-FR' ),
		'de' => array( 'de_DE', 'de-DE' ),
		'es' => array( 'es_ES', 'es-ES' ),
		'pt' => array( 'pt_PT', 'pt-PT' ),
	);
	return $locales[ $lang ] ?? $locales[ newsdesk_default_language() ];
}

/**
 * Whether Polylang manages languages (then it is asked instead of the terms).
 */
function newsdesk_polylang_active(): bool {
	return function_exists( 'pll_get_post_language' ) && function_exists( 'pll_get_term_language' );
}

/**
 * Registers the taxonomies of Polylang's data model, unless Polylang (or
 * anything else) already did.
 */
function newsdesk_register_language_taxonomies(): void {
	if ( newsdesk_polylang_active() ) {
		return;
	}
	if ( ! taxonomy_exists( 'language' ) ) {
		register_taxonomy(
			'language',
			array( 'post', 'page' ),
			array(
				'labels'             => array(
					'name'          => __( 'Languages', 'newsdesk' ),
					'singular_name' => __( 'Language', 'newsdesk' ),
				),
				// Hierarchical only for the editor's checkbox list: a fixed set to pick from, not free tags.
				'hierarchical'       => true,
				'public'             => false,
				'show_ui'            => true,
				'show_in_menu'       => false,
				'show_in_nav_menus'  => false,
				'show_tagcloud'      => false,
				'show_admin_column'  => true,
				'show_in_rest'       => true,
				'query_var'          => false,
				'rewrite'            => false,
				'capabilities'       => array(
					// The six terms are created on activation; only administrators may change them.
					'manage_terms' => 'manage_options',
					'edit_terms'   => 'manage_options',
					'delete_terms' => 'manage_options',
					'assign_terms' => 'edit_posts',
				),
			)
		);
	}
	if ( ! taxonomy_exists( 'post_translations' ) ) {
		register_taxonomy(
			'post_translations',
			array( 'post', 'page' ),
			array(
				'label'     => __( 'Translations', 'newsdesk' ),
				'public'    => false,
				'show_ui'   => false,
				'query_var' => false,
				'rewrite'   => false,
			)
		);
	}
}

/**
 * The six languages, each by the name it gives itself.
 *
 * @return array<string, string>
 */
function newsdesk_language_names(): array {
	return array(
		'it' => 'Italiano',
		'en' => 'English',
		'fr' => 'Français',
		'de' => 'Deutsch',
		'es' => 'Español',
		'pt' => 'Português',
	);
}

/**
 * Creates the six `language` terms that are missing (Polylang creates its own).
 */
function newsdesk_ensure_language_terms(): void {
	if ( newsdesk_polylang_active() || ! taxonomy_exists( 'language' ) ) {
		return;
	}
	foreach ( newsdesk_language_names() as $code => $name ) {
		if ( ! term_exists( $code, 'language' ) ) {
			wp_insert_term( $name, 'language', array( 'slug' => $code ) );
		}
	}
}

/**
 * The language of a post or page: Polylang's, else its `language` term, else
 * the default. Reads the term cache a WP_Query primed, so it costs no query.
 *
 * @param int $post_id The post or page.
 */
function newsdesk_post_language( int $post_id ): string {
	if ( newsdesk_polylang_active() ) {
		$lang = pll_get_post_language( $post_id, 'slug' );
		return newsdesk_is_language( $lang ) ? $lang : newsdesk_default_language();
	}
	$terms = get_the_terms( $post_id, 'language' );
	if ( is_array( $terms ) ) {
		foreach ( $terms as $term ) {
			if ( newsdesk_is_language( $term->slug ) ) {
				return $term->slug;
			}
		}
	}
	return newsdesk_default_language();
}

/**
 * The tax_query clause selecting the posts of a language: those with its term,
 * and for the default language also those with no language at all.
 *
 * @param string $lang A language code.
 */
function newsdesk_language_tax_clause( string $lang ): array {
	$has_term = array(
		'taxonomy'         => 'language',
		'field'            => 'slug',
		'terms'            => array( $lang ),
		'include_children' => false,
	);
	if ( newsdesk_default_language() !== $lang ) {
		return $has_term;
	}
	return array(
		'relation' => 'OR',
		$has_term,
		array(
			'taxonomy' => 'language',
			'operator' => 'NOT EXISTS',
		),
	);
}

/**
 * The languages whose menu shows a category. With Polylang, the category's
 * own language; without it, every language with a published post in the
 * category or below it.
 *
 * @param int $term_id A category.
 * @return string[]
 */
function newsdesk_category_languages( int $term_id ): array {
	if ( newsdesk_polylang_active() ) {
		$lang = pll_get_term_language( $term_id, 'slug' );
		return newsdesk_is_language( $lang ) ? array( $lang ) : array();
	}
	$counts = newsdesk_category_post_counts();
	return array_values(
		array_filter(
			newsdesk_languages(),
			static function ( $lang ) use ( $counts, $term_id ) {
				return ! empty( $counts[ $term_id ][ $lang ] );
			}
		)
	);
}
