// The WordPress files of a local site and their one-time install, without a
// browser: Debian's WordPress copied, our plugin linked in (edits are live),
// wp_install() run from PHP, the sample content deleted, the plugin activated
// and an application password made for the REST API.
import { cpSync, existsSync, lstatSync, mkdirSync, readlinkSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { basename, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { phpString } from './phpSource.ts';
import { WORDPRESS_SOURCE } from './programs.ts';
import { runCommand } from './runCommand.ts';
import { runPhpSource, type LocalWordpressInfo } from './wordpressClient.ts';

/** The plugin of this repository: wp-content/plugins/newsdesk links to it. */
const PLUGIN_DIR = fileURLToPath(new URL('../../wordpress/newsdesk', import.meta.url));

export const ADMIN_USER = 'editor';
const ADMIN_EMAIL = 'editor@example.org';

export const copyWordpress = async (wordpressDir: string): Promise<void> => {
  // Debian's copy links into /etc (wp-config.php, .htaccess): -L copies what they point at.
  await runCommand('cp', ['-rL', WORDPRESS_SOURCE, wordpressDir], { timeoutMs: 120_000 });
  rmSync(join(wordpressDir, 'wp-config.php'), { force: true });
};

/** Links the plugin (again, should the repository have moved) and copies the must-use plugins in. */
export const linkPlugins = (wordpressDir: string, muPlugins: readonly string[]): void => {
  const plugins = join(wordpressDir, 'wp-content', 'plugins');
  const link = join(plugins, 'newsdesk');
  mkdirSync(plugins, { recursive: true });
  const linked = existsSync(link) && lstatSync(link).isSymbolicLink() && readlinkSync(link) === PLUGIN_DIR;
  if (!linked) {
    rmSync(link, { recursive: true, force: true });
    symlinkSync(PLUGIN_DIR, link, 'dir');
  }
  const mu = join(wordpressDir, 'wp-content', 'mu-plugins');
  mkdirSync(mu, { recursive: true });
  for (const file of muPlugins) cpSync(file, join(mu, basename(file)));
};

export const writeConfigFile = (wordpressDir: string, source: string): void => {
  writeFileSync(join(wordpressDir, 'wp-config.php'), source, { mode: 0o600 });
};

type PhpSite = Pick<LocalWordpressInfo, 'dataDir' | 'wordpressDir' | 'debugLogPath' | 'php'>;

const installScript = (site: PhpSite, adminPassword: string): string => `<?php
define( 'WP_INSTALLING', true );
require ${phpString(join(site.wordpressDir, 'wp-load.php'))};
require_once ABSPATH . 'wp-admin/includes/upgrade.php';
// No sendmail here: the "your new site" mail is skipped rather than failed.
add_filter( 'pre_wp_mail', '__return_false' );
wp_install( 'Newsdesk', ${phpString(ADMIN_USER)}, ${phpString(ADMIN_EMAIL)}, false, '', wp_slash( ${phpString(adminPassword)} ) );
update_option( 'permalink_structure', '/%postname%/' );
// The sample post, page, comment and privacy page draft: a newsroom starts empty.
wp_delete_comment( 1, true );
foreach ( array( 1, 2, (int) get_option( 'wp_page_for_privacy_policy' ) ) as $sample ) {
	if ( $sample > 0 ) {
		wp_delete_post( $sample, true );
	}
}
update_option( 'wp_page_for_privacy_policy', 0 );
`;

const activateScript = (site: PhpSite): string => `<?php
require ${phpString(join(site.wordpressDir, 'wp-load.php'))};
require_once ABSPATH . 'wp-admin/includes/plugin.php';
$activated = activate_plugin( 'newsdesk/newsdesk.php' );
if ( is_wp_error( $activated ) ) {
	fwrite( STDERR, 'The Newsdesk plugin did not activate: ' . $activated->get_error_message() . "\\n" );
	exit( 1 );
}
flush_rewrite_rules( false );
$user    = get_user_by( 'login', ${phpString(ADMIN_USER)} );
$created = WP_Application_Passwords::create_new_application_password( $user->ID, array( 'name' => 'Newsdesk local tools' ) );
if ( is_wp_error( $created ) ) {
	fwrite( STDERR, 'No application password: ' . $created->get_error_message() . "\\n" );
	exit( 1 );
}
echo $created[0]; // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- to our own process, not to a page.
`;

/** Installs WordPress into an empty database; resolves with the admin's new application password. */
export const installWordpress = async (site: PhpSite, adminPassword: string): Promise<string> => {
  await runPhpSource(site, installScript(site, adminPassword));
  const output = await runPhpSource(site, activateScript(site));
  const password = output.trim();
  // WordPress makes them of 24 letters and digits.
  if (!/^[A-Za-z0-9]{24}$/.test(password)) throw new Error(`activating the plugin printed something other than the application password:\n${output.slice(0, 2_000)}`);
  return password;
};
