// The demo content (adapters/demo-content) imported into a local WordPress, so
// that the plugin answers what the demo content API answers for the same `now`:
// the bundle written to a temporary directory, then read by import-demo.php in
// one PHP process in WordPress's context.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildDemoDataset, type DemoDataset } from '../../adapters/demo-content/dataset/buildDataset.ts';
import { artJpeg } from '../../adapters/demo-content/demoImages.ts';
import { demoVideoBytes } from '../../adapters/demo-content/demoVideo.ts';
import { buildImportBundle } from './demoBundle.ts';
import { phpString } from './phpSource.ts';
import type { LocalWordpressClient } from './wordpressClient.ts';

const IMPORT_SCRIPT = fileURLToPath(new URL('import-demo.php', import.meta.url));

/** What import-demo.php made. */
export interface ImportSummary {
  readonly posts: number;
  readonly pages: number;
  readonly categories: number;
  /** Users made for the posts' authors (none while the demo gives posts no author). */
  readonly authors: number;
  readonly tags: number;
  readonly attachments: number;
  readonly files: number;
  readonly searches: number;
  /** Posts and pages renamed after publishing (their former slug kept). */
  readonly renamed: number;
  /** Time spent in PHP. */
  readonly seconds: number;
}

export interface ImportOptions {
  /** The dataset's now: the newest post is published then (floored to the hour). */
  readonly now: Date;
}

const writeMedia = (dir: string, dataset: DemoDataset): void => {
  for (const [path, asset] of dataset.media) {
    const file = join(dir, 'media', path);
    mkdirSync(dirname(file), { recursive: true });
    writeFileSync(file, asset.kind === 'video' ? demoVideoBytes : artJpeg(asset));
  }
};

const importCode = (bundleDir: string): string => `
require_once ${phpString(IMPORT_SCRIPT)};
$summary = newsdesk_import_demo( ${phpString(bundleDir)} );
if ( is_wp_error( $summary ) ) {
	fwrite( STDERR, $summary->get_error_message() . "\\n" );
	exit( 1 );
}
echo wp_json_encode( $summary );
`;

export const importDemoContent = async (wordpress: LocalWordpressClient, { now }: ImportOptions): Promise<ImportSummary> => {
  // Root-relative media URLs: import-demo.php maps each to its upload.
  const dataset = buildDemoDataset({ now, mediaBase: '' });
  const dir = mkdtempSync(join(tmpdir(), 'newsdesk-import-'));
  try {
    writeMedia(dir, dataset);
    writeFileSync(join(dir, 'bundle.json'), JSON.stringify(buildImportBundle(dataset)));
    const output = await wordpress.php(importCode(dir));
    try {
      return JSON.parse(output) as ImportSummary;
    } catch {
      throw new Error(`the demo import printed something other than its summary:\n${output.slice(0, 2_000)}`);
    }
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
};

/** Whether the demo content was imported into this WordPress already (the import runs once per site). */
export const demoContentImported = async (wordpress: LocalWordpressClient): Promise<boolean> =>
  (await wordpress.php("echo false === get_option( 'newsdesk_demo_import' ) ? 'no' : 'yes';")).trim() === 'yes';
