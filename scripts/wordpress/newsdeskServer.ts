// Newsdesk's production build (dist/server/main.js) as a child process on
// loopback, reading a local WordPress: what `npm run wordpress` serves. Its
// output goes to this terminal (errors only, at the production log level).
import { fileURLToPath } from 'node:url';
import { launchDaemon, type Daemon } from './daemon.ts';

const REPOSITORY = fileURLToPath(new URL('../..', import.meta.url));
const STARTUP_MS = 30_000;
// Newsdesk waits up to SHUTDOWN_TIMEOUT_MS (10 s) for requests in flight.
const STOP_MS = 12_000;

export interface NewsdeskSettings {
  readonly port: number;
  /** The content API: the WordPress's /wp-json/wp. */
  readonly contentApiUrl: string;
  readonly purgeToken: string;
  readonly previewSecret: string;
}

/** Where Newsdesk answers: its SITE_ORIGIN and WordPress's NEWSDESK_URL. */
export const newsdeskOrigin = (port: number): string => `http://127.0.0.1:${port}`;

export const startNewsdesk = ({ port, contentApiUrl, purgeToken, previewSecret }: NewsdeskSettings): Promise<Daemon> => {
  const origin = newsdeskOrigin(port);
  return launchDaemon({
    name: `Newsdesk on port ${port}`,
    command: process.execPath,
    args: ['dist/server/main.js'],
    cwd: REPOSITORY,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      SITE_ORIGIN: origin,
      CONTENT_API_URL: contentApiUrl,
      PURGE_TOKEN: purgeToken,
      PREVIEW_SECRET: previewSecret,
    },
    ready: async () => (await fetch(`${origin}/healthz`, { signal: AbortSignal.timeout(2_000) })).ok,
    startupMs: STARTUP_MS,
    stopMs: STOP_MS,
    echo: true,
  });
};
