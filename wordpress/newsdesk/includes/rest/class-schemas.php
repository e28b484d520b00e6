<?php
/**
 * Newsdesk: the Schemas class.
 *
 * @package Newsdesk
 */

namespace Newsdesk\Rest;

defined( 'ABSPATH' ) || exit;

/**
 * The JSON schemas of the contract's entities (docs/content-api-contract.md in
 * the Newsdesk repository; Newsdesk's src/domain/content.ts documents each
 * field), which several calls answer: a post's card, the full post, a static
 * page, a category, an author. They describe what the content classes build
 * (Post_Shape, Page_Shape, Category_Shape, Authors) for whoever reads a route's
 * schema; they are never applied to a body.
 */
final class Schemas {
	/**
	 * A schema as a controller's get_item_schema() returns it: an object, titled.
	 *
	 * @param string $title      The schema's title.
	 * @param array  $properties Its properties.
	 */
	public static function document( string $title, array $properties ): array {
		return array(
			'$schema'    => 'http://json-schema.org/draft-04/schema#',
			'title'      => $title,
			'type'       => 'object',
			'properties' => $properties,
		);
	}

	/**
	 * A property.
	 *
	 * @param string|string[] $type        Its JSON type(s).
	 * @param string          $description What it holds.
	 * @param array           $more        More keywords (format, enum, items, properties).
	 */
	public static function field( $type, string $description, array $more = array() ): array {
		return array_merge(
			array(
				'description' => $description,
				'type'        => $type,
			),
			$more
		);
	}

	/**
	 * An object property.
	 *
	 * @param string $description What it holds.
	 * @param array  $properties  Its properties.
	 */
	public static function object_of( string $description, array $properties ): array {
		return self::field( 'object', $description, array( 'properties' => $properties ) );
	}

	/**
	 * An array property.
	 *
	 * @param string $description What it holds.
	 * @param array  $item        The schema of one of its items.
	 */
	public static function list_of( string $description, array $item ): array {
		return self::field( 'array', $description, array( 'items' => $item ) );
	}


	/**
	 * The properties of an author, as posts carry one and get-authors lists them.
	 */
	public static function author_properties(): array {
		return array(
			'slug'        => self::field( 'string', __( 'URL-safe and unique across the site: WordPress\'s user_nicename, the author page\'s address.', 'newsdesk' ) ),
			'name'        => self::field( 'string', __( 'The display name, as text.', 'newsdesk' ) ),
			'description' => self::field( 'string', __( 'The biography as plain text; empty when there is none.', 'newsdesk' ) ),
			'avatar'      => self::field( 'string', __( 'A square picture the newsroom set on the profile; absent when there is none.', 'newsdesk' ) ),
		);
	}

	/**
	 * The properties of a category as get-categories answers it, its subcategories included.
	 */
	public static function category_properties(): array {
		return array(
			'id'           => self::field( 'integer', __( 'The term ID.', 'newsdesk' ) ),
			'name'         => self::field( 'string', __( 'Its name, as WordPress stores it.', 'newsdesk' ) ),
			'slug'         => self::field( 'string', __( 'Its slug, unique across languages.', 'newsdesk' ) ),
			'description'  => self::field( 'string', __( 'Its description.', 'newsdesk' ) ),
			'count'        => self::field( 'integer', __( 'Its published posts in the language.', 'newsdesk' ) ),
			'link'         => self::field( 'string', __( 'Its path on Newsdesk.', 'newsdesk' ) ),
			'parent'       => self::field( 'integer', __( 'The term ID of its section; 0 for a section.', 'newsdesk' ) ),
			'children'     => self::list_of( __( 'Its subcategories, each of this same shape.', 'newsdesk' ), array( 'type' => 'object' ) ),
			'translations' => self::list_of(
				__( 'The category in each language it has, itself included, in Newsdesk\'s language order: the sections and subcategories of its translation group (term_translations) shown in their language.', 'newsdesk' ),
				self::object_of(
					__( 'One translation.', 'newsdesk' ),
					array(
						'lang'      => self::field( 'string', __( 'A language code.', 'newsdesk' ) ),
						'slug'      => self::field( 'string', __( 'Its slug, as text.', 'newsdesk' ) ),
						'permalink' => self::field( 'string', __( 'Its path on Newsdesk, as its own link.', 'newsdesk' ) ),
					)
				)
			),
		);
	}

