// The signal ledger in Redis, so that every instance behind the load balancer
// counts a reader once and hashes them with the same salt. Each entry is one
// key with its own expiry (SET NX EX, SET ... GET, INCR); a salt is set once by
// whichever instance asks first. While Redis is unreachable, this instance's
// memory answers (createMemoryLedger): a reader may then count once more on each
// instance, which a Redis outage of a few seconds makes rare and a log line says.
// A command that fails while connected is in doubt (it may still have run): what
// says whether a reader was counted, or who they are, then throws LedgerInDoubt
// rather than answer from a memory that never saw the readers Redis counted.
import type { Redis } from 'ioredis';
import type { StarVote } from '../../src/domain/starVote.ts';
import type { LoggerPort } from '../../src/ports/LoggerPort.ts';
import { errorText, throttledLog } from '../cache/throttledLog.ts';
import { LedgerInDoubt, type SignalLedger } from './signalLedger.ts';

export interface RedisLedgerOptions {
  readonly client: Redis;
  /** Answers when Redis cannot. */
  readonly local: SignalLedger;
  readonly logger: LoggerPort;
  /** Keys are `{prefix}{key}`. */
  readonly prefix?: string;
}

const toStar = (reply: unknown): StarVote | undefined => {
  const value = Number(reply);
  return value === 1 || value === 2 || value === 3 || value === 4 || value === 5 ? value : undefined;
};

export const createRedisLedger = ({ client, local, logger, prefix = 'newsdesk:signals:' }: RedisLedgerOptions): SignalLedger => {
  const log = throttledLog(logger);
  /** Redis's answer; this instance's memory while Redis is unreachable; in doubt, the local answer only where `orLocal`. */
  const shared = async <A>(operation: string, viaRedis: () => Promise<A>, viaLocal: () => Promise<A>, orLocal = false): Promise<A> => {
    if (client.status !== 'ready') return viaLocal();
    try {
      return await viaRedis();
    } catch (error) {
      if (orLocal) {
        log('warn', `signals-${operation}`, `signals: Redis ${operation} failed, this instance's memory counts: ${errorText(error)}`);
        return viaLocal();
      }
      log('warn', `signals-${operation}`, `signals: Redis ${operation} failed, the signal is not counted: ${errorText(error)}`);
      throw new LedgerInDoubt(operation);
    }
  };
  return {
    kind: 'redis',
    firstTime: (key, ttlS) => shared('firstTime', async () => (await client.set(prefix + key, '1', 'EX', ttlS, 'NX')) === 'OK', () => local.firstTime(key, ttlS)),
    swapVote: (key, value, ttlS) => shared('swapVote', async () => toStar(await client.set(prefix + key, String(value), 'EX', ttlS, 'GET')), () => local.swapVote(key, value, ttlS)),
    forget: (key) =>
      shared(
        'forget',
        async () => {
          await client.del(prefix + key);
        },
        () => local.forget(key),
      ),
    hit: (key, ttlS) =>
      shared(
        'hit',
        async () => {
          const [count] = (await client.multi().incr(prefix + key).expire(prefix + key, ttlS, 'NX').exec())?.map(([error, reply]) => {
            if (error) throw error;
            return Number(reply);
          }) ?? [];
          return count ?? 1;
        },
        () => local.hit(key, ttlS),
        // A limit this instance counts alone for a moment lets a few more votes through, each still once per voter.
        true,
      ),
    salt: (period, ttlS, fresh) =>
      shared(
        'salt',
        async () => {
          const key = `${prefix}salt:${period}`;
          await client.set(key, fresh(), 'EX', ttlS, 'NX');
          const salt = await client.get(key);
          if (salt === null) throw new Error('the salt vanished as it was set');
          return salt;
        },
        () => local.salt(period, ttlS, fresh),
      ),
    close: () => local.close(),
  };
};
