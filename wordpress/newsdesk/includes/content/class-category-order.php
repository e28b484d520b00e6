<?php
/**
 * Newsdesk: the Category_Order class.
 *
 * @package Newsdesk
 */

namespace Newsdesk\Content;

defined( 'ABSPATH' ) || exit;

/**
 * The order of the categories in Newsdesk's menu. WordPress keeps no order for
 * categories, and a newsroom's menu is not alphabetical: each category may carry
 * `newsdesk_order` (an integer, lower first; 0 when unset, ties in name order),
 * set on the category screens or through the REST API.
 */
final class Category_Order {
	/**
	 * Hooks this class into WordPress (called once, from Plugin::boot()).
	 */
	public static function register(): void {
		add_action( 'init', array( self::class, 'register_meta' ) );
		add_action( 'category_add_form_fields', array( self::class, 'add_field' ) );
		add_action( 'category_edit_form_fields', array( self::class, 'edit_field' ) );
		add_action( 'created_category', array( self::class, 'save' ) );
		add_action( 'edited_category', array( self::class, 'save' ) );
	}

	/**
	 * The term meta, with its schema for REST clients.
	 */
	public static function register_meta(): void {
		register_term_meta(
			'category',
			'newsdesk_order',
			array(
				'type'              => 'integer',
				'single'            => true,
				'default'           => 0,
				'description'       => __( 'Position in Newsdesk\'s menu, lower first.', 'newsdesk' ),
				// WordPress passes the key and types too: a PHP built-in would refuse the extra arguments.
				'sanitize_callback' => static function ( $value ) {
					return (int) $value;
				},
				'show_in_rest'      => true,
				'auth_callback'     => static function ( $allowed, $meta_key, $term_id ) {
					return current_user_can( 'edit_term', $term_id );
				},
			)
		);
	}

	/**
	 * Sorts categories as Newsdesk's menu shows them: by `newsdesk_order`, then by name.
	 * The term meta cache must be primed (one query for all of them).
	 *
	 * @param WP_Term[] $terms Categories.
	 * @return WP_Term[]
	 */
	public static function sort_categories( array $terms ): array {
		uasort(
			$terms,
			static function ( \WP_Term $a, \WP_Term $b ) {
				return array( (int) get_term_meta( $a->term_id, 'newsdesk_order', true ), $a->name ) <=> array( (int) get_term_meta( $b->term_id, 'newsdesk_order', true ), $b->name );
			}
		);
		return $terms;
	}

	/**
	 * The field on the "Add New Category" form.
	 */
	public static function add_field(): void {
		wp_nonce_field( 'newsdesk_category_order', 'newsdesk_category_order_nonce' );
		?>
		<div class="form-field term-newsdesk-order-wrap">
			<label for="newsdesk_order"><?php esc_html_e( 'Order in the menu', 'newsdesk' ); ?></label>
			<input name="newsdesk_order" id="newsdesk_order" type="number" step="1" value="0" />
			<p><?php esc_html_e( 'Where Newsdesk lists this category among its siblings, lower first; equal ones in name order.', 'newsdesk' ); ?></p>
		</div>
		<?php
	}

	/**
	 * The field on a category's edit form.
	 *
	 * @param WP_Term $term The category.
	 */
	public static function edit_field( $term ): void {
		$order = $term instanceof \WP_Term ? (int) get_term_meta( $term->term_id, 'newsdesk_order', true ) : 0;
		?>
		<tr class="form-field term-newsdesk-order-wrap">
			<th scope="row"><label for="newsdesk_order"><?php esc_html_e( 'Order in the menu', 'newsdesk' ); ?></label></th>
			<td>
				<?php wp_nonce_field( 'newsdesk_category_order', 'newsdesk_category_order_nonce' ); ?>
				<input name="newsdesk_order" id="newsdesk_order" type="number" step="1" value="<?php echo esc_attr( (string) $order ); ?>" />
				<p class="description"><?php esc_html_e( 'Where Newsdesk lists this category among its siblings, lower first; equal ones in name order.', 'newsdesk' ); ?></p>
			</td>
		</tr>
		<?php
	}

	/**
	 * Saves the field of either form, for someone who may edit the category.
	 *
	 * @param int $term_id The category.
	 */
	public static function save( $term_id ): void {
		if ( ! isset( $_POST['newsdesk_order'], $_POST['newsdesk_category_order_nonce'] ) ) {
			return;
		}
		$nonce = sanitize_text_field( wp_unslash( $_POST['newsdesk_category_order_nonce'] ) );
		if ( ! wp_verify_nonce( $nonce, 'newsdesk_category_order' ) || ! current_user_can( 'edit_term', (int) $term_id ) ) {
			return;
		}
		update_term_meta( (int) $term_id, 'newsdesk_order', intval( wp_unslash( $_POST['newsdesk_order'] ) ) );
	}
}
