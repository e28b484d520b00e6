// The not-found page is no dead end either (docs/product.md#errors): beside its
// search field it offers the newest posts of the language. Whichever use case
// answered not-found, they are added here, once, on the way out of loadScreen.
// A failing call leaves the list empty: a 404 stays a 404, never a 503.
import * as T from 'fp-ts/Task';
import { pipe } from 'fp-ts/function';
import { toPostCard } from '../domain/postDisplay.ts';
import { latestInstead } from './latestInstead.ts';
import type { ScreenOutcome } from './screen.ts';
import type { ScreenPorts } from './screenPorts.ts';

export const withNotFoundOffers =
  (ports: Pick<ScreenPorts, 'content' | 'logger'>) =>
  <V>(outcome: ScreenOutcome<V>): T.Task<ScreenOutcome<V>> =>
    outcome.kind !== 'not-found'
      ? T.of(outcome)
      : pipe(
          latestInstead(ports, outcome.lang, 'not found'),
          T.map((latest) => (latest.length > 0 ? { ...outcome, latest: latest.map((post) => toPostCard(outcome.lang, post)) } : outcome)),
        );