	/**
	 * The properties of a post's card, as listings, search and related posts send it.
	 */
	public static function card_properties(): array {
		$category = self::object_of(
			__( 'A category the post is placed in.', 'newsdesk' ),
			array(
				'slug' => self::field( 'string', __( 'The category\'s slug.', 'newsdesk' ) ),
				'name' => self::field( 'string', __( 'The category\'s name.', 'newsdesk' ) ),
			)
		);
		$vote     = self::object_of(
			__( 'The star rating.', 'newsdesk' ),
			array(
				'average' => self::field( 'number', __( 'The average of the stars, two decimals.', 'newsdesk' ) ),
				'votes'   => self::field( 'integer', __( 'How many readers voted.', 'newsdesk' ) ),
				'value'   => self::field( 'integer', __( 'The average, rounded.', 'newsdesk' ) ),
			)
		);
		$path     = __( 'The article\'s path on Newsdesk.', 'newsdesk' );
		return array(
			'id'              => self::field( 'integer', __( 'The post ID.', 'newsdesk' ) ),
			'date'            => self::field( 'string', __( 'When it was published, ISO 8601 (dd/mm/yyyy in a category\'s listing).', 'newsdesk' ) ),
			'datePublished'   => self::field( 'string', __( 'When it was published, ISO 8601.', 'newsdesk' ) ),
			'dateCreated'     => self::field( 'string', __( 'When it was last modified, ISO 8601.', 'newsdesk' ) ),
			'locale'          => self::field( 'string', __( 'The locale it is served in, as WordPress spells it.', 'newsdesk' ) ),
			'locale_bcp47'    => self::field( 'string', __( 'The same locale as a BCP 47 tag.', 'newsdesk' ) ),
			'image'           => self::field( 'string', __( 'The cover in its large size, an http(s) URL or a path of the site; absent without a cover.', 'newsdesk' ) ),
			'image_medium'    => self::field( 'string', __( 'The cover in its medium size; absent without a cover.', 'newsdesk' ) ),
			'thumbnail'       => self::field( 'string', __( 'The cover in its small size; absent without a cover.', 'newsdesk' ) ),
			'alt_text'        => self::field( 'string', __( 'The cover\'s alternative text; absent without a cover.', 'newsdesk' ) ),
			'name'            => self::field( 'string', __( 'The slug the article\'s address ends with.', 'newsdesk' ) ),
			'title'           => self::field( 'string', __( 'The title, HTML, as WordPress renders it.', 'newsdesk' ) ),
			'subtitle'        => self::field( 'string', __( 'The subtitle, escaped text.', 'newsdesk' ) ),
			'excerpt'         => self::field( 'string', __( 'The manual excerpt (HTML), else the opening words of the text.', 'newsdesk' ) ),
			'link'            => self::field( 'string', $path ),
			'url'             => self::field( 'string', $path ),
			'permalink'       => self::field( 'string', $path ),
			'views'           => self::field( 'integer', __( 'Its distinct readers of all time; absent when none were ever counted.', 'newsdesk' ) ),
			'votes'           => self::list_of( __( 'One rating: what readers voted.', 'newsdesk' ), $vote ),
			'parent_category' => $category,
			'sub_category'    => $category,
			'categories'      => self::object_of(
				__( 'Its placement: the section (parent) and subcategory (sub) it has.', 'newsdesk' ),
				array(
					'parent' => $category,
					'sub'    => $category,
				)
			),
			'regenerated'     => self::field( 'boolean', __( 'Whether its cover was generated by AI.', 'newsdesk' ) ),
			'author'          => self::object_of( __( 'Who wrote it; absent when no one is named.', 'newsdesk' ), self::author_properties() ),
			'translations'    => self::list_of(
				__( 'The post in each language it has, itself included, in Newsdesk\'s language order: the published posts of its translation group (post_translations) without a password.', 'newsdesk' ),
				self::object_of(
					__( 'One translation.', 'newsdesk' ),
					array(
						'lang'      => self::field( 'string', __( 'A language code.', 'newsdesk' ) ),
						'slug'      => self::field( 'string', __( 'Its slug, as text, as its card\'s name.', 'newsdesk' ) ),
						'permalink' => self::field( 'string', __( 'The article\'s path on Newsdesk, as its own link.', 'newsdesk' ) ),
						'date'      => self::field( 'string', __( 'When it was published, ISO 8601.', 'newsdesk' ) ),
						'id'        => self::field( 'integer', __( 'The post ID.', 'newsdesk' ) ),
					)
				)
			),
		);
	}

