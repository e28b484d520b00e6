// wp-config.php of a local WordPress, written by us on every start (so the
// ports and the caller's constants are always today's): the database, the
// address, debugging into a log file, the salts, and the caller's constants.
import { phpConstantName, phpString, phpValue, type PhpScalar } from './phpSource.ts';
import type { DatabaseAccount } from './mariadb.ts';

export interface WpConfigSettings {
  readonly database: DatabaseAccount & { readonly host: string };
  /** http://127.0.0.1:PORT: WP_HOME and WP_SITEURL. */
  readonly origin: string;
  readonly debugLog: string;
  readonly salts: Readonly<Record<string, string>>;
  /** The caller's constants; they override the defaults below. */
  readonly constants: Readonly<Record<string, PhpScalar>>;
}

export const SALT_NAMES = ['AUTH_KEY', 'SECURE_AUTH_KEY', 'LOGGED_IN_KEY', 'NONCE_KEY', 'AUTH_SALT', 'SECURE_AUTH_SALT', 'LOGGED_IN_SALT', 'NONCE_SALT'] as const;

export const renderWpConfig = ({ database, origin, debugLog, salts, constants }: WpConfigSettings): string => {
  const settings: Record<string, PhpScalar> = {
    DB_NAME: database.name,
    DB_USER: database.user,
    DB_PASSWORD: database.password,
    DB_HOST: database.host,
    DB_CHARSET: 'utf8mb4',
    DB_COLLATE: '',
    WP_HOME: origin,
    WP_SITEURL: origin,
    // 'local' lets application passwords work over plain http.
    WP_ENVIRONMENT_TYPE: 'local',
    WP_DEBUG: true,
    WP_DEBUG_LOG: debugLog,
    WP_DEBUG_DISPLAY: false,
    // No calls to wordpress.org: the machine may have no network, and a wp-admin
    // page would wait on each. Requests to this host (Newsdesk on loopback) still go.
    WP_HTTP_BLOCK_EXTERNAL: true,
    AUTOMATIC_UPDATER_DISABLED: true,
    ...Object.fromEntries(SALT_NAMES.map((name) => [name, salts[name] ?? ''])),
    ...constants,
  };
  const lines = Object.entries(settings).map(([name, value]) => `define( ${phpConstantName(name)}, ${phpValue(value)} );`);
  return [
    '<?php',
    '// Written by scripts/wordpress/ on every start of this local WordPress: edits here do not last.',
    ...lines,
    '',
    "$table_prefix = 'wp_';",
    '',
    `if ( ! defined( 'ABSPATH' ) ) {`,
    `\tdefine( 'ABSPATH', __DIR__ . '/' );`,
    '}',
    `require_once ABSPATH . ${phpString('wp-settings.php')};`,
    '',
  ].join('\n');
};
