// A Redis connection for a cache: a command that cannot be answered at once
// fails at once, so a request never waits on Redis for longer than
// `commandTimeoutMs`. Nothing is queued while disconnected, nothing retried; the
// connection itself comes back by itself, forever, with a capped backoff.
import { Redis, type Command, type RedisOptions } from 'ioredis';
import { errorText, type ThrottledLog } from './throttledLog.ts';

export interface RedisTimeouts {
  /** How long a command may take before the caller gets an error instead. */
  readonly commandTimeoutMs?: number;
  /** How long opening a connection may take before it is tried again. */
  readonly connectTimeoutMs?: number;
  /** The longest pause between two reconnection attempts. */
  readonly maxReconnectDelayMs?: number;
}

/** ioredis's options, with its replies as they always were (not RESP3's). */
type ClientOptions = RedisOptions & { readonly replyMapping?: 'legacy' };

const redisClientOptions = ({ connectTimeoutMs = 1_000, maxReconnectDelayMs = 2_000 }: RedisTimeouts = {}): ClientOptions => ({
  // No `commandTimeout`: PatientRedis times each command itself.
  connectTimeout: connectTimeoutMs,
  // While disconnected, a command fails instead of waiting in a queue for a Redis that may never come.
  enableOfflineQueue: false,
  // A command lost with its connection is not sent again: its caller has moved on.
  maxRetriesPerRequest: 0,
  // 50 ms, 100 ms, 200 ms… up to the cap, then every cap for as long as it takes. Never gives up.
  retryStrategy: (attempt) => Math.min(maxReconnectDelayMs, 25 * 2 ** Math.min(attempt, 16)),
});

/**
 * ioredis's own `commandTimeout` times a command from when it is sent, and its
 * timer, once this process has been busy (a burst of renders) for longer, fires
 * before the reply that waits in the socket is read: Redis, which answered in a
 * millisecond, would be blamed for this process's delay, and each such failure
 * costs a cache miss, a lock granted to two instances, and one more call to
 * WordPress. Here the verdict waits for the replies that have arrived to be read
 * (setImmediate runs after the loop's I/O): only a reply still missing then is
 * too late. (A duplicate, the purge subscriber's connection, is a plain client:
 * it only subscribes, and nothing waits for that.)
 */
class PatientRedis extends Redis {
  private readonly commandTimeoutMs: number;

  constructor(commandTimeoutMs: number, options: ClientOptions, url: string) {
    super(url, options);
    this.commandTimeoutMs = commandTimeoutMs;
  }

  override sendCommand(command: Command, stream?: Parameters<Redis['sendCommand']>[1]): unknown {
    const sent = super.sendCommand(command, stream);
    if (!command.isSettled) {
      const timer = setTimeout(() => {
        setImmediate(() => {
          if (!command.isSettled) command.reject(new Error('Command timed out'));
        });
      }, this.commandTimeoutMs);
      const settled = (): void => clearTimeout(timer);
      command.promise.then(settled, settled);
    }
    return sent;
  }
}

export const connectRedis = (url: string, timeouts: RedisTimeouts): Redis => new PatientRedis(timeouts.commandTimeoutMs ?? 50, redisClientOptions(timeouts), url);

/**
 * Reports a connection's trouble through the throttled log. The 'error'
 * listener is what matters: without one, ioredis's connection errors are
 * unhandled 'error' events, which crash the process.
 */
export const watchConnection = (client: Redis, name: string, log: ThrottledLog, closing: () => boolean): void => {
  let wasReady = false;
  client.on('error', (error: unknown) => log('warn', `${name}-error`, `cache: Redis ${name} connection: ${errorText(error)}`));
  client.on('ready', () => {
    wasReady = true;
    log('info', `${name}-ready`, `cache: Redis ${name} connection ready`);
  });
  client.on('close', () => {
    if (wasReady && !closing()) log('warn', `${name}-lost`, `cache: Redis ${name} connection lost; reconnecting`);
    wasReady = false;
  });
};

/** Redis's separate status per command of a MULTI or a pipeline: the replies, or the first failure thrown. */
export const repliesOf = (results: [error: Error | null, reply: unknown][] | null): unknown[] => {
  if (results === null) throw new Error('Redis transaction discarded');
  return results.map(([error, reply]) => {
    if (error) throw error;
    return reply;
  });
};
