<?php
/**
 * Newsdesk: the Author_Profile class.
 *
 * @package Newsdesk
 */

namespace Newsdesk\Admin;

use Newsdesk\Content\Authors;

defined( 'ABSPATH' ) || exit;

/**
 * The author picture on the user profile screen (Users → Profile, and Users →
 * Edit for whoever may edit that user): an image of the Media Library, chosen
 * with the media modal or by its id, saved as the user meta
 * `newsdesk_avatar_id` (Authors serves its square size in bylines). Saved
 * with WordPress's own profile form, under its nonce and the `edit_user`
 * capability.
 */
final class Author_Profile {
	/**
	 * Hooks this class into WordPress (called once, from Plugin::boot()).
	 */
	public static function register(): void {
		add_action( 'show_user_profile', array( self::class, 'field' ) );
		add_action( 'edit_user_profile', array( self::class, 'field' ) );
		add_action( 'personal_options_update', array( self::class, 'save' ) );
		add_action( 'edit_user_profile_update', array( self::class, 'save' ) );
		add_action( 'user_profile_update_errors', array( self::class, 'errors' ), 10, 3 );
		add_action( 'admin_enqueue_scripts', array( self::class, 'scripts' ) );
	}

	/**
	 * The field, under the profile's own sections.
	 *
	 * @param WP_User $user The user whose profile is shown.
	 */
	public static function field( $user ): void {
		if ( ! $user instanceof \WP_User || ! current_user_can( 'edit_user', $user->ID ) ) {
			return;
		}
		$picture = absint( get_user_meta( $user->ID, Authors::AVATAR_META, true ) );
		$url     = Authors::avatar_url( $picture );
		?>
		<h2><?php esc_html_e( 'Newsdesk byline', 'newsdesk' ); ?></h2>
		<table class="form-table" role="presentation">
			<tr>
				<th scope="row"><label for="newsdesk_avatar_id"><?php esc_html_e( 'Author picture', 'newsdesk' ); ?></label></th>
				<td>
					<?php if ( '' !== $url ) : ?>
						<img id="newsdesk-avatar-preview" src="<?php echo esc_url( $url ); ?>" alt="" width="96" height="96" style="object-fit: cover;" />
					<?php else : ?>
						<img id="newsdesk-avatar-preview" alt="" width="96" height="96" style="object-fit: cover; display: none;" />
					<?php endif; ?>
					<p>
						<input type="number" min="0" step="1" class="small-text" name="newsdesk_avatar_id" id="newsdesk_avatar_id" value="<?php echo esc_attr( $picture > 0 ? (string) $picture : '' ); ?>" aria-describedby="newsdesk-avatar-description" />
						<button type="button" class="button" id="newsdesk-avatar-choose" hidden><?php esc_html_e( 'Choose an image', 'newsdesk' ); ?></button>
					</p>
					<p class="description" id="newsdesk-avatar-description">
						<?php esc_html_e( 'The picture Newsdesk shows beside this author’s name and on their author page: the ID of an image of the Media Library (a square one shows best). Empty: no picture. Newsdesk never asks Gravatar.', 'newsdesk' ); ?>
					</p>
					<?php if ( $picture > 0 && '' === $url ) : ?>
						<p class="description"><?php esc_html_e( 'This ID is no image of the Media Library any more: no picture is shown.', 'newsdesk' ); ?></p>
					<?php endif; ?>
				</td>
			</tr>
		</table>
		<?php
	}

	/**
	 * The posted picture id: null when the form did not send the field.
	 */
	public static function posted(): ?int {
		// phpcs:ignore WordPress.Security.NonceVerification.Missing -- read by callers that checked the profile's nonce.
		return isset( $_POST['newsdesk_avatar_id'] ) ? absint( wp_unslash( $_POST['newsdesk_avatar_id'] ) ) : null;
	}

	/**
	 * Saves the picture with the profile: only for whoever may edit that user,
	 * under the profile form's nonce; an id that is no image is not saved (the
	 * profile says why, self::errors()).
	 *
	 * @param int $user_id The user whose profile is saved.
	 */
	public static function save( $user_id ): void {
		$user_id = (int) $user_id;
		if ( ! current_user_can( 'edit_user', $user_id ) ) {
			return;
		}
		check_admin_referer( 'update-user_' . $user_id );
		$picture = self::posted();
		if ( null === $picture ) {
			return;
		}
		if ( 0 === $picture ) {
			delete_user_meta( $user_id, Authors::AVATAR_META );
		} elseif ( '' !== Authors::avatar_url( $picture ) ) {
			update_user_meta( $user_id, Authors::AVATAR_META, $picture );
		}
	}

	/**
	 * The profile's error for an id that is no image of the Media Library.
	 *
	 * @param WP_Error $errors The profile's errors.
	 * @param bool     $update Whether an existing user is saved.
	 * @param stdClass $user   The user data.
	 */
	public static function errors( $errors, $update, $user ): void {
		if ( ! $update || ! $errors instanceof \WP_Error || ! isset( $user->ID ) || ! current_user_can( 'edit_user', (int) $user->ID ) ) {
			return;
		}
		$picture = self::posted();
		if ( null !== $picture && $picture > 0 && '' === Authors::avatar_url( $picture ) ) {
			$errors->add( 'newsdesk_avatar_id', __( '<strong>Error:</strong> the author picture must be the ID of an image of the Media Library; it was not changed.', 'newsdesk' ) );
		}
	}

	/**
	 * On the profile screens: the media modal, and the few lines that let the
	 * button fill the field from it (without JavaScript the field takes an id).
	 *
	 * @param string $hook_suffix The admin screen.
	 */
	public static function scripts( $hook_suffix ): void {
		if ( ! in_array( $hook_suffix, array( 'profile.php', 'user-edit.php' ), true ) || ! current_user_can( 'upload_files' ) ) {
			return;
		}
		wp_enqueue_media();
		$title  = wp_json_encode( __( 'Author picture', 'newsdesk' ) );
		$button = wp_json_encode( __( 'Use this image', 'newsdesk' ) );
		wp_add_inline_script(
			'media-editor',
			"( function () {
		var choose = document.getElementById( 'newsdesk-avatar-choose' );
		var field = document.getElementById( 'newsdesk_avatar_id' );
		var preview = document.getElementById( 'newsdesk-avatar-preview' );
		if ( ! choose || ! field || ! window.wp || ! wp.media ) { return; }
		choose.hidden = false;
		var frame;
		choose.addEventListener( 'click', function () {
			frame = frame || wp.media( { title: {$title}, button: { text: {$button} }, library: { type: 'image' }, multiple: false } );
			frame.off( 'select' ).on( 'select', function () {
				var image = frame.state().get( 'selection' ).first().toJSON();
				field.value = image.id;
				var sizes = image.sizes || {};
				preview.src = ( sizes.thumbnail || sizes.full || image ).url;
				preview.style.display = '';
			} );
			frame.open();
		} );
	} )();"
		);
	}
}
