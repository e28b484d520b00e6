// The plugin's shape as docs/architecture.md and decision 36 promise it: every
// class in the file the autoloader looks in (WordPress's file names), one file
// loaded by hand, no file over 300 lines, and every part with hooks booted.
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

const PLUGIN = 'wordpress/newsdesk';
const INCLUDES = join(PLUGIN, 'includes');

const phpFiles = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? phpFiles(join(dir, entry.name)) : entry.name.endsWith('.php') ? [join(dir, entry.name)] : []);

const classFiles = phpFiles(INCLUDES).map((path) => {
  const text = readFileSync(path, 'utf8');
  const namespace = /^namespace ([\w\\]+);$/m.exec(text)?.[1];
  const name = /^(?:final |abstract )?(?:class|interface) (\w+)/m.exec(text)?.[1];
  return { path, text, qualified: namespace && name ? `${namespace}\\${name}` : undefined };
});

/** Where WordPress's naming puts a class: Newsdesk\Index\Index_Sync → index/class-index-sync.php. */
const expectedPath = (qualified: string): string => {
  const parts = qualified.split('\\').slice(1).map((part) => part.toLowerCase().replaceAll('_', '-'));
  const name = parts.pop()!;
  return join(INCLUDES, ...parts, `class-${name}.php`);
};

describe('the plugin’s shape', () => {
  it('has one class or interface per file, in the Newsdesk namespace, where the autoloader looks for it', () => {
    expect(classFiles.length).toBeGreaterThan(40);
    for (const { path, qualified } of classFiles) {
      expect(qualified, path).toMatch(/^Newsdesk\\/);
      expect(path).toBe(expectedPath(qualified!));
    }
  });

  it('loads one file of its own by hand, the autoloader, and no list of files', () => {
    // WordPress's own admin files (ABSPATH . 'wp-admin/includes/…') are loaded where they are needed, as core does.
    const requires = phpFiles(PLUGIN)
      .flatMap((path) => (readFileSync(path, 'utf8').match(/^\s*(?:require|include)(?:_once)?\b.*$/gm) ?? []).map((line) => `${relative(PLUGIN, path)}: ${line.trim()}`))
      .filter((line) => !line.includes('ABSPATH'))
      .sort();
    expect(requires).toEqual([
      'includes/class-autoloader.php: require $base . \'/\' . $file;',
      "newsdesk.php: require_once __DIR__ . '/includes/class-autoloader.php';",
    ]);
  });

  it('keeps every PHP file at 300 lines or fewer', () => {
    const long = phpFiles(PLUGIN).map((path) => ({ path, lines: readFileSync(path, 'utf8').split('\n').length - 1 })).filter(({ lines }) => lines > 300);
    expect(long).toEqual([]);
  });

  it('boots every class that has hooks to register', () => {
    const boot = readFileSync(join(INCLUDES, 'class-plugin.php'), 'utf8');
    const hooked = classFiles.filter(({ text }) => /public static function register\(\)/.test(text) && !/class Autoloader/.test(text));
    expect(hooked.length).toBeGreaterThan(10);
    for (const { qualified } of hooked) expect(boot, qualified).toContain(`${qualified!.split('\\').pop()}::register()`);
  });
});
