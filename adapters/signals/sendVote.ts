// A vote sent and its answer read: loaded at the first click on a star, so that
// no page's first load carries it (adapters/signals/beaconSignals.ts).
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

/**
 * POSTs a vote's path (voteSignalPath) and answers what became of it. `keepalive`: a
 * reader who clicks and at once leaves or reloads still votes, and the page does not
 * see its own navigation abort the request as a failure and take the choice back.
 */
export const sendVote = (path: string): Promise<VoteAnswer> =>
  fetch(path, { method: 'POST', credentials: 'same-origin', cache: 'no-store', keepalive: true })
    .then(voteAnswer)
    .catch((): VoteAnswer => ({ outcome: 'failed' }));
