import { fileURLToPath } from 'node:url';

/** The plugin as it is in this repository (WordPress links it into its plugins folder). */
export const PLUGIN_DIR = fileURLToPath(new URL('../../wordpress/newsdesk/', import.meta.url));

/**
 * What the plugin would answer for in a debug log: a notice, warning, fatal or
 * parse error or deprecation naming a file of the plugin (as linked into
 * WordPress or as it is in this repository) or one of its functions, and any
 * `_doing_it_wrong` (which core logs with its own file's path). WordPress 6.1's
 * own deprecations under PHP 8.2 (its Requests library) name core files only.
 * `dataDir`: the test WordPress's folder, written `<data>` so that its name never matches.
 */
export const pluginProblems = (log: string, dataDir: string): string[] =>
  log
    .replaceAll(dataDir, '<data>')
    .split('\n')
    .filter(
      (line) =>
        (/PHP (Notice|Warning|Fatal error|Parse error)|Deprecated/.test(line) && (line.includes(PLUGIN_DIR) || line.includes('/plugins/newsdesk/') || /\bnewsdesk_\w+\(/.test(line))) ||
        /called <strong>incorrectly<\/strong>/.test(line),
    );