	/**
	 * A post's card as an object property.
	 *
	 * @param string $description What the card is.
	 */
	public static function post_card( string $description ): array {
		return self::object_of( $description, self::card_properties() );
	}

	/**
	 * The properties of the full post get_post and the preview answer: the card's, and the article's own.
	 */
	public static function full_post_properties(): array {
		$object = array( 'type' => 'object' );
		return array_merge(
			self::card_properties(),
			array(
				'title_h1'           => self::field( 'string', __( 'The article\'s own H1, HTML; the title when it has none.', 'newsdesk' ) ),
				'image_full'         => self::field( 'string', __( 'The cover\'s largest size; absent without one.', 'newsdesk' ) ),
				'image_full_width'   => self::field( 'integer', __( 'Its width in pixels.', 'newsdesk' ) ),
				'image_full_height'  => self::field( 'integer', __( 'Its height in pixels.', 'newsdesk' ) ),
				'metadescription'    => self::field( 'string', __( 'The description for search engines, escaped text.', 'newsdesk' ) ),
				'keywords'           => self::field( 'string', __( 'Its tags and categories, comma-separated text.', 'newsdesk' ) ),
				'content'            => self::field( 'string', __( 'The body, HTML, its headings with ids.', 'newsdesk' ) ),
				'index_slugs'        => self::list_of( __( 'The table of contents: the body\'s headings.', 'newsdesk' ), $object ),
				'outbound_links'     => self::list_of( __( 'The links the editor listed with the article.', 'newsdesk' ), $object ),
				'media_inline'       => self::list_of( __( 'The media the body shows.', 'newsdesk' ), $object ),
				'media_inline_count' => self::field( 'integer', __( 'How many media the body shows.', 'newsdesk' ) ),
			)
		);
	}

	/**
	 * The properties of a static page, as get_page and the preview answer it.
	 */
	public static function page_properties(): array {
		return array(
			'id'              => self::field( 'integer', __( 'The page ID.', 'newsdesk' ) ),
			'date'            => self::field( 'string', __( 'When it was published, ISO 8601.', 'newsdesk' ) ),
			'title'           => self::field( 'string', __( 'The title, HTML, as WordPress renders it.', 'newsdesk' ) ),
			'content'         => self::field( 'string', __( 'The body, HTML.', 'newsdesk' ) ),
			'excerpt'         => self::field( 'string', __( 'The manual excerpt (HTML), else the opening words of the text.', 'newsdesk' ) ),
			'link'            => self::field( 'string', __( 'The page\'s path on Newsdesk, under its current slug.', 'newsdesk' ) ),
			'translations'    => self::list_of(
				__( 'The page in each language it has.', 'newsdesk' ),
				self::object_of(
					__( 'One translation.', 'newsdesk' ),
					array(
						'lang'      => self::field( 'string', __( 'A language code.', 'newsdesk' ) ),
						'permalink' => self::field( 'string', __( 'Its path on Newsdesk.', 'newsdesk' ) ),
					)
				)
			),
			'template'        => self::field( 'string', __( 'The page template\'s slug; empty for the default.', 'newsdesk' ) ),
			'structured_data' => self::field( 'object', __( 'JSON-LD the editor attached to the page; absent when there is none.', 'newsdesk' ) ),
		);
	}
}
