<?php
/**
 * Newsdesk: the Page_Shape class.
 *
 * @package Newsdesk
 */

namespace Newsdesk\Content;

use Newsdesk\Languages;
use Newsdesk\Translations\Translation_Groups;

defined( 'ABSPATH' ) || exit;

/**
 * A static page as get_page answers it (WireStaticPage): its body, its
 * translations, its template and its JSON-LD.
 */
final class Page_Shape {
	/**
	 * A page in the contract's shape. Works for any status (a preview shapes drafts).
	 *
	 * @param WP_Post $page A page.
	 * @param string  $lang The language it is served in.
	 */
	public static function static_page( \WP_Post $page, string $lang ): array {
		$slug   = Post_Shape::slug( $page );
		$shaped = array(
			'id'           => $page->ID,
			'date'         => Post_Shape::iso_date( $page->post_date_gmt, $page->post_date ),
			'title'        => Post_Shape::rendered_title( $page->post_title, $page->ID ),
			'content'      => Post_Shape::rendered_content( $page ),
			'excerpt'      => Post_Excerpt::excerpt( $page ),
			'link'         => Placement::page_path( $lang, $slug ),
			'translations' => self::translations( $page, $lang, $slug ),
			'template'     => (string) get_page_template_slug( $page ),
		);
		$data   = get_post_meta( $page->ID, 'newsdesk_structured_data', true );
		// Only an object is JSON-LD Newsdesk can write into the head; a list would encode as an array.
		if ( is_array( $data ) && array() !== $data && ! wp_is_numeric_array( $data ) ) {
			$shaped['structured_data'] = $data;
		}
		return $shaped;
	}

	/**
	 * The page's translations, in Newsdesk's language order: itself and each
	 * published translation without a password, each with its path.
	 *
	 * @param WP_Post $page A page.
	 * @param string  $lang Its language.
	 * @param string  $slug Its slug.
	 * @return array<int, array{lang: string, permalink: string}>
	 */
	public static function translations( \WP_Post $page, string $lang, string $slug ): array {
		$group = Translation_Groups::post_group( $page->ID );
		$ids   = array();
		foreach ( $group as $code => $id ) {
			if ( Languages::is_language( $code ) && $code !== $lang && (int) $id > 0 ) {
				$ids[ $code ] = (int) $id;
			}
		}
		// One query for every translation, not one each.
		_prime_post_caches( array_values( $ids ), false, false );

		$paths = array( $lang => Placement::page_path( $lang, $slug ) );
		foreach ( $ids as $code => $id ) {
			$translation = get_post( $id );
			if ( $translation instanceof \WP_Post && 'publish' === $translation->post_status && '' === $translation->post_password && $translation->post_type === $page->post_type ) {
				$paths[ $code ] = Placement::page_path( $code, $translation->post_name );
			}
		}
		$translations = array();
		foreach ( Languages::codes() as $code ) {
			if ( isset( $paths[ $code ] ) ) {
				$translations[] = array(
					'lang'      => $code,
					'permalink' => $paths[ $code ],
				);
			}
		}
		return $translations;
	}
}
