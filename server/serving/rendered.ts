// What a renderer (page, data answer, sitemap, feed) gives the page cache: the
// whole answer as data, so it can be stored, compressed once and answered again
// without running anything. Renderers know nothing of HTTP responses or caches.
import type { CallContext } from '../../src/ports/ContentPort.ts';

/**
 * The small vocabulary every answer falls into; one place (responsePolicy.ts)
 * turns it into cache headers and into how long the page cache keeps it.
 */
export type Outcome = 'ok' | 'redirect' | 'not-found' | 'unavailable'
  /** A refused preview link: answered only outside the caches, and kept by none. */
  | 'forbidden';

export interface Rendered {
  readonly outcome: Outcome;
  readonly status: number;
  /**
   * Content-Type, Location, Retry-After…; never cache or security headers (added by
   * the policy and the page cache), but for a page's Content-Security-Policy, which
   * names the hashes of the scripts it wrote and is kept with it.
   */
  readonly headers: Readonly<Record<string, string>>;
  readonly body: string;
  /** Purge tags of everything shown (src/domain/cacheTags.ts). */
  readonly tags: readonly string[];
  /** Freshness of its own (sitemaps keep an hour), when not the pages' default. */
  readonly maxAgeS?: number;
  /** Set when the answer was built from a content copy kept past its freshness: the oldest one's age. */
  readonly staleAgeMs?: number;
}

/** Renders the answer for a normalized URL (path and the query the screen reads); `signal` aborts the work. */
export type Render = (url: string, signal: AbortSignal) => Promise<Rendered>;

/** A context whose stale reports are collected, for the Rendered it leads to. */
export const staleRecorder = (signal: AbortSignal): { readonly ctx: CallContext & { readonly signal: AbortSignal }; readonly staleAgeMs: () => number | undefined } => {
  let oldest: number | undefined;
  return {
    ctx: { signal, onStale: (ageMs) => (oldest = Math.max(oldest ?? 0, ageMs)) },
    staleAgeMs: () => oldest,
  };
};
