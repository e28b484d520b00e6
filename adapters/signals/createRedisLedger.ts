// The signal ledger in Redis, so that every instance behind the load balancer
// counts a reader once, hashes them with the same salt and adds to the same
// counters. Each operation is one Lua script: it decides (seen before? the
// network's bound? the tally full?) and counts in one atomic step, and the
// counters live beside the keys, in one hash the couriers take from. A script
// whose answer came too late has still counted exactly once where it ran, and a
// vote's change of the sum is computed from the vote it replaces there, never
// from an answer that may have been lost (docs/reader-signals.md).
//
// While Redis is unreachable, this instance's memory answers (`local`): a reader
// may then count once more on each instance, which a log line says. A command that
// fails while connected is in doubt: the caller is told (LedgerInDoubt); a vote is
// then read back (settleVote) before it is answered.
import type { Redis } from 'ioredis';
import type { LoggerPort } from '../../src/ports/LoggerPort.ts';
import { errorText, throttledLog } from '../cache/throttledLog.ts';
import { decodeVote, LedgerInDoubt, voteAnswerOf, type ReadCounted, type SearchCounted, type SignalLedger } from './signalLedger.ts';

export interface RedisLedgerOptions {
  readonly client: Redis;
  /** Answers when Redis cannot. */
  readonly local: SignalLedger;
  readonly logger: LoggerPort;
  /** Keys are `{prefix}{key}`. */
  readonly prefix?: string;
}

/** Whether a tally past its bound may open a counter: known posts always may. */
const MAY_OPEN = `local function may_open(counters, counter, max_new, known)
  return known == '1' or redis.call('HEXISTS', counters, counter) == 1 or redis.call('HLEN', counters) < tonumber(max_new)
end
`;

/** KEYS: reader, network, counters. ARGV: ttl, per-network, counter, max-new, known. 0 counted, 1 before, 2 network bound, 3 dropped. */
const COUNT_READ = `${MAY_OPEN}
if redis.call('EXISTS', KEYS[1]) == 1 then return 1 end
if tonumber(redis.call('GET', KEYS[2]) or '0') >= tonumber(ARGV[2]) then return 2 end
if not may_open(KEYS[3], ARGV[3], ARGV[4], ARGV[5]) then return 3 end
redis.call('SET', KEYS[1], '1', 'EX', ARGV[1])
redis.call('INCR', KEYS[2])
redis.call('EXPIRE', KEYS[2], ARGV[1], 'NX')
redis.call('HINCRBY', KEYS[3], ARGV[3], 1)
return 0`;

/** KEYS: term's searchers, counters. ARGV: searcher, ttl, threshold, counter, max-new, known. 0 counted, 1 before, 2 waiting, 3 dropped. */
const COUNT_SEARCH = `${MAY_OPEN}
if redis.call('SISMEMBER', KEYS[1], ARGV[1]) == 1 then return 1 end
local readers = redis.call('SCARD', KEYS[1]) + 1
local threshold = tonumber(ARGV[3])
if readers >= threshold then
  if not may_open(KEYS[2], ARGV[4], ARGV[5], ARGV[6]) then return 3 end
  if readers == threshold then redis.call('HINCRBY', KEYS[2], ARGV[4], readers) else redis.call('HINCRBY', KEYS[2], ARGV[4], 1) end
end
redis.call('SADD', KEYS[1], ARGV[1])
redis.call('EXPIRE', KEYS[1], ARGV[2], 'NX')
if readers >= threshold then return 0 end
return 2`;

/**
 * KEYS: vote, network, counters. ARGV: value, nonce, ttl, per-network, sum counter, count counter.
 * The vote as kept (`stars:nonce:previous`), or nil when the network's voters are full.
 */
const COUNT_VOTE = `
local kept = redis.call('GET', KEYS[1])
local previous = 0
if kept then
  local stars, nonce = string.match(kept, '^(%d):([^:]*)')
  if nonce == ARGV[2] then return kept end
  previous = tonumber(stars) or 0
end
if previous == 0 then
  if tonumber(redis.call('GET', KEYS[2]) or '0') >= tonumber(ARGV[4]) then return false end
  redis.call('INCR', KEYS[2])
  redis.call('EXPIRE', KEYS[2], ARGV[3], 'NX')
  redis.call('HINCRBY', KEYS[3], ARGV[6], 1)
end
redis.call('HINCRBY', KEYS[3], ARGV[5], tonumber(ARGV[1]) - previous)
local stored = ARGV[1] .. ':' .. ARGV[2] .. ':' .. previous
redis.call('SET', KEYS[1], stored, 'EX', ARGV[3])
return stored`;

/** KEYS: counters. Every counter, and none left. */
const TAKE_COUNTERS = `local all = redis.call('HGETALL', KEYS[1])
redis.call('DEL', KEYS[1])
return all`;

