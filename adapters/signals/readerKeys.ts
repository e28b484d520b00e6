// Who a reader is, for counting only: a keyed hash (HMAC-SHA-256) of the network
// their request came from (and, for a reader or a voter, their browser's user
// agent). Its key is made of two secrets: SIGNALS_SECRET, which lives only in the
// servers' configuration, and a random salt that lives one day (reads, searches,
// limits) or one voting window (votes) in the ledger and is then forgotten. A copy
// of the ledger (Redis) holds the salts but not the secret: trying every address
// against it finds nothing. Once a salt has expired nobody, us included, can tell
// whose a hash was, or link one day's readers to the next (docs/reader-signals.md).
// A term gets a keyed hash too: what the ledger keeps of a term under the
// threshold of popular searches does not say what was searched.
import { createHmac, randomBytes } from 'node:crypto';
import { clientNetwork, searcherNetwork, utcDay, voteWindow, voteWindowSecondsLeft } from '../../src/domain/readerSignals.ts';
import type { SignalLedger } from './signalLedger.ts';

export interface ReaderIdentity {
  /** The client's address as the request shows it (server/http/clientAddress.ts). */
  readonly address: string;
  readonly userAgent: string;
}

/** One day's keys of a reader, made with one salt. */
interface DayKeys {
  /** The network and user agent: one reader's reads. */
  readonly reader: string;
  /** The network alone (an IPv6 /64): what a network may move, whatever user agents it sends. */
  readonly network: string;
  /** The searcher's network (an IPv6 /48). */
  readonly searcher: string;
  /** A term of a language, hashed. */
  term(lang: string, term: string): string;
}

/** One voting window's keys of a reader. */
interface WindowKeys {
  /** The reader whose vote a new one replaces. */
  readonly voter: string;
  /** How many voters one network may be for a post. */
  readonly network: string;
}

export interface ReaderKeys {
  day(identity: ReaderIdentity): Promise<DayKeys>;
  window(identity: ReaderIdentity): Promise<WindowKeys>;
}

const DAY_MS = 86_400_000;
/** A salt outlives its period by a minute: a beacon sent as the day turns still finds it. */
const GRACE_S = 60;

const digest = (key: Buffer, text: string): string => createHmac('sha256', key).update(text).digest('base64url').slice(0, 22);

export const createReaderKeys = (ledger: SignalLedger, secret: string, now: () => Date = () => new Date()): ReaderKeys => {
  const fresh = () => randomBytes(32).toString('base64url');
  // The key of a period: the secret keyed by its salt, made once per salt (two salts a day at most).
  const keys = new Map<string, Buffer>();
  const keyOf = (salt: string): Buffer => {
    let key = keys.get(salt);
    if (key === undefined) {
      if (keys.size >= 8) keys.clear();
      key = createHmac('sha256', secret).update(salt).digest();
      keys.set(salt, key);
    }
    return key;
  };
  return {
    day: async ({ address, userAgent }) => {
      const at = now();
      const left = Math.ceil((DAY_MS - (at.getTime() % DAY_MS)) / 1000);
      const key = keyOf(await ledger.salt(`day:${utcDay(at)}`, left + GRACE_S, fresh));
      const network = clientNetwork(address);
      return {
        reader: digest(key, `reader\n${network}\n${userAgent}`),
        network: digest(key, `network\n${network}`),
        searcher: digest(key, `searcher\n${searcherNetwork(address)}`),
        term: (lang, term) => digest(key, `term\n${lang}\n${term}`),
      };
    },
    window: async ({ address, userAgent }) => {
      const at = now();
      const key = keyOf(await ledger.salt(`vote:${voteWindow(at)}`, voteWindowSecondsLeft(at) + GRACE_S, fresh));
      const network = clientNetwork(address);
      return { voter: digest(key, `voter\n${network}\n${userAgent}`), network: digest(key, `voter-network\n${network}`) };
    },
  };
};
