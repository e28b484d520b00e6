<?php
/**
 * Purge when a byline changes: an author's page and every article showing
 * their byline carry the tag `author-{lang}-{slug}` (Newsdesk's cache tags),
 * purged in every language when the user's name, slug, biography or picture
 * changes (the former slug's too when the slug changed) and when the user is
 * deleted. A post's own changes purge its author's tag with the post's
 * (newsdesk_purge_post_state()). Sent with the request's other purges, at
 * shutdown (purge.php).
 *
 * @package Newsdesk
 */

defined( 'ABSPATH' ) || exit;

add_action( 'profile_update', 'newsdesk_purge_after_profile', 100, 2 );
add_action( 'added_user_meta', 'newsdesk_purge_after_author_meta', 100, 4 );
add_action( 'updated_user_meta', 'newsdesk_purge_after_author_meta', 100, 4 );
add_action( 'deleted_user_meta', 'newsdesk_purge_after_author_meta', 100, 4 );
add_action( 'delete_user', 'newsdesk_purge_before_user_delete', 10, 1 );

/**
 * The tags of an author in every language.
 *
 * @param string $nicename The user's user_nicename, as WordPress stores it.
 * @return array{tags: string[], paths: string[]}|null
 */
function newsdesk_purge_author_state( string $nicename ): ?array {
	if ( '' === $nicename ) {
		return null;
	}
	$tags = array();
	foreach ( newsdesk_languages() as $lang ) {
		$tags[] = newsdesk_purge_tag( "author-{$lang}-" . newsdesk_slug_in_url( $nicename ), $lang );
	}
	return array(
		'tags'  => $tags,
		'paths' => array(),
	);
}

/**
 * After a user is saved: a new name or slug purges the author's tags (the old
 * slug's and the new one's). A save that changed neither (a password, an
 * e-mail address) purges nothing from here; the biography and the picture are
 * user meta, purged as they are written.
 *
 * @param int     $user_id  The user.
 * @param WP_User $old_user The user before the save.
 */
function newsdesk_purge_after_profile( $user_id, $old_user ): void {
	newsdesk_purge_safely( 'newsdesk_purge_after_profile_state', (int) $user_id, $old_user );
}

/**
 * See newsdesk_purge_after_profile().
 *
 * @param int     $user_id  The user.
 * @param WP_User $old_user The user before the save.
 */
function newsdesk_purge_after_profile_state( int $user_id, $old_user ): void {
	$user = get_userdata( $user_id );
	if ( ! $user instanceof WP_User ) {
		return;
	}
	$old_slug = $old_user instanceof WP_User ? (string) $old_user->user_nicename : '';
	$old_name = $old_user instanceof WP_User ? (string) $old_user->display_name : '';
	if ( $old_slug === (string) $user->user_nicename && $old_name === (string) $user->display_name ) {
		return;
	}
	newsdesk_purge_add( newsdesk_purge_author_state( (string) $user->user_nicename ), $old_slug !== (string) $user->user_nicename ? newsdesk_purge_author_state( $old_slug ) : null );
}

/**
 * After a user meta is written: the biography or the picture.
 *
 * @param int|int[] $meta_ids   The meta rows.
 * @param int       $user_id    The user.
 * @param string    $meta_key   The key.
 * @param mixed     $meta_value The value written.
 */
function newsdesk_purge_after_author_meta( $meta_ids, $user_id, $meta_key, $meta_value ): void {
	if ( ! in_array( $meta_key, array( 'description', NEWSDESK_AVATAR_META ), true ) ) {
		return;
	}
	// A new user gets an empty biography: nothing of theirs was ever shown.
	if ( 'added_user_meta' === current_action() && ( '' === $meta_value || null === $meta_value ) ) {
		return;
	}
	newsdesk_purge_safely( 'newsdesk_purge_author_by_id', (int) $user_id );
}

/**
 * Before a user is deleted (their posts are deleted or given to another user
 * after this, each purged then): the author's page goes.
 *
 * @param int $user_id The user.
 */
function newsdesk_purge_before_user_delete( $user_id ): void {
	newsdesk_purge_safely( 'newsdesk_purge_author_by_id', (int) $user_id );
}

/**
 * Adds an author's tags, by user id.
 *
 * @param int $user_id The user.
 */
function newsdesk_purge_author_by_id( int $user_id ): void {
	$user = get_userdata( $user_id );
	if ( $user instanceof WP_User ) {
		newsdesk_purge_add( newsdesk_purge_author_state( (string) $user->user_nicename ) );
	}
}
