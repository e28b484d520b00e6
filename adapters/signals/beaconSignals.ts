// The page's beacons (docs/reader-signals.md): a POST without a body to the server
// that served the page, which answers 204 (reads, searches) or the vote's outcome.
// `keepalive` lets a read sent as the reader leaves still arrive; the consent
// cookie goes along (same origin) so that the server can check a refusal too.
// The vote's code, and the tally's, come when asked (sendVote.ts): every page loads
// this module, only an article's rating where votes are counted needs them.
import { signalPath, tallySignalPath, voteSignalPath } from '../../src/domain/endpoints.ts';
import { audienceCounted } from '../../src/domain/audienceMeasurement.ts';
import { consentFromCookies } from '../../src/domain/consentCookie.ts';
import type { SignalBeaconPort, VoteAnswer } from '../../src/ports/SignalBeaconPort.ts';

const beacon = (path: string): void => {
  fetch(path, { method: 'POST', keepalive: true, credentials: 'same-origin', cache: 'no-store' }).catch(() => undefined);
};

/** Measurement is asked of the reader's current choice and browser at each beacon: a refusal made a moment ago already holds. */
const measured = (): boolean =>
  audienceCounted(consentFromCookies(document.cookie), (navigator as Navigator & { globalPrivacyControl?: boolean }).globalPrivacyControl === true);

/** The vote's and the tally's code, a chunk of its own. */
const voteCode = () => import('./sendVote.ts');

export const createBeaconSignals = (): SignalBeaconPort => ({
  // A distinct kind is audience measurement: left unsent for a reader who refused it.
  count: (kind, lang, subject) => {
    if (measured()) beacon(signalPath(kind, lang, subject));
  },
  vote: (lang, post, slug, value) =>
    voteCode().then(
      (m) => m.sendVote(voteSignalPath(lang, post, slug, value)),
      (): VoteAnswer => ({ outcome: 'failed' }),
    ),
  tally: (lang, post, slug) =>
    voteCode().then(
      (m) => m.readTally(tallySignalPath(lang, post, slug)),
      () => undefined,
    ),
});