type Scripted = Redis & {
  newsdeskCountRead(...args: (string | number)[]): Promise<number>;
  newsdeskCountSearch(...args: (string | number)[]): Promise<number>;
  newsdeskCountVote(...args: (string | number)[]): Promise<string | null>;
  newsdeskTakeCounters(key: string): Promise<string[]>;
};

const READ_OUTCOMES: readonly ReadCounted[] = ['counted', 'counted-before', 'network-bound', 'dropped'];
const SEARCH_OUTCOMES: readonly SearchCounted[] = ['counted', 'counted-before', 'waiting', 'dropped'];

export const createRedisLedger = ({ client, local, logger, prefix = 'newsdesk:signals:' }: RedisLedgerOptions): SignalLedger => {
  const log = throttledLog(logger);
  const redis = client as Scripted;
  if (!('newsdeskCountRead' in client)) {
    client.defineCommand('newsdeskCountRead', { numberOfKeys: 3, lua: COUNT_READ });
    client.defineCommand('newsdeskCountSearch', { numberOfKeys: 2, lua: COUNT_SEARCH });
    client.defineCommand('newsdeskCountVote', { numberOfKeys: 3, lua: COUNT_VOTE });
    client.defineCommand('newsdeskTakeCounters', { numberOfKeys: 1, lua: TAKE_COUNTERS });
  }
  const counters = `${prefix}counters`;
  // A salt, once set in Redis, never changes for its period: asked once per instance, not at every signal.
  const salts = new Map<string, { readonly value: string; readonly until: number }>();

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
      log('warn', `signals-${operation}`, `signals: Redis ${operation} failed; what it counted, if it ran, stays counted there: ${errorText(error)}`);
      throw new LedgerInDoubt(operation);
    }
  };
  const flag = (known: boolean) => (known ? '1' : '0');

  return {
    kind: 'redis',
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
        // A limit this instance counts alone for a moment lets a few more signals through, each still once per reader.
        true,
      ),
    countRead: (read) =>
      shared(
        'countRead',
        async () => READ_OUTCOMES[await redis.newsdeskCountRead(prefix + read.readerKey, prefix + read.networkKey, counters, read.ttlS, read.perNetwork, read.counter, read.maxNew, flag(read.known))] ?? 'dropped',
        () => local.countRead(read),
      ),
    countSearch: (search) =>
      shared(
        'countSearch',
        async () =>
          SEARCH_OUTCOMES[await redis.newsdeskCountSearch(prefix + search.termKey, counters, search.searcher, search.ttlS, search.threshold, search.counter, search.maxNew, flag(search.known))] ?? 'dropped',
        () => local.countSearch(search),
      ),
    countVote: (vote) =>
      shared(
        'countVote',
        async () => {
          const kept = decodeVote(await redis.newsdeskCountVote(prefix + vote.voteKey, prefix + vote.networkKey, counters, vote.value, vote.nonce, vote.ttlS, vote.perNetwork, vote.sumCounter, vote.countCounter));
          return kept === undefined ? { outcome: 'limited' } : voteAnswerOf(kept);
        },
        () => local.countVote(vote),
      ),
    settleVote: (voteKey, nonce) =>
      shared(
        'settleVote',
        async () => {
          const kept = decodeVote(await client.get(prefix + voteKey));
          return kept?.nonce === nonce ? voteAnswerOf(kept) : undefined;
        },
        () => local.settleVote(voteKey, nonce),
      ),
    takeCounters: async () => {
      const taken = await local.takeCounters();
      if (client.status !== 'ready') return taken;
      try {
        const flat = await redis.newsdeskTakeCounters(counters);
        for (let i = 0; i + 1 < flat.length; i += 2) taken.set(flat[i]!, (taken.get(flat[i]!) ?? 0) + Number(flat[i + 1]));
      } catch (error) {
        // Not taken: the next interval takes it. Taken and the answer lost (rare: one reply of a few MB at most),
        // that interval's counters are lost, as with a Redis restart (docs/reader-signals.md).
        log('warn', 'signals-take', `signals: Redis did not hand over the counters; the next interval tries again: ${errorText(error)}`);
      }
      return taken;
    },
    salt: (period, ttlS, fresh) => {
      const cached = salts.get(period);
      if (cached && cached.until > Date.now()) return Promise.resolve(cached.value);
      return shared(
        'salt',
        async () => {
          const key = `${prefix}salt:${period}`;
          await client.set(key, fresh(), 'EX', ttlS, 'NX');
          const [salt, leftMs] = await Promise.all([client.get(key), client.pttl(key)]);
          if (salt === null) throw new Error('the salt vanished as it was set');
          for (const [name, entry] of salts) if (entry.until <= Date.now()) salts.delete(name);
          salts.set(period, { value: salt, until: Date.now() + Math.max(0, leftMs) });
          return salt;
        },
        () => local.salt(period, ttlS, fresh),
      );
    },
    close: () => local.close(),
  };
};
