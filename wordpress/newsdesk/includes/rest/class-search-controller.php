<?php
/**
 * Newsdesk: the Search_Controller class.
 *
 * @package Newsdesk
 */

namespace Newsdesk\Rest;

use Newsdesk\Content\Category_Shape;
use Newsdesk\Content\Post_Shape;
use Newsdesk\Index\Index_Builder;
use Newsdesk\Queries\Post_Queries;
use Newsdesk\Search\Search_Text;
use Newsdesk\Search\Spelling;

defined( 'ABSPATH' ) || exit;

/**
 * search-custom (`GET /wp-json/wp/v6/search-custom`, staging
 * `search-custom-staging`): the index's full-text search (WordPress's own while
 * the index builds: header `X-Newsdesk-Search: wordpress`), 10 a page, each
 * result with an extract of its text around the words; a spelling suggestion
 * when nothing is found. Searches are counted by Newsdesk, whatever cache
 * answered them (reader signals), not here.
 */
final class Search_Controller extends Content_Controller {
	/**
	 * The route: wp/v6/search-custom, and wp/v6/search-custom-staging.
	 */
	public function __construct() {
		$this->namespace    = 'wp/v6';
		$this->rest_base    = 'search-custom';
		$this->staging_base = 'search-custom-staging';
	}

	/**
	 * A page of results.
	 *
	 * @param WP_REST_Request $request The request.
	 * @return WP_REST_Response
	 */
	public function get_items( $request ) {
		$lang     = $request['lang'];
		$text     = (string) $request['s'];
		$page     = (int) $request['wpsolr_page'];
		$response = self::answer(
			$request,
			10 * MINUTE_IN_SECONDS,
			static function () use ( $request, $lang, $text, $page ) {
				$empty = array(
					'suggest'       => '',
					'nposts'        => 0,
					'npages'        => 0,
					'response'      => array(),
					'prev_page_url' => null,
					'next_page_url' => null,
				);
				if ( '' === $text ) {
					return $empty;
				}
				$category_id = null;
				if ( ! empty( $request['category'] ) ) {
					$node = Category_Shape::node_by_slug( $lang, $request['category'] );
					if ( null === $node ) {
						return $empty;
					}
					$category_id = (int) $node['id'];
				}
				$qdata  = (string) $request['qdata'];
				$paged  = Post_Queries::search_page( $lang, $text, $qdata, $category_id, $page, 10 );
				$parsed = $paged['parsed'];
				$body   = Post_Listings::paged_body(
					$request,
					'wpsolr_page',
					$page,
					$paged,
					static function ( $post, $card_lang ) use ( $parsed ) {
						$card            = Post_Shape::card( $post, $card_lang );
						$card['extract'] = Search_Text::extract( Search_Text::html_text( $post->post_content ), $parsed );
						return $card;
					}
				);
				return array(
					'suggest'       => 0 === $paged['total'] && $request['spellcheck'] ? Spelling::suggestion( $lang, $text, Post_Queries::search_since( $qdata ), $category_id ) : '',
					'nposts'        => $paged['total'],
					'npages'        => $paged['pages'],
					'response'      => $body['posts'],
					'prev_page_url' => $body['prev_page_url'],
					'next_page_url' => $body['next_page_url'],
				);
			}
		);
		$response->header( 'X-Newsdesk-Search', Index_Builder::ready() ? 'index' : 'wordpress' );
		return $response;
	}

	/**
	 * The parameters: `lang`, `s`, `spellcheck`, `wpsolr_page`, `qdata`, `version` and `category`.
	 *
	 * @return array
	 */
	public function get_collection_params() {
		return array_merge(
			parent::get_collection_params(),
			array(
				's'           => self::search_param(),
				'spellcheck'  => array(
					'description' => __( 'Whether to suggest a spelling when nothing is found.', 'newsdesk' ),
					'type'        => 'boolean',
					'default'     => false,
				),
				'wpsolr_page' => self::page_param(),
				'qdata'       => array(
					'description' => __( 'How recent the results are: within the last day, 7, 31 or 365 days, or any.', 'newsdesk' ),
					'type'        => 'string',
					'enum'        => array( 'any', 'day', 'week', 'month', 'year' ),
					'default'     => 'any',
				),
				// Newsdesk sends version=new; there is only one.
				'version'     => array(
					'description' => __( 'The version of the search Newsdesk asks for; there is only one.', 'newsdesk' ),
					'type'        => 'string',
				),
				'category'    => self::slug_param( __( 'The slug of a section or subcategory to search in.', 'newsdesk' ) ),
			)
		);
	}

	/**
	 * The schema of the answer.
	 *
	 * @return array
	 */
	public function get_item_schema() {
		if ( null === $this->schema ) {
			$extract      = Schemas::list_of(
				__( 'About 200 characters of the text around the first word searched, in pieces of plain text.', 'newsdesk' ),
				Schemas::object_of(
					__( 'A piece of the extract.', 'newsdesk' ),
					array(
						'text' => Schemas::field( 'string', __( 'Plain text.', 'newsdesk' ) ),
						'mark' => Schemas::field( 'boolean', __( 'Whether it is a word searched.', 'newsdesk' ) ),
					)
				)
			);
			$result       = Schemas::object_of( __( 'A post\'s card, with its extract.', 'newsdesk' ), array_merge( Schemas::card_properties(), array( 'extract' => $extract ) ) );
			$this->schema = Schemas::document(
				'newsdesk-search',
				array(
					'suggest'       => Schemas::field( 'string', __( 'A spelling that finds something, when nothing was found and spellcheck was asked; else empty.', 'newsdesk' ) ),
					'nposts'        => Schemas::field( 'integer', __( 'How many posts were found.', 'newsdesk' ) ),
					'npages'        => Schemas::field( 'integer', __( 'How many pages of results there are.', 'newsdesk' ) ),
					'response'      => Schemas::list_of( __( 'The results of the page.', 'newsdesk' ), $result ),
					'prev_page_url' => Schemas::field( array( 'string', 'null' ), __( 'This search\'s previous page, or null.', 'newsdesk' ) ),
					'next_page_url' => Schemas::field( array( 'string', 'null' ), __( 'This search\'s next page, or null.', 'newsdesk' ) ),
				)
			);
		}
		return $this->schema;
	}
}
