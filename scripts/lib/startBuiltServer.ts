// The production build (dist/server/main.js, what `npm start` runs) on a loopback
// port, the one way the scripts start it: bench, soak, soak:memory, lighthouse and
// the local newsroom. It is ready once /healthz answers, within a bound, or the
// start fails with the last lines the server wrote. Stopping it, and stopping it
// when the script fails or is interrupted, is lib/daemon.ts's: no server is left
// holding a port.
import { once } from 'node:events';
import { existsSync } from 'node:fs';
import { createServer } from 'node:net';
import { fileURLToPath } from 'node:url';
import { launchDaemon, type Daemon } from './daemon.ts';

const REPOSITORY = fileURLToPath(new URL('../..', import.meta.url));
const ENTRY = 'dist/server/main.js';
const HEALTH_TIMEOUT_MS = 2_000;
// Enough for a cold start on a busy two-core machine; a server that has not answered by then will not.
const STARTUP_MS = 30_000;
// The server waits up to SHUTDOWN_TIMEOUT_MS (10 s by default) for requests in flight; then SIGKILL.
const STOP_MS = 12_000;

export interface BuiltServerOptions {
  readonly port: number;
  /** More of the server's environment (CONTENT_API_URL, PAGE_CACHE_TTL_MS…), over this process's and the defaults below. */
  readonly env?: Readonly<Record<string, string>>;
  /** Runs it on this CPU core alone (taskset -c), for a benchmark that keeps the load generator off it. */
  readonly core?: string;
  /** Copies all its output to this terminal, its logs included; else its stderr alone (crashes). */
  readonly echoLogs?: boolean;
}

export interface BuiltServer extends Daemon {
  /** Where it answers, also its SITE_ORIGIN: http://127.0.0.1:port. */
  readonly origin: string;
}

export const builtServerOrigin = (port: number): string => `http://127.0.0.1:${port}`;

/**
 * Throws when something listens on the port already: its /healthz would pass for
 * ours while ours fails to bind (a server left behind by an earlier run, say).
 */
const claimable = async (port: number): Promise<void> => {
  const probe = createServer();
  try {
    // once() rejects with the 'error' event: EADDRINUSE.
    await once(probe.listen(port, '127.0.0.1'), 'listening');
  } catch (error) {
    throw new Error(`port ${port} on 127.0.0.1 is taken (${(error as NodeJS.ErrnoException).code}): another server runs there; choose another port`);
  }
  await new Promise((resolve) => probe.close(resolve));
};

export const startBuiltServer = async ({ port, env = {}, core, echoLogs = false }: BuiltServerOptions): Promise<BuiltServer> => {
  if (!existsSync(`${REPOSITORY}/${ENTRY}`)) throw new Error(`no build at ${ENTRY}: run \`npm run build\` first`);
  await claimable(port);
  const origin = builtServerOrigin(port);
  const node = [process.execPath, ENTRY];
  const [command, ...args] = core === undefined ? node : ['taskset', '-c', core, ...node];
  const daemon = await launchDaemon({
    name: `the built server on port ${port}`,
    command: command!,
    args,
    cwd: REPOSITORY,
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', LOG_LEVEL: 'ERROR', SITE_ORIGIN: origin, ...env },
    ready: async () => (await fetch(`${origin}/healthz`, { signal: AbortSignal.timeout(HEALTH_TIMEOUT_MS) })).ok,
    startupMs: STARTUP_MS,
    stopMs: STOP_MS,
    echo: echoLogs ? 'all' : 'stderr',
  });
  return { ...daemon, origin };
};
