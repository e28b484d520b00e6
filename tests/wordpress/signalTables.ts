// The reader signals of the shared test WordPress (the plugin's own tables),
// saved as their rows and put back exactly: a file that sends signals leaves the
// imported history of most read and popular searches as every other file reads it.
import { phpString } from '../../scripts/wordpress/phpSource.ts';
import type { LocalWordpressClient } from '../../scripts/wordpress/wordpressClient.ts';

const TABLES = "array( 'reads', 'totals', 'searches', 'batches' )";

/** Saves the rows now; resolves with what puts them back. */
export const snapshotSignals = async (wordpress: LocalWordpressClient): Promise<() => Promise<void>> => {
  const saved = await wordpress.php(`
    global $wpdb;
    $rows = array();
    foreach ( ${TABLES} as $name ) {
      $rows[ $name ] = $wpdb->get_results( 'SELECT * FROM ' . \\Newsdesk\\Signals\\Signals_Schema::tables()[ $name ], ARRAY_A );
    }
    echo wp_json_encode( $rows );`);
  return async () => {
    await wordpress.php(`
      global $wpdb;
      $saved = json_decode( ${phpString(saved)}, true );
      foreach ( ${TABLES} as $name ) {
        $table = \\Newsdesk\\Signals\\Signals_Schema::tables()[ $name ];
        $wpdb->query( "DELETE FROM {$table}" );
        foreach ( $saved[ $name ] as $row ) {
          $wpdb->insert( $table, $row );
        }
      }`);
  };
};
