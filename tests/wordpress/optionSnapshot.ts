// Options a test file changes, saved as their raw rows (serialized value,
// autoload, id) and put back exactly: the WordPress tests share one site, and
// the contract suite reads the pristine demo dataset's options (the search log).
import { phpString } from '../../scripts/wordpress/phpSource.ts';
import type { LocalWordpressClient } from '../../scripts/wordpress/wordpressClient.ts';

export interface OptionRow {
  readonly option_id: string;
  readonly option_name: string;
  readonly option_value: string;
  readonly autoload: string;
}

export interface OptionSnapshot {
  /** Every option whose name starts with one of these. */
  readonly prefixes: readonly string[];
  readonly rows: readonly OptionRow[];
}

/** PHP that sets $rows to the option rows whose name starts with a prefix in $prefixes, by name. */
const SELECT_ROWS = `
  global $wpdb;
  $where = array();
  foreach ( $prefixes as $prefix ) {
    $where[] = $wpdb->prepare( 'option_name LIKE %s', $wpdb->esc_like( $prefix ) . '%' );
  }
  $rows = $wpdb->get_results( "SELECT option_id, option_name, option_value, autoload FROM {$wpdb->options} WHERE " . implode( ' OR ', $where ) . ' ORDER BY option_name', ARRAY_A );`;

const prefixesPhp = (prefixes: readonly string[]): string => `$prefixes = json_decode( ${phpString(JSON.stringify(prefixes))}, true );`;

/** The rows as they are now (straight from the database: the object cache is per request). */
export const optionRows = async (wordpress: LocalWordpressClient, prefixes: readonly string[]): Promise<OptionRow[]> =>
  JSON.parse(await wordpress.php(`${prefixesPhp(prefixes)}${SELECT_ROWS}\necho wp_json_encode( $rows );`)) as OptionRow[];

export const snapshotOptions = async (wordpress: LocalWordpressClient, prefixes: readonly string[]): Promise<OptionSnapshot> => ({
  prefixes,
  rows: await optionRows(wordpress, prefixes),
});

/** Puts the rows back as they were and removes the options of those prefixes that were not there. */
export const restoreOptions = async (wordpress: LocalWordpressClient, snapshot: OptionSnapshot): Promise<void> => {
  await wordpress.php(`
    ${prefixesPhp(snapshot.prefixes)}
    $saved = json_decode( ${phpString(JSON.stringify(snapshot.rows))}, true );
    ${SELECT_ROWS}
    $kept = wp_list_pluck( $saved, 'option_name' );
    foreach ( $rows as $row ) {
      if ( ! in_array( $row['option_name'], $kept, true ) ) {
        $wpdb->delete( $wpdb->options, array( 'option_name' => $row['option_name'] ) );
      }
    }
    foreach ( $saved as $row ) {
      // The row by name first: an option written again since has an id of its own.
      $wpdb->delete( $wpdb->options, array( 'option_name' => $row['option_name'] ) );
      $wpdb->insert( $wpdb->options, $row );
    }
    wp_cache_flush();`);
};
