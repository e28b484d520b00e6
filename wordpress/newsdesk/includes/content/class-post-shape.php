<?php
/**
 * Newsdesk: the Post_Shape class.
 *
 * @package Newsdesk
 */

namespace Newsdesk\Content;

use Newsdesk\Languages;
use Newsdesk\Translations\Post_Translations;

defined( 'ABSPATH' ) || exit;

/**
 * A post as the contract sends it: the card of listings and the full post of
 * get_post (WirePost in Newsdesk's adapters/demo-content/dataset/wireTypes.ts),
 * its featured image from Post_Images and its excerpt from Post_Excerpt.
 * Reads only caches a WP_Query primed (meta, terms, featured images, authors)
 * and those Post_Translations::prime() filled (translations), so shaping a page
 * of posts costs no query per post.
 */
final class Post_Shape {
	/**
	 * The card of a post, as listings, search and related posts send it. Works
	 * for any status (a preview shapes drafts).
	 *
	 * @param WP_Post $post A post.
	 * @param string  $lang The language it is served in.
	 */
	public static function card( \WP_Post $post, string $lang ): array {
		$locale    = Languages::locale( $lang );
		$placement = Placement::post_placement( $post->ID );
		$slug      = self::slug( $post );
		$path      = Placement::article_path( $lang, $slug, $placement['parent'], $placement['sub'] );
		$published = self::iso_date( $post->post_date_gmt, $post->post_date );

		$card = array(
			'id'            => $post->ID,
			'date'          => $published,
			'datePublished' => $published,
			'dateCreated'   => self::iso_date( $post->post_modified_gmt, $post->post_modified ),
			'locale'        => $locale[0],
			'locale_bcp47'  => $locale[1],
		);
		$card = array_merge( $card, Post_Images::cover_fields( $post ) );
		$card = array_merge(
			$card,
			array(
				'name'      => Placement::slug_text( $slug ),
				'title'     => self::rendered_title( $post->post_title, $post->ID ),
				'subtitle'  => esc_html( (string) get_post_meta( $post->ID, 'newsdesk_subtitle', true ) ),
				'excerpt'   => Post_Excerpt::excerpt( $post ),
				'link'      => $path,
				'url'       => $path,
				'permalink' => $path,
			)
		);
		if ( metadata_exists( 'post', $post->ID, 'newsdesk_views' ) ) {
			$card['views'] = (int) get_post_meta( $post->ID, 'newsdesk_views', true );
		}
		$card['votes'] = array( self::vote( $post ) );

		$categories = new \stdClass();
		if ( null !== $placement['parent'] ) {
			$card['parent_category'] = self::category_ref( $placement['parent'] );
			$categories->parent      = $card['parent_category'];
		}
		if ( null !== $placement['sub'] ) {
			$card['sub_category'] = self::category_ref( $placement['sub'] );
			$categories->sub      = $card['sub_category'];
		}
		$card['categories']  = $categories;
		$card['regenerated'] = (bool) get_post_meta( $post->ID, 'newsdesk_regenerated', true );
		// The byline, when a user wrote it (Authors; primed with the page of posts).
		$author = Authors::post_author( $post );
		if ( null !== $author ) {
			$card['author'] = $author;
		}
		// Itself and its published translations (primed with the page of posts: Post_Translations::prime()).
		$card['translations'] = Post_Translations::of_post( $post, $lang );
		return $card;
	}

	/**
	 * The full post get_post answers: the card and the body, its table of
	 * contents, keywords, description, links and media. Works for any status.
	 *
	 * @param WP_Post $post A post.
	 * @param string  $lang The language it is served in.
	 */
	public static function full_post( \WP_Post $post, string $lang ): array {
		$card      = self::card( $post, $lang );
		$headings  = Headings::ids( self::rendered_content( $post ) );
		$title_h1  = (string) get_post_meta( $post->ID, 'newsdesk_title_h1', true );
		$links     = get_post_meta( $post->ID, 'newsdesk_outbound_links', true );
		$media     = get_post_meta( $post->ID, 'newsdesk_media_inline', true );
		$links     = is_array( $links ) ? array_values( array_filter( $links, 'is_array' ) ) : array();
		$media     = is_array( $media ) ? array_values( array_filter( $media, 'is_array' ) ) : array();
		$placement = Placement::post_placement( $post->ID );

		$keywords = array();
		$tags     = get_the_terms( $post->ID, 'post_tag' );
		foreach ( array_merge( is_array( $tags ) ? $tags : array(), array_filter( array( $placement['parent'], $placement['sub'] ) ) ) as $term ) {
			// Term names are stored HTML-escaped; keywords are plain text.
			$keywords[] = html_entity_decode( $term->name, ENT_QUOTES | ENT_HTML5, 'UTF-8' );
		}

		$full = array();
		foreach ( $card as $key => $value ) {
			$full[ $key ] = $value;
			if ( 'title' === $key ) {
				$full['title_h1'] = '' !== trim( $title_h1 ) ? self::rendered_title( $title_h1, $post->ID ) : $value;
			} elseif ( 'thumbnail' === $key ) {
				// Only the article shares its largest image: listings stay as small as they were.
				$full = array_merge( $full, Post_Images::original_image_fields( $post ) );
			} elseif ( 'excerpt' === $key ) {
				$full['metadescription'] = Post_Excerpt::meta_description( $post, $value );
				$full['keywords']        = implode( ', ', array_unique( $keywords ) );
				$full['content']         = $headings['html'];
			}
		}
		$full['index_slugs']        = $headings['index'];
		$full['outbound_links']     = $links;
		$full['media_inline']       = $media;
		$full['media_inline_count'] = count( $media );
		return $full;
	}

