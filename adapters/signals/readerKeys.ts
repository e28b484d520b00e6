// Who a reader is, for counting only: a keyed hash (HMAC-SHA-256) of the address
// their request came from and their browser's user agent, under a random salt
// that lives one day (reads, searches, the vote limit) or one voting window
// (votes), kept in the ledger and then forgotten. The address is never stored,
// never logged and never sent anywhere; once a salt has expired nobody, us
// included, can tell whose a hash was (docs/reader-signals.md).
import { createHmac, randomBytes } from 'node:crypto';
import { clientNetwork, utcDay, voteWindow, voteWindowSecondsLeft } from '../../src/domain/readerSignals.ts';
import type { SignalLedger } from './signalLedger.ts';

export interface ReaderIdentity {
  /** The client's address as the request shows it (server/http/clientAddress.ts). */
  readonly address: string;
  readonly userAgent: string;
}

export interface ReaderKeys {
  /** Per day: one reader's reads. */
  reader(identity: ReaderIdentity): Promise<string>;
  /** Per day, by address alone: a client that changes its user agent is still one searcher and one voter to limit. */
  address(identity: ReaderIdentity): Promise<string>;
  /** Per voting window: the reader whose vote a new one replaces. */
  voter(identity: ReaderIdentity): Promise<string>;
  /** Per voting window, by address alone: how many voters one address may be for a post. */
  voterAddress(identity: ReaderIdentity): Promise<string>;
}

const DAY_MS = 86_400_000;
/** A salt outlives its period by a minute: a beacon sent as the day turns still finds it. */
const GRACE_S = 60;

const hash = (salt: string, text: string): string => createHmac('sha256', salt).update(text).digest('base64url').slice(0, 22);

export const createReaderKeys = (ledger: SignalLedger, now: () => Date = () => new Date()): ReaderKeys => {
  const fresh = () => randomBytes(32).toString('base64url');
  const daySalt = async () => {
    const at = now();
    const left = Math.ceil((DAY_MS - (at.getTime() % DAY_MS)) / 1000);
    return ledger.salt(`day:${utcDay(at)}`, left + GRACE_S, fresh);
  };
  const windowSalt = async () => {
    const at = now();
    return ledger.salt(`vote:${voteWindow(at)}`, voteWindowSecondsLeft(at) + GRACE_S, fresh);
  };
  return {
    reader: async ({ address, userAgent }) => hash(await daySalt(), `reader\n${clientNetwork(address)}\n${userAgent}`),
    address: async ({ address }) => hash(await daySalt(), `address\n${clientNetwork(address)}`),
    voter: async ({ address, userAgent }) => hash(await windowSalt(), `voter\n${clientNetwork(address)}\n${userAgent}`),
    voterAddress: async ({ address }) => hash(await windowSalt(), `voter-address\n${clientNetwork(address)}`),
  };
};
