<?php
/**
 * Newsdesk: the Author_Purge class.
 *
 * @package Newsdesk
 */

namespace Newsdesk\Purge;

use Newsdesk\Content\Placement;
use Newsdesk\Languages;

defined( 'ABSPATH' ) || exit;

/**
 * Purge when a byline changes: an author's page and every article showing
 * their byline carry the tag `author-{lang}-{slug}` (Newsdesk's cache tags),
 * purged in every language when the user's name, slug, biography or picture
 * changes (the former slug's too when the slug changed) and when the user is
 * deleted (Change_Watcher tells of each: a profile saved, a biography or a
 * picture written, a user about to be deleted). A post's own changes purge
 * its author's tag with the post's (Purge_States). Sent with the request's
 * other purges, at shutdown (Purge_Sender).
 */
final class Author_Purge {
	/**
	 * The tags of an author in every language.
	 *
	 * @param string $nicename The user's user_nicename, as WordPress stores it.
	 * @return array{tags: string[], paths: string[]}|null
	 */
	public static function author_state( string $nicename ): ?array {
		if ( '' === $nicename ) {
			return null;
		}
		$tags = array();
		foreach ( Languages::codes() as $lang ) {
			$tags[] = Purge::tag( "author-{$lang}-" . Placement::slug_in_url( $nicename ), $lang );
		}
		return array(
			'tags'  => $tags,
			'paths' => array(),
		);
	}

	/**
	 * A byline changed, or is about to go with its user: the author's tags as
	 * they are, and the former slug's when a profile save changed it. A profile
	 * save that changed neither the name nor the slug (a password, an e-mail
	 * address) purges nothing.
	 *
	 * @param int           $user_id The user.
	 * @param \WP_User|null $before  The user before a profile save; null for a biography, a picture or a deletion.
	 */
	public static function changed( int $user_id, ?\WP_User $before ): void {
		$user = get_userdata( $user_id );
		if ( ! $user instanceof \WP_User ) {
			return;
		}
		$slug = (string) $user->user_nicename;
		if ( null !== $before && (string) $before->user_nicename === $slug && (string) $before->display_name === (string) $user->display_name ) {
			return;
		}
		$former = null !== $before && (string) $before->user_nicename !== $slug ? self::author_state( (string) $before->user_nicename ) : null;
		Purge::add( self::author_state( $slug ), $former );
	}
}
