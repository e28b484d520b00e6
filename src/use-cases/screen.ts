// What every screen loader asks the core and what it gets back. The same types
// travel over the wire between the SSR server's data endpoint and the browser,
// so they are plain JSON.
import type { Lang } from '../domain/language.ts';
import type { PageHead } from '../domain/pageHead.ts';
import type { PostCard } from '../domain/postDisplay.ts';
import type { MatchedParams, Query, ScreenName } from '../domain/screenRoutes.ts';
import type { ContentError } from '../ports/ContentPort.ts';

/** What a route's loader matched; the screen table decodes it (src/domain/screenRoutes.ts). */
export interface ScreenRequest {
  readonly screen: ScreenName;
  /** Route params as the router matched them (lang is raw: it may not be a language). */
  readonly params: MatchedParams;
  readonly query: Query;
}

export type ScreenOutcome<V = unknown> =
  /** `tags`: what the view shows, for caches to purge it by (src/domain/cacheTags.ts); the server keeps them out of the page data. */
  | { readonly kind: 'view'; readonly view: V; readonly head?: PageHead; readonly tags?: readonly string[] }
  /** `tags`: what it leads to, so that a kept redirect goes when that changes (a post renamed again). */
  | { readonly kind: 'redirect'; readonly to: string; readonly permanent: boolean; readonly tags?: readonly string[] }
  /** `latest`: the newest posts the not-found page offers (loadScreen adds them: src/use-cases/notFoundOffers.ts). */
  | { readonly kind: 'not-found'; readonly lang: Lang; readonly latest?: readonly PostCard[] }
  /** The content API failed: a translated page with status 503, never a stack trace. */
  | { readonly kind: 'unavailable'; readonly lang: Lang }
  /** A preview link that is forged, altered or expired: a translated page with status 403. */
  | { readonly kind: 'forbidden'; readonly lang: Lang };

export const view = <V>(v: V, head?: PageHead, tags?: readonly string[]): ScreenOutcome<V> => ({
  kind: 'view',
  view: v,
  ...(head === undefined ? {} : { head }),
  ...(tags === undefined || tags.length === 0 ? {} : { tags }),
});
export const redirectTo = (to: string, permanent = false, tags: readonly string[] = []): ScreenOutcome<never> => ({
  kind: 'redirect',
  to,
  permanent,
  ...(tags.length === 0 ? {} : { tags }),
});
export const notFoundScreen = (lang: Lang): ScreenOutcome<never> => ({ kind: 'not-found', lang });
export const unavailableScreen = (lang: Lang): ScreenOutcome<never> => ({ kind: 'unavailable', lang });
export const forbiddenScreen = (lang: Lang): ScreenOutcome<never> => ({ kind: 'forbidden', lang });

/**
 * The outcome of a content call that did not answer: an empty answer is a
 * not-found (404, or what the screen says instead); a call that failed is an
 * outage (503), never a 404, so that crawlers passing during an outage keep the page.
 */
export const failedScreen = (lang: Lang, error: ContentError, missing: ScreenOutcome<never> = notFoundScreen(lang)): ScreenOutcome<never> =>
  error._tag === 'not-found' ? missing : unavailableScreen(lang);
