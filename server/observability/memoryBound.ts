// How much memory a process needs for the bounds ops give its caches: what the
// docs/failures-and-operations.md documents, and what `npm run soak:memory` holds the server to under a
// flood of distinct addresses (tests/server/memoryBound.test.ts runs it).
import type { AppConfig } from '../config.ts';

const MB = 2 ** 20;
/**
 * The process under load with its caches full or not: Node and V8 (about 130 MB at
 * start), V8's heap grown for the renders in flight (150 to 250 MB), the buffers
 * of evicted pages waiting for the collector. Measured up to 400 MB.
 */
const WORKING_SET_MB = 420;
/**
 * Each MB a cache counts costs about one in resident memory (the caches count
 * every encoding, key and header, in memory of their own); 1.3 leaves room for the
 * allocator's fragmentation.
 */
const PER_CACHED_MB = 1.3;

/**
 * Reader signals: the memory ledger at its bound (100 MB without Redis, measured in
 * tests/adapters/signals/signalLedger.test.ts), the counters waiting for WordPress
 * (200,000, some 40 MB) and the posts the instance knows it served (100,000, some 10 MB).
 */
const SIGNALS_MB = 150;

/** Resident memory, in MB, a process stays under with these bounds (PAGE_CACHE_MAX_MB, CONTENT_CACHE_MAX_MB). */
export const memoryBoundMb = (config: Pick<AppConfig, 'pageCacheMaxBytes' | 'contentCacheMaxBytes'>): number =>
  Math.ceil(WORKING_SET_MB + SIGNALS_MB + PER_CACHED_MB * ((config.pageCacheMaxBytes + config.contentCacheMaxBytes) / MB));
