// `npm run wordpress`: a local newsroom in one command. A real WordPress with
// the Newsdesk plugin and the demo content on 127.0.0.1:8080 (WORDPRESS_PORT),
// and Newsdesk's production build reading it on 127.0.0.1:3000 (PORT), purged
// by it and opening its previews. Data lives in .local-newsroom/ and is reused
// on the next run, so an editor's work survives a restart; `-- --fresh` starts
// over; `-- --corpus` also imports the test corpus (tests/wordpress/corpus/: the
// theme unit test data and Gutenberg's block fixtures, in English). Ctrl-C stops
// Newsdesk, PHP and MariaDB.
import { mkdirSync, rmSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Daemon } from './lib/daemon.ts';
import { importCorpus } from './wordpress/importCorpus.ts';
import { demoContentImported, importDemoContent } from './wordpress/importDemo.ts';
import { startLocalWordpress, type LocalWordpress } from './wordpress/localWordpress.ts';
import { newsdeskOrigin, startNewsdesk } from './wordpress/newsdeskServer.ts';
import { newsroomSecrets } from './wordpress/newsroomSecrets.ts';
import { runCommand } from './wordpress/runCommand.ts';

const REPOSITORY = fileURLToPath(new URL('..', import.meta.url));
const DATA_DIR = join(REPOSITORY, '.local-newsroom');

const portFrom = (name: string, fallback: number): number => {
  const raw = process.env[name];
  const port = raw === undefined || raw === '' ? fallback : Number(raw);
  if (!Number.isInteger(port) || port < 1 || port > 65_535) throw new Error(`${name}="${raw}" is not a port (1 to 65535)`);
  return port;
};

const say = (line: string): void => console.log(`newsroom: ${line}`);
const seconds = (since: number): string => `${((Date.now() - since) / 1000).toFixed(1)} s`;

let wordpress: LocalWordpress | undefined;
let newsdesk: Daemon | undefined;
let stopping = false;
const building = new AbortController();

const stopEverything = async (code: number): Promise<void> => {
  if (stopping) return;
  stopping = true;
  building.abort();
  try {
    await newsdesk?.stop();
    await wordpress?.stop();
  } finally {
    process.exit(code);
  }
};
process.on('SIGINT', () => void stopEverything(0));
process.on('SIGTERM', () => void stopEverything(0));

try {
  const wordpressPort = portFrom('WORDPRESS_PORT', 8080);
  const sitePort = portFrom('PORT', 3000);
  if (process.argv.includes('--fresh')) rmSync(DATA_DIR, { recursive: true, force: true });
  mkdirSync(DATA_DIR, { recursive: true });
  const secrets = newsroomSecrets(DATA_DIR);
  const siteOrigin = newsdeskOrigin(sitePort);

  say(`building Newsdesk (npm run build) while WordPress starts, data in ${relative(process.cwd(), DATA_DIR) || '.'}/`);
  const started = Date.now();
  const build = runCommand('npm', ['run', 'build'], { cwd: REPOSITORY, signal: building.signal });
  build.catch(() => undefined);
  wordpress = await startLocalWordpress({
    dataDir: join(DATA_DIR, 'wordpress'),
    port: wordpressPort,
    constants: { NEWSDESK_URL: siteOrigin, NEWSDESK_PURGE_TOKEN: secrets.purgeToken, NEWSDESK_PREVIEW_SECRET: secrets.previewSecret },
  });
  say(`WordPress answers on ${wordpress.origin} (${seconds(started)})`);
  if (!(await demoContentImported(wordpress))) {
    const importing = Date.now();
    const summary = await importDemoContent(wordpress, { now: new Date() });
    say(`demo content imported: ${summary.posts} posts, ${summary.pages} pages, ${summary.categories} categories, ${summary.attachments} media (${seconds(importing)})`);
  }
  if (process.argv.includes('--corpus')) {
    const importing = Date.now();
    const corpus = await importCorpus(wordpress);
    const readable = corpus.entries.filter((entry) => entry.status === 'publish' && !entry.password);
    say(`test corpus ${corpus.imported ? `imported (${seconds(importing)})` : 'there already'}: ${readable.length} posts and pages in English, e.g. ${siteOrigin}${readable[0]?.path ?? '/en'}`);
  }
  await build;
  newsdesk = await startNewsdesk({ port: sitePort, contentApiUrl: wordpress.apiBase, purgeToken: secrets.purgeToken, previewSecret: secrets.previewSecret, signalsSecret: secrets.signalsSecret });
  void newsdesk.exited.then(() => {
    if (stopping) return;
    console.error(`newsroom: Newsdesk stopped on its own:\n${newsdesk?.output() ?? ''}`);
    void stopEverything(1);
  });

  console.log(`
  Newsdesk     ${siteOrigin}/
  WordPress    ${wordpress.adminUrl}  (user ${wordpress.login.user}, password ${wordpress.login.password})
  Data         ${DATA_DIR} (kept; npm run wordpress -- --fresh starts over)

  Ready in ${seconds(started)}. Ctrl-C stops Newsdesk, PHP and MariaDB.
`);
} catch (error) {
  console.error(`newsroom: ${(error as Error).message}`);
  await stopEverything(1);
}
