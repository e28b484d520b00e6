// A real WordPress on loopback, for tests and `npm run wordpress`: a private
// MariaDB and `php -S` as child processes, their files in one data directory
// (a fresh temporary one, removed by stop(), or the caller's, reused when it
// already holds an installed site), the Newsdesk plugin active.
import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { launchDaemon, type Daemon } from '../lib/daemon.ts';
import { freePort } from '../lib/freePort.ts';
import { ADMIN_USER, copyWordpress, installWordpress, linkPlugins, writeConfigFile } from './installWordpress.ts';
import { startMariadb } from './mariadb.ts';
import type { PhpScalar } from './phpSource.ts';
import { findPrograms } from './programs.ts';
import { newSiteState, readSiteState, writeSiteState } from './siteState.ts';
import { connectLocalWordpress, type LocalWordpressClient, type LocalWordpressInfo } from './wordpressClient.ts';
import { renderWpConfig } from './wpConfig.ts';

export interface LocalWordpressOptions {
  /** Kept by the caller: reused on the next start when it holds an installed site. Default: a temporary directory. */
  readonly dataDir?: string;
  /** WordPress's port; default a free one. */
  readonly port?: number;
  readonly databasePort?: number;
  /** Constants for wp-config.php (NEWSDESK_URL, NEWSDESK_PURGE_TOKEN, ...). */
  readonly constants?: Readonly<Record<string, PhpScalar>>;
  /** PHP files copied into wp-content/mu-plugins on every start, besides our offline and oEmbed ones. */
  readonly muPlugins?: readonly string[];
  /** More mariadbd options, e.g. `--innodb-buffer-pool-size=1G` (the benchmark's). */
  readonly databaseOptions?: readonly string[];
}

export interface LocalWordpress extends LocalWordpressClient {
  /** Stops PHP and MariaDB; removes the data directory unless the caller gave it. */
  stop(): Promise<void>;
}

const DATABASE = { name: 'wordpress', user: 'wordpress' } as const;
/** Always there: no update checks against WordPress.org (each failed one logs a warning). */
const OFFLINE_PLUGIN = fileURLToPath(new URL('mu-plugins/newsdesk-local-offline.php', import.meta.url));
/** Always there: oEmbed providers and their thumbnails answered on this machine, every other outside request refused. */
const OEMBED_PLUGIN = fileURLToPath(new URL('mu-plugins/newsdesk-local-oembed.php', import.meta.url));
const PHP_WORKERS = '4';
const PHP_STARTUP_MS = 20_000;
const PHP_STOP_MS = 3_000;
// A Unix socket path has room for about 107 bytes.
const MAX_SOCKET_PATH = 100;

const answersRest = async (origin: string): Promise<boolean> => (await fetch(`${origin}/wp-json/`, { signal: AbortSignal.timeout(5_000) })).status === 200;

/** In the data directory when the path fits, else in the temporary directory under a name of its own. */
const socketPath = (dataDir: string): string => {
  const inside = join(dataDir, 'mariadb.sock');
  if (inside.length <= MAX_SOCKET_PATH) return inside;
  return join(tmpdir(), `newsdesk-mariadb-${createHash('sha256').update(dataDir).digest('hex').slice(0, 16)}.sock`);
};

export const startLocalWordpress = async (options: LocalWordpressOptions = {}): Promise<LocalWordpress> => {
  const programs = findPrograms();
  const ownsDir = options.dataDir === undefined;
  const dataDir = options.dataDir ?? mkdtempSync(join(tmpdir(), 'newsdesk-wordpress-'));
  mkdirSync(dataDir, { recursive: true });
  const previous = readSiteState(dataDir);
  if (previous && previous.applicationPassword === undefined) {
    throw new Error(`${dataDir} holds a WordPress whose install did not finish: remove the directory and start again`);
  }
  if (!previous && readdirSync(dataDir).length > 0) {
    throw new Error(`${dataDir} is neither empty nor a local WordPress's data directory: give an empty or a new one`);
  }
  const state = previous ?? newSiteState();
  if (!previous) writeSiteState(dataDir, state);

  const webPort = options.port ?? (await freePort());
  const databasePort = options.databasePort ?? (await freePort([webPort]));
  const origin = `http://127.0.0.1:${webPort}`;
  const wordpressDir = join(dataDir, 'wordpress');
  const site = { dataDir, wordpressDir, debugLogPath: join(dataDir, 'debug.log'), php: programs.php };
  const account = { ...DATABASE, password: state.databasePassword };

  const started: Daemon[] = [];
  const stopAll = async (): Promise<void> => {
    // PHP first: it holds connections to the database.
    for (const daemon of started.splice(0).reverse()) await daemon.stop();
  };
  try {
    mkdirSync(join(dataDir, 'mariadb'), { recursive: true });
    started.push(await startMariadb(programs, { dir: join(dataDir, 'mariadb'), socket: socketPath(dataDir), port: databasePort, account, options: options.databaseOptions ?? [] }));
    if (!previous) await copyWordpress(wordpressDir);
    linkPlugins(wordpressDir, [OFFLINE_PLUGIN, OEMBED_PLUGIN, ...(options.muPlugins ?? [])]);
    writeConfigFile(wordpressDir, renderWpConfig({
      database: { ...account, host: `127.0.0.1:${databasePort}` },
      origin,
      debugLog: site.debugLogPath,
      salts: state.salts,
      constants: options.constants ?? {},
    }));
    const applicationPassword = previous?.applicationPassword ?? (await installWordpress(site, state.adminPassword));
    if (!previous) writeSiteState(dataDir, { ...state, applicationPassword });

    started.push(await launchDaemon({
      name: `php -S on port ${webPort}`,
      command: programs.php,
      args: ['-S', `127.0.0.1:${webPort}`, '-t', wordpressDir],
      cwd: wordpressDir,
      // Without workers php -S answers one request at a time.
      env: { ...process.env, PHP_CLI_SERVER_WORKERS: PHP_WORKERS },
      ready: () => answersRest(origin),
      startupMs: PHP_STARTUP_MS,
      stopMs: PHP_STOP_MS,
    }));

    const info: LocalWordpressInfo = {
      origin,
      dataDir,
      wordpressDir,
      debugLogPath: site.debugLogPath,
      php: programs.php,
      login: { user: ADMIN_USER, password: state.adminPassword },
      applicationPassword,
      databasePort,
    };
    return {
      ...connectLocalWordpress(info),
      stop: async () => {
        await stopAll();
        if (ownsDir) rmSync(dataDir, { recursive: true, force: true });
      },
    };
  } catch (error) {
    await stopAll();
    if (ownsDir) rmSync(dataDir, { recursive: true, force: true });
    throw error;
  }
};