	/**
	 * A title as WordPress renders one, and as core's REST API answers it in
	 * `title.rendered`: through the_title's filters (typographic quotes, entities,
	 * whatever the site's plugins add), so that an editor's inline markup
	 * (`Why <em>this</em> matters`) stays markup. Newsdesk keeps only a heading's
	 * inline markup and shows the rest as text (docs/content-api-contract.md). No
	 * "Private:" or "Protected:" prefix: that is get_the_title()'s, for themes.
	 *
	 * @param string $title   The stored title (post_title, or the newsdesk_title_h1 meta).
	 * @param int    $post_id The post or page it belongs to, as the filters expect.
	 */
	public static function rendered_title( string $title, int $post_id ): string {
		return (string) apply_filters( 'the_title', $title, $post_id );
	}

	/**
	 * The post's slug as WordPress stores it: post_name, or for a draft without
	 * one its title's, else its id.
	 *
	 * @param WP_Post $post A post.
	 */
	public static function slug( \WP_Post $post ): string {
		if ( '' !== $post->post_name ) {
			return $post->post_name;
		}
		$slug = sanitize_title( $post->post_title );
		return '' !== $slug ? $slug : (string) $post->ID;
	}

	/**
	 * A date as ISO 8601 with offset (2026-11-25T10:00:00+00:00). A draft has no
	 * GMT date yet: its local date is converted, and without one it is now.
	 *
	 * @param string $gmt   The GMT column (post_date_gmt, post_modified_gmt).
	 * @param string $local The local column (post_date, post_modified).
	 */
	public static function iso_date( string $gmt, string $local ): string {
		$zero = '0000-00-00 00:00:00';
		if ( $zero === $gmt || '' === $gmt ) {
			$gmt = ( $zero === $local || '' === $local ) ? gmdate( 'Y-m-d H:i:s' ) : get_gmt_from_date( $local );
		}
		$date = date_create_immutable( $gmt, new \DateTimeZone( 'UTC' ) );
		return false === $date ? gmdate( 'c' ) : $date->format( 'c' );
	}

	/**
	 * The star rating as the contract's vote: zeros without one.
	 *
	 * @param WP_Post $post A post.
	 * @return array{average: float, votes: int, value: int}
	 */
	public static function vote( \WP_Post $post ): array {
		$rating  = get_post_meta( $post->ID, 'newsdesk_rating', true );
		$rating  = is_array( $rating ) ? $rating : array();
		$average = round( (float) ( $rating['average'] ?? 0 ), 2 );
		return array(
			'average' => $average,
			'votes'   => (int) ( $rating['votes'] ?? 0 ),
			'value'   => (int) round( $average ),
		);
	}

	/**
	 * A category as a post refers to it.
	 *
	 * @param WP_Term $term A category.
	 * @return array{slug: string, name: string}
	 */
	public static function category_ref( \WP_Term $term ): array {
		return array(
			'slug' => Placement::slug_text( $term->slug ),
			'name' => $term->name,
		);
	}

	/**
	 * The body through the_content, with the post set up as the global post (as a
	 * theme renders it), the previous global restored afterwards. Its oEmbed
	 * results come wrapped with what Newsdesk needs to know of them (Embeds);
	 * only here, so the site's own pages stay as WordPress writes them.
	 *
	 * @param WP_Post $shaped A post or page.
	 */
	public static function rendered_content( \WP_Post $shaped ): string {
		global $post;
		$previous = $post;
		// phpcs:ignore WordPress.WP.GlobalVariablesOverride.Prohibited -- the_content filters read the global post.
		$post = $shaped;
		setup_postdata( $shaped );
		Embeds::start();
		Footnotes::start();
		try {
			$html = (string) apply_filters( 'the_content', $shaped->post_content );
		} finally {
			Footnotes::stop();
			Embeds::stop();
		}
		$html = str_replace( ']]>', ']]&gt;', $html );
		// wpautop wraps a media placeholder standing alone in a paragraph; the media it stands for is a block of its own.
		$html = (string) preg_replace( '#<p>\s*(<!--\s*MEDIA:[^>]*?-->|<span data-media-slot="[^"]*"></span>)\s*</p>#i', '$1', $html );
		// phpcs:ignore WordPress.WP.GlobalVariablesOverride.Prohibited -- restored as it was.
		$post = $previous;
		if ( $previous instanceof \WP_Post ) {
			setup_postdata( $previous );
		}
		return $html;
	}
}
