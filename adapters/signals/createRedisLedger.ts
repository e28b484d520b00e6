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
import { decodeVote, LedgerInDoubt, voteAnswerOf, type DistinctCounted, type SignalLedger } from './signalLedger.ts';

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

/**
 * One sender of a subject, whatever the kind (signalLedger.ts's DistinctCount): seen before; the
 * network's bound (a per-network of 0: none, the sender is a network); the subject's tally under the
 * threshold (a threshold of 1: no tally, every sender counts at once); the tally of counters full.
 * KEYS: sender, network, subject, counters (a key the kind has not is the bare prefix, never touched).
 * ARGV: ttl, per-network, threshold, counter, max-new, known. 0 counted, 1 before, 2 network bound, 3 dropped, 4 waiting.
 */
const COUNT_DISTINCT = `${MAY_OPEN}
if redis.call('EXISTS', KEYS[1]) == 1 then return 1 end
local bound = tonumber(ARGV[2])
if bound > 0 and tonumber(redis.call('GET', KEYS[2]) or '0') >= bound then return 2 end
local threshold = tonumber(ARGV[3])
local nth = 1
if threshold > 1 then nth = tonumber(redis.call('GET', KEYS[3]) or '0') + 1 end
if nth >= threshold then
  if not may_open(KEYS[4], ARGV[4], ARGV[5], ARGV[6]) then return 3 end
  if nth == threshold then redis.call('HINCRBY', KEYS[4], ARGV[4], nth) else redis.call('HINCRBY', KEYS[4], ARGV[4], 1) end
end
redis.call('SET', KEYS[1], '1', 'EX', ARGV[1])
if bound > 0 then
  redis.call('INCR', KEYS[2])
  redis.call('EXPIRE', KEYS[2], ARGV[1], 'NX')
end
if threshold > 1 then
  redis.call('INCR', KEYS[3])
  redis.call('EXPIRE', KEYS[3], ARGV[1], 'NX')
end
if nth >= threshold then return 0 end
return 4`;

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
  newsdeskCountDistinct(...args: (string | number)[]): Promise<number>;
  newsdeskCountVote(...args: (string | number)[]): Promise<string | null>;
  newsdeskTakeCounters(key: string): Promise<string[]>;
};

const DISTINCT_OUTCOMES: readonly DistinctCounted[] = ['counted', 'counted-before', 'network-bound', 'dropped', 'waiting'];

export const createRedisLedger = ({ client, local, logger, prefix = 'newsdesk:signals:' }: RedisLedgerOptions): SignalLedger => {
  const log = throttledLog(logger);
  const redis = client as Scripted;
  if (!('newsdeskCountDistinct' in client)) {
    client.defineCommand('newsdeskCountDistinct', { numberOfKeys: 4, lua: COUNT_DISTINCT });
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
    countDistinct: (distinct) =>
      shared(
        // `countRead`, `countSearch`: the log line and the doubt name the kind.
        `count${distinct.kind[0]!.toUpperCase()}${distinct.kind.slice(1)}`,
        async () =>
          DISTINCT_OUTCOMES[
            await redis.newsdeskCountDistinct(
              prefix + distinct.senderKey,
              prefix + (distinct.networkKey ?? ''),
              prefix + (distinct.subjectKey ?? ''),
              counters,
              distinct.ttlS,
              distinct.networkKey === undefined ? 0 : (distinct.perNetwork ?? 0),
              distinct.subjectKey === undefined ? 1 : (distinct.threshold ?? 1),
              distinct.counter,
              distinct.maxNew,
              flag(distinct.known),
            )
          ] ?? 'dropped',
        () => local.countDistinct(distinct),
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
    // This instance's memory (what it counted while Redis was unreachable: taken with Redis's at the next take) and the
    // shared hash, one HMGET; nothing is taken. Redis connected and not answering in time: in doubt, never a smaller count.
    peekCounters: (names) =>
      names.length === 0
        ? Promise.resolve(new Map())
        : shared(
            'peekCounters',
            async () => {
              const [own, values] = await Promise.all([local.peekCounters(names), client.hmget(counters, ...names)]);
              return new Map(names.map((name, i) => [name, (own.get(name) ?? 0) + (Number(values[i] ?? 0) || 0)]));
            },
            () => local.peekCounters(names),
          ),
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
