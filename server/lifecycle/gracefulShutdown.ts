// Stopping safely on SIGTERM or SIGINT (a deploy, a scale-in):
// 1. readiness turns 503, so the load balancer stops sending readers here;
// 2. no new connection is accepted, but open ones are kept for a moment: a
//    request a keep-alive client sends right after the signal is still answered
//    (with `Connection: close`) rather than cut with a reset;
// 3. every request already received finishes; idle connections are then closed;
// 4. after `timeoutMs`, whatever is left is cut: a hung request cannot block a deploy;
// 5. what the server used (Redis, the demo content, the metrics listener) is released.
import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import { Server as NetServer } from 'node:net';
import type { LoggerPort } from '../../src/ports/LoggerPort.ts';

/** How long connections idle at the signal stay open for a request already on its way. */
const IDLE_GRACE_MS = 1000;
const SWEEP_MS = 100;

export interface Lifecycle {
  /** Call first for every request: once draining, the answer closes its connection. */
  track(req: IncomingMessage, res: ServerResponse): void;
  readonly draining: () => boolean;
  /** Resolves once every connection is closed and `release` is done; safe to call twice. */
  shutdown(reason: string): Promise<void>;
}

export interface LifecycleOptions {
  readonly server: Server;
  readonly timeoutMs: number;
  readonly release: () => Promise<void>;
  readonly logger: LoggerPort;
}

export const createLifecycle = ({ server, timeoutMs, release, logger }: LifecycleOptions): Lifecycle => {
  let stopping: Promise<void> | undefined;

  const stop = async (reason: string): Promise<void> => {
    logger.info('shutting down', { reason, timeoutMs });
    // net.Server's close stops accepting without closing idle HTTP connections, which
    // http.Server's close does at once (and so resets a request sent right after the signal).
    const closed = new Promise<void>((resolve) => NetServer.prototype.close.call(server, () => resolve()));
    // After the grace, a connection is closed as soon as its last answer has gone.
    let sweep: NodeJS.Timeout | undefined;
    const idle = setTimeout(() => {
      server.closeIdleConnections();
      sweep = setInterval(() => server.closeIdleConnections(), SWEEP_MS);
    }, Math.min(IDLE_GRACE_MS, timeoutMs));
    const hard = setTimeout(() => {
      logger.warn('shutdown timeout: closing the connections left');
      server.closeAllConnections();
    }, timeoutMs);
    await closed;
    clearTimeout(idle);
    clearInterval(sweep);
    clearTimeout(hard);
    await release().catch((error: unknown) => logger.error('shutdown: releasing failed', { error: error instanceof Error ? error.message : String(error) }));
    logger.info('stopped');
  };

  return {
    // A request in flight at the signal keeps its connection until it is answered; the
    // connection is then idle and closed with the others (or by its keep-alive timeout).
    track: (_req, res) => {
      if (stopping) res.shouldKeepAlive = false;
    },
    draining: () => stopping !== undefined,
    shutdown: (reason) => (stopping ??= stop(reason)),
  };
};
