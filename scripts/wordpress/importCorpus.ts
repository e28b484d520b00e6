// The test corpus of issue 40 (tests/wordpress/corpus/) imported into a local
// WordPress: WordPress's theme unit test data (two WXR files) and Gutenberg's
// block fixtures, one post each, all in English, media offline. Read by
// import-corpus.php in one PHP process in WordPress's context; a second run finds
// the corpus there and only reports it. What it answers is what the corpus
// tests iterate over: every post and page with its Newsdesk address.
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { demoVideoBytes } from '../../adapters/demo-content/demoVideo.ts';
import { phpString } from './phpSource.ts';
import type { LocalWordpressClient } from './wordpressClient.ts';

const IMPORT_SCRIPT = fileURLToPath(new URL('import-corpus.php', import.meta.url));
const CORPUS_DIR = fileURLToPath(new URL('../../tests/wordpress/corpus/', import.meta.url));
/** Big enough for an import on a busy two-core machine; it takes seconds. */
const IMPORT_TIMEOUT_MS = 600_000;

/** Where a corpus post came from. */
type CorpusSource = 'theme-unit-test' | 'block-test-64' | `gutenberg:${string}`;

const WXR_FILES: readonly { readonly source: CorpusSource; readonly file: string }[] = [
  { source: 'theme-unit-test', file: 'theme-test-data/themeunittestdata.wordpress.xml' },
  { source: 'block-test-64', file: 'theme-test-data/64-block-test-data.xml' },
];

export interface CorpusEntry {
  readonly id: number;
  readonly type: 'post' | 'page';
  /** As get_post and get_page take it: the slug's text (WordPress stores non-ASCII slugs percent-encoded). */
  readonly slug: string;
  /** post_title as stored (HTML allowed). */
  readonly title: string;
  /** WordPress's: publish, draft, future... */
  readonly status: string;
  /** Password-protected: the plugin never answers it. */
  readonly password: boolean;
  readonly source: CorpusSource;
  /** Its Newsdesk address in English: /en/{category}/{sub}/{slug}, /en/article/{slug} or /en/{page slug}. */
  readonly path: string;
}

export interface CorpusSummary {
  /** False when the corpus was there already and nothing was done. */
  readonly imported: boolean;
  /** Time the import spent in PHP (that of the first run, when nothing was done). */
  readonly seconds: number;
  /** Media files the corpus uses (stand-ins made under uploads/corpus/). */
  readonly media: number;
  readonly entries: readonly CorpusEntry[];
}

interface PlanFixture {
  readonly source: CorpusSource;
  readonly file: string;
  readonly title: string;
}

/** What the manifest may say of a fixture: its file name, in one of the shapes a list of files takes. */
const manifestFileNames = (manifest: unknown): string[] | undefined => {
  const list = Array.isArray(manifest) ? manifest : (manifest as { fixtures?: unknown; files?: unknown } | null)?.fixtures ?? (manifest as { files?: unknown } | null)?.files;
  if (!Array.isArray(list)) return undefined;
  return list.flatMap((item: unknown) => {
    if (typeof item === 'string') return [item];
    const named = item as { file?: unknown; name?: unknown; path?: unknown } | null;
    const name = named?.file ?? named?.path ?? named?.name;
    return typeof name === 'string' ? [name] : [];
  });
};

/**
 * Gutenberg's block fixtures of tests/wordpress/corpus/gutenberg/: the files its
 * manifest.json lists when it lists them, else every *.html there; none when the
 * folder is missing. Each becomes a post titled with its name (the file's, without .html).
 */
export const blockFixtures = (dir = join(CORPUS_DIR, 'gutenberg')): PlanFixture[] => {
  if (!existsSync(dir)) return [];
  const onDisk = readdirSync(dir).filter((name) => name.endsWith('.html')).sort();
  const manifestFile = join(dir, 'manifest.json');
  const listed = existsSync(manifestFile) ? manifestFileNames(JSON.parse(readFileSync(manifestFile, 'utf8')) as unknown) : undefined;
  const names = listed === undefined ? onDisk : listed.map((name) => name.split('/').pop()!).filter((name) => name.endsWith('.html') && onDisk.includes(name));
  return names.map((name) => ({ source: `gutenberg:${name}`, file: join(dir, name), title: name.replace(/\.html$/, '') }));
};

const importCode = (planFile: string): string => `
require_once ${phpString(IMPORT_SCRIPT)};
$summary = newsdesk_import_corpus( ${phpString(planFile)} );
if ( is_wp_error( $summary ) ) {
	fwrite( STDERR, $summary->get_error_message() . "\\n" );
	exit( 1 );
}
echo wp_json_encode( $summary );
`;

/** Imports the corpus unless it is there; either way, every post and page of it as it is now. */
export const importCorpus = async (wordpress: LocalWordpressClient): Promise<CorpusSummary> => {
  const dir = mkdtempSync(join(tmpdir(), 'newsdesk-corpus-'));
  try {
    const video = join(dir, 'stand-in.webm');
    writeFileSync(video, demoVideoBytes);
    const plan = join(dir, 'plan.json');
    writeFileSync(plan, JSON.stringify({ wxr: WXR_FILES.map(({ source, file }) => ({ source, file: join(CORPUS_DIR, file) })), fixtures: blockFixtures(), video }));
    const output = await wordpress.php(importCode(plan), { timeoutMs: IMPORT_TIMEOUT_MS });
    try {
      return JSON.parse(output) as CorpusSummary;
    } catch {
      throw new Error(`the corpus import printed something other than its summary:\n${output.slice(0, 2_000)}`);
    }
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
};
