// The one place that decides, for every kind of answer (page, /_data, sitemap,
// feed), the Cache-Control a browser and a CDN get and how long the page cache
// keeps it. Failures are never cached by anyone; a 404 briefly; good answers for
// the configured time, with stale-while-revalidate and stale-if-error so a CDN
// keeps serving through a WordPress outage too.
import type { Outcome } from './rendered.ts';

export interface CachePolicyConfig {
  readonly pageCacheTtlMs: number;
  readonly staleIfErrorS: number;
  readonly browserMaxAgeS: number;
  readonly cdnMaxAgeS: number;
  readonly cdnStaleWhileRevalidateS: number;
}

/** A page that does not exist yet may be published any minute: a 404 is kept briefly. */
const NOT_FOUND_MAX_AGE_S = 30;
/** What an outage answer tells readers and crawlers: come back in a minute. */
export const RETRY_AFTER_S = 60;

export interface ResponsePolicy {
  /** Cache-Control for an answer of this outcome (`ownMaxAgeS`: a document's own freshness, e.g. sitemaps). */
  cacheControl(outcome: Outcome, ownMaxAgeS?: number): string;
  /** How long the page cache answers it without rendering again; 0: never stored. */
  freshForMs(outcome: Outcome, ownMaxAgeS?: number): number;
  /** How long past freshness a stored answer is kept, to answer while WordPress fails. */
  readonly staleForMs: number;
}

export const responsePolicy = (config: CachePolicyConfig): ResponsePolicy => {
  const stale = `stale-while-revalidate=${config.cdnStaleWhileRevalidateS}, stale-if-error=${config.staleIfErrorS}`;
  const good = (ownMaxAgeS: number | undefined): string =>
    `public, max-age=${ownMaxAgeS ?? config.browserMaxAgeS}, s-maxage=${ownMaxAgeS ?? config.cdnMaxAgeS}, ${stale}`;
  const byOutcome: Readonly<Record<Exclude<Outcome, 'ok' | 'redirect'>, string>> = {
    'not-found': `public, max-age=${NOT_FOUND_MAX_AGE_S}, s-maxage=${NOT_FOUND_MAX_AGE_S}`,
    unavailable: 'no-store',
    forbidden: 'private, no-store',
  };
  return {
    cacheControl: (outcome, ownMaxAgeS) => (outcome === 'ok' || outcome === 'redirect' ? good(ownMaxAgeS) : byOutcome[outcome]),
    freshForMs: (outcome, ownMaxAgeS) => {
      if (config.pageCacheTtlMs === 0 || outcome === 'unavailable' || outcome === 'forbidden') return 0;
      if (outcome === 'not-found') return Math.min(config.pageCacheTtlMs, NOT_FOUND_MAX_AGE_S * 1000);
      return ownMaxAgeS === undefined ? config.pageCacheTtlMs : Math.max(config.pageCacheTtlMs, ownMaxAgeS * 1000);
    },
    staleForMs: config.staleIfErrorS * 1000,
  };
};
