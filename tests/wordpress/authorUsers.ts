// Users a test makes authors of its posts, through WordPress's own functions,
// removed afterwards (their posts with them unless given to another user).
import { phpString } from '../../scripts/wordpress/phpSource.ts';
import type { LocalWordpressClient } from '../../scripts/wordpress/wordpressClient.ts';

export interface UserSpec {
  /** user_login and user_nicename. */
  readonly slug: string;
  readonly name: string;
  readonly description?: string;
  readonly email?: string;
  /** WordPress's role; author when left out. */
  readonly role?: string;
  /** The attachment set as their picture (user meta newsdesk_avatar_id). */
  readonly avatarId?: number;
}

/** Creates a user, as the administrator does on Users → Add New (who may write any markup in a biography); their id. */
export const createUser = async (wordpress: LocalWordpressClient, spec: UserSpec): Promise<number> =>
  Number(
    await wordpress.php(`
      wp_set_current_user( get_user_by( 'login', ${phpString(wordpress.login.user)} )->ID );
      $spec = json_decode( ${phpString(JSON.stringify(spec))}, true );
      $id = wp_insert_user( wp_slash( array(
        'user_login'    => $spec['slug'],
        'user_nicename' => $spec['slug'],
        'user_pass'     => wp_generate_password( 24 ),
        'user_email'    => $spec['email'] ?? '',
        'display_name'  => $spec['name'],
        'description'   => $spec['description'] ?? '',
        'role'          => $spec['role'] ?? 'author',
      ) ) );
      if ( is_wp_error( $id ) ) {
        fwrite( STDERR, $id->get_error_message() );
        exit( 1 );
      }
      // As an importer writing the meta leaves it: markup and all (the profile screen would filter it).
      update_user_meta( $id, 'description', wp_slash( $spec['description'] ?? '' ) );
      if ( isset( $spec['avatarId'] ) ) {
        update_user_meta( $id, 'newsdesk_avatar_id', (int) $spec['avatarId'] );
      }
      echo (int) $id;`),
  );

/** Deletes users and their posts. */
export const deleteUsers = async (wordpress: LocalWordpressClient, ids: readonly number[]): Promise<void> => {
  if (ids.length === 0) return;
  await wordpress.php(`require_once ABSPATH . 'wp-admin/includes/user.php';
    foreach ( json_decode( ${phpString(JSON.stringify(ids))} ) as $id ) {
      wp_delete_user( $id );
    }`);
};
