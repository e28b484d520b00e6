<?php
/**
 * Newsdesk: the Languages class.
 *
 * @package Newsdesk
 */

namespace Newsdesk;

use Newsdesk\Queries\Post_Queries;

defined( 'ABSPATH' ) || exit;

/**
 * Languages: the six codes, Polylang's data model (taxonomies `language`,
 * `post_translations` and `term_translations`), and which language a post or a
 * category belongs to.
 */
final class Languages {
	/**
	 * Hooks this class into WordPress (called once, from Plugin::boot()).
	 */
	public static function register(): void {
		add_action( 'init', array( self::class, 'register_taxonomies' ), 5 );
	}

	/**
	 * What the plugin knows of each language, read once a request from
	 * data/languages.json. That file is generated from Newsdesk's one table of
	 * languages (src/domain/language.ts, `npm run generate:languages`), so a new
	 * language is declared there and nowhere here.
	 *
	 * @return array{default: string, codes: string[], languages: array<string, array{name: string, locale: string, bcp47: string, slugs: array<string, string>}>}
	 */
	public static function facts(): array {
		static $facts = null;
		if ( null === $facts ) {
			$facts = wp_json_file_decode( dirname( NEWSDESK_PLUGIN_FILE ) . '/data/languages.json', array( 'associative' => true ) );
		}
		return $facts;
	}

	/**
	 * The language codes Newsdesk serves, in its order.
	 *
	 * @return string[]
	 */
	public static function codes(): array {
		return self::facts()['codes'];
	}

	/**
	 * The language of a post or page that has none.
	 */
	public static function default_code(): string {
		return self::facts()['default'];
	}

	/**
	 * One of Newsdesk's localized slugs in every language (`about`, `terms`,
	 * `privacy`, `latestPosts`), by language code.
	 *
	 * @param string $name The slug's name in the table.
	 * @return array<string, string>
	 */
	public static function slugs( string $name ): array {
		return array_map(
			static function ( array $language ) use ( $name ): string {
				return $language['slugs'][ $name ];
			},
			self::facts()['languages']
		);
	}

	/**
	 * Whether a value is one of the six language codes.
	 *
	 * @param mixed $code The value to check.
	 */
	public static function is_language( $code ): bool {
		return is_string( $code ) && in_array( $code, self::codes(), true );
	}

	/**
	 * The locale and its BCP 47 spelling of a language, as posts carry them.
	 *
	 * @param string $lang A language code.
	 * @return array{0: string, 1: string} Locale (it_IT) and BCP 47 tag (it-IT).
	 */
	public static function locale( string $lang ): array {
		$languages = self::facts()['languages'];
		$language  = $languages[ $lang ] ?? $languages[ self::default_code() ];
		return array( $language['locale'], $language['bcp47'] );
	}

	/**
	 * Whether Polylang manages languages (then it is asked instead of the terms).
	 */
	public static function polylang_active(): bool {
		return function_exists( 'pll_get_post_language' ) && function_exists( 'pll_get_term_language' );
	}

	/**
	 * Registers the taxonomies of Polylang's data model, unless Polylang (or
	 * anything else) already did.
	 */
	public static function register_taxonomies(): void {
		if ( self::polylang_active() ) {
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
		if ( ! taxonomy_exists( 'term_translations' ) ) {
			// As Polylang registers it: its objects are terms (category ids), so the object type is the taxonomy.
			register_taxonomy(
				'term_translations',
				array( 'category' ),
				array(
					'label'     => __( 'Category translations', 'newsdesk' ),
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
	public static function names(): array {
		return array_map(
			static function ( array $language ): string {
				return $language['name'];
			},
			self::facts()['languages']
		);
	}

	/**
	 * Creates the six `language` terms that are missing (Polylang creates its own).
	 */
	public static function ensure_terms(): void {
		if ( self::polylang_active() || ! taxonomy_exists( 'language' ) ) {
			return;
		}
		foreach ( self::names() as $code => $name ) {
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
	public static function of_post( int $post_id ): string {
		if ( self::polylang_active() ) {
			$lang = pll_get_post_language( $post_id, 'slug' );
			return self::is_language( $lang ) ? $lang : self::default_code();
		}
		$terms = get_the_terms( $post_id, 'language' );
		if ( is_array( $terms ) ) {
			foreach ( $terms as $term ) {
				if ( self::is_language( $term->slug ) ) {
					return $term->slug;
				}
			}
		}
		return self::default_code();
	}

	/**
	 * The tax_query clause selecting the posts of a language: those with its term,
	 * and for the default language also those with no language at all.
	 *
	 * @param string $lang A language code.
	 */
	public static function tax_clause( string $lang ): array {
		$has_term = array(
			'taxonomy'         => 'language',
			'field'            => 'slug',
			'terms'            => array( $lang ),
			'include_children' => false,
		);
		if ( self::default_code() !== $lang ) {
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
	public static function of_categories( int $term_id ): array {
		if ( self::polylang_active() ) {
			$lang = pll_get_term_language( $term_id, 'slug' );
			return self::is_language( $lang ) ? array( $lang ) : array();
		}
		$counts = Post_Queries::category_post_counts();
		return array_values(
			array_filter(
				self::codes(),
				static function ( $lang ) use ( $counts, $term_id ) {
					return ! empty( $counts[ $term_id ][ $lang ] );
				}
			)
		);
	}
}
