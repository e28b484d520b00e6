// A newsroom's archive of any size in a local WordPress, for the scale test
// (tests/wordpress/scale/) and `npm run bench:wordpress`: generate-archive.php
// writes the posts with multi-row INSERTs, in the words of the demo's own
// articles (each language's, drawn as often as those texts use them), and the
// plugin then indexes what is there, as it does an archive it finds on activation.
import { fileURLToPath } from 'node:url';
import { LANGS, type Lang } from '../../src/domain/language.ts';
import { LANGUAGE_TEXTS } from '../../adapters/demo-content/dataset/languageTexts.ts';
import { phpString } from './phpSource.ts';
import type { LocalWordpressClient } from './wordpressClient.ts';

const GENERATOR = fileURLToPath(new URL('generate-archive.php', import.meta.url));
/** Posts a PHP process writes: about 25 s each on a loaded 2-core machine. */
const POSTS_A_PROCESS = 20_000;
const LONG_PHP_MS = 1_800_000;

/** Each language's words as its demo articles use them: [word, uses], the commonest first. */
export type ArchiveWords = Readonly<Record<Lang, readonly (readonly [string, number])[]>>;

const stringsOf = (value: unknown): string[] => {
  if (typeof value === 'string') return [value];
  if (Array.isArray(value)) return value.flatMap(stringsOf);
  if (typeof value === 'object' && value !== null) return Object.values(value).flatMap(stringsOf);
  return [];
};

const wordsOf = (lang: Lang): readonly (readonly [string, number])[] => {
  const uses = new Map<string, number>();
  for (const word of stringsOf(LANGUAGE_TEXTS[lang].articles).join(' ').split(/[^\p{L}\p{N}]+/u)) {
    if (word !== '') uses.set(word, (uses.get(word) ?? 0) + 1);
  }
  return [...uses].sort((a, b) => b[1] - a[1] || (a[0] < b[0] ? -1 : 1));
};

/** Every language's words, in the table's order (generate-archive.php takes its codes from the plugin's copy of it). */
export const archiveWords = (): ArchiveWords => Object.fromEntries(LANGS.map((lang) => [lang, wordsOf(lang)])) as ArchiveWords;

export interface GrownArchive {
  readonly posts: number;
  readonly added: number;
  readonly seconds: number;
}

/** Grows the generated archive to `posts` posts (the newest published at `now`), then indexes everything. */
export const growArchive = async (wordpress: LocalWordpressClient, posts: number, now: Date, words: ArchiveWords = archiveWords()): Promise<GrownArchive> => {
  const started = Date.now();
  let grown: GrownArchive = { posts: 0, added: 0, seconds: 0 };
  let added = 0;
  do {
    const step = JSON.parse(
      await wordpress.php(
        `require_once ${phpString(GENERATOR)};
        $target = min( ${posts}, (int) $GLOBALS['wpdb']->get_var( "SELECT COUNT(*) FROM {$GLOBALS['wpdb']->postmeta} WHERE meta_key = '_newsdesk_generated'" ) + ${POSTS_A_PROCESS} );
        echo wp_json_encode( newsdesk_generate_archive( $target, json_decode( ${phpString(JSON.stringify(words))}, true ), ${Math.floor(now.getTime() / 1000)} ) );`,
        { timeoutMs: LONG_PHP_MS },
      ),
    ) as GrownArchive;
    added += step.added;
    grown = step;
  } while (grown.posts < posts && grown.added > 0);
  return { posts: grown.posts, added, seconds: (Date.now() - started) / 1000 };
};

/** The plugin's own indexing of the whole archive (Index_Runner::existing_content()). */
export const indexArchive = async (wordpress: LocalWordpressClient): Promise<{ done: number; total: number; seconds: number }> =>
  JSON.parse(await wordpress.php('echo wp_json_encode( \\Newsdesk\\Index\\Index_Runner::existing_content() );', { timeoutMs: LONG_PHP_MS })) as { done: number; total: number; seconds: number };
