// A vote sent and its answer read, and a post's tally asked: loaded once an
// article's rating hydrates where votes are counted (it asks the tally at once) or
// at the first click on a star, so that no page's first load carries it
// (adapters/signals/beaconSignals.ts).
import type { Rating } from '../../src/domain/content.ts';
import { parseTally } from '../../src/domain/ratingTally.ts';
import { parseVote } from '../../src/domain/starVote.ts';
import type { VoteAnswer } from '../../src/ports/SignalBeaconPort.ts';

/** Reads the answer of a vote; anything unexpected is a vote not delivered. */
const voteAnswer = async (response: Response): Promise<VoteAnswer> => {
  if (response.status === 429) {
    const retryAfterS = Number(response.headers.get('Retry-After'));
    return { outcome: 'limited', retryAfterS: Number.isInteger(retryAfterS) && retryAfterS > 0 ? retryAfterS : 60 };
  }
  if (!response.ok) return { outcome: 'failed' };
  const body = (await response.json()) as { outcome?: unknown; previous?: unknown };
  if (body.outcome === 'added') return { outcome: 'added' };
  const previous = parseVote(String(body.previous));
  return body.outcome === 'replaced' && previous !== undefined ? { outcome: 'replaced', previous } : { outcome: 'failed' };
};

/** Set once the page is going away (a link, a reload, the tab closed, the back-forward cache). */
let leaving = false;
addEventListener('pagehide', () => {
  leaving = true;
});
addEventListener('pageshow', () => {
  leaving = false;
});

/**
 * How long a request that ended without an answer waits before it is called a failure: a
 * navigation cuts the page's requests before its pagehide, so a page on its way out is gone
 * by then, and a reader who clicked and at once reloaded keeps the stars they chose.
 */
const SETTLE_MS = 1_000;

const unanswered = (): Promise<VoteAnswer> =>
  new Promise((resolve) => {
    setTimeout(() => {
      // Gone in the meantime (or kept in the back-forward cache): the vote left with keepalive, nobody to tell.
      if (!leaving) resolve({ outcome: 'failed' });
    }, SETTLE_MS);
  });

/**
 * POSTs a vote (its path: voteSignalPath) and answers what became of it. `keepalive`: a
 * reader who clicks and at once leaves or reloads still votes; a request the page's own
 * departure cut off is not reported as a failure that would take the choice back.
 */
export const sendVote = (path: string): Promise<VoteAnswer> =>
  fetch(path, { method: 'POST', credentials: 'same-origin', cache: 'no-store', keepalive: true })
    .then(voteAnswer)
    .catch(unanswered);

/** How long a tally may take: past it, the page keeps the figures it has. */
const TALLY_TIMEOUT_MS = 5_000;

/**
 * GETs a post's tally (its path: tallySignalPath), never from a cache, and answers it;
 * undefined on a failure, an error status, an answer that is not a tally or none in
 * TALLY_TIMEOUT_MS (the abort cuts a body that stops coming too).
 */
export const readTally = (path: string): Promise<Rating | undefined> => {
  const timeout = new AbortController();
  setTimeout(() => timeout.abort(), TALLY_TIMEOUT_MS);
  return fetch(path, { credentials: 'same-origin', cache: 'no-store', signal: timeout.signal })
    .then((response): Promise<unknown> | undefined => (response.ok ? response.json() : undefined))
    .then(parseTally, () => undefined);
};
