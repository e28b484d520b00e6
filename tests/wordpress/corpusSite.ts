// The corpus of issue 40 (WordPress's theme unit test data and Gutenberg's block
// fixtures, tests/wordpress/corpus/) in a WordPress of its own, imported by
// scripts/wordpress/importCorpus.ts, and Newsdesk's production build reading it:
// what the corpus checks of tests/wordpress/corpus.test.ts share. Not the shared
// WordPress of globalSetup.ts: the other files compare that one with the demo dataset.
import { builtServerOrigin, startBuiltServer, type BuiltServer } from '../../scripts/lib/startBuiltServer.ts';
import { freePort } from '../../scripts/lib/freePort.ts';
import { importCorpus, type CorpusEntry, type CorpusSummary } from '../../scripts/wordpress/importCorpus.ts';
import { startLocalWordpress, type LocalWordpress } from '../../scripts/wordpress/localWordpress.ts';

/** A corpus post or page a reader may see: published, without a password. */
export interface CorpusPage extends CorpusEntry {
  /** The plugin's call that answers it, under the WordPress's /wp-json/wp: /v6/get_post?... or /v2/get_page?... */
  readonly contentCall: string;
}

export interface CorpusSite {
  readonly wordpress: LocalWordpress;
  /** Newsdesk's production build reading that WordPress: http://127.0.0.1:port, its SITE_ORIGIN. */
  readonly newsdeskOrigin: string;
  readonly summary: CorpusSummary;
  /** Every published corpus post and page without a password, in the import's order. */
  readonly pages: readonly CorpusPage[];
  /** Milliseconds each step took: WordPress's start, the import, Newsdesk's start. */
  readonly timings: { readonly wordpressMs: number; readonly importMs: number; readonly newsdeskMs: number };
  stop(): Promise<void>;
}

const LANG = 'en';

const contentCall = (entry: CorpusEntry): string =>
  `${entry.type === 'page' ? '/v2/get_page' : '/v6/get_post'}?lang=${LANG}&slug=${encodeURIComponent(entry.slug)}`;

/** Readers' pages of the corpus, with the call that answers each. */
const readablePages = (summary: CorpusSummary): CorpusPage[] =>
  summary.entries.filter((entry) => entry.status === 'publish' && !entry.password).map((entry) => ({ ...entry, contentCall: contentCall(entry) }));

/**
 * Starts a WordPress in a temporary directory of its own (free ports), imports
 * the corpus, and starts Newsdesk's build (dist/server/main.js: `npm run build`
 * first) reading it. stop() stops both and removes the WordPress.
 */
export const startCorpusSite = async (): Promise<CorpusSite> => {
  let started = Date.now();
  const wordpress = await startLocalWordpress();
  const wordpressMs = Date.now() - started;
  let newsdesk: BuiltServer | undefined;
  try {
    started = Date.now();
    const summary = await importCorpus(wordpress);
    const importMs = Date.now() - started;
    started = Date.now();
    const port = await freePort([new URL(wordpress.origin).port, wordpress.info.databasePort].map(Number));
    newsdesk = await startBuiltServer({
      port,
      env: {
        CONTENT_API_URL: wordpress.apiBase,
        // The first read of a post with an embed makes WordPress fetch it (and the plugin its poster): on a busy
        // two-core machine that may take longer than the default five seconds a reader's request waits.
        CONTENT_TIMEOUT_MS: '20000',
      },
    });
    const newsdeskMs = Date.now() - started;
    const running = newsdesk;
    return {
      wordpress,
      newsdeskOrigin: builtServerOrigin(port),
      summary,
      pages: readablePages(summary),
      timings: { wordpressMs, importMs, newsdeskMs },
      stop: async () => {
        await running.stop();
        await wordpress.stop();
      },
    };
  } catch (error) {
    await newsdesk?.stop();
    await wordpress.stop();
    throw error;
  }
};

/**
 * Runs `work` on every item with at most `concurrency` at once (php -S answers
 * four requests at a time); resolves with the results in the items' order.
 */
export const eachLimited = async <T, R>(items: readonly T[], concurrency: number, work: (item: T) => Promise<R>): Promise<R[]> => {
  const results: R[] = new Array<R>(items.length);
  let next = 0;
  const worker = async (): Promise<void> => {
    while (next < items.length) {
      const index = next;
      next += 1;
      results[index] = await work(items[index]!);
    }
  };
  await Promise.all(Array.from({ length: Math.min(concurrency, items.length) }, worker));
  return results;
};
