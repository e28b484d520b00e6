// Prometheus metrics (prom-client), served on their own listener (METRICS_PORT)
// so that they are never exposed to readers: requests by route and status with
// durations, cache answers by layer, upstream calls by path with durations and
// outcomes, the circuit breaker's state, and Node's own (event-loop lag, heap).
import { createServer, type Server } from 'node:http';
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';

type BreakerState = 'closed' | 'half-open' | 'open';
const BREAKER_VALUE: Readonly<Record<BreakerState, number>> = { closed: 0, 'half-open': 1, open: 2 };

export interface Metrics {
  readonly registry: Registry;
  /** One answered request: which kind of route, its status and how long it took. */
  request(route: string, status: number, seconds: number): void;
  /** One answer of a cache layer ('page', 'content'): hit, miss, stale or bypass. */
  cache(layer: string, result: string): void;
  /** One call to WordPress: its path, outcome (ok, not-found, timeout, …) and duration. */
  upstream(path: string, outcome: string, seconds: number): void;
  breaker(state: BreakerState): void;
  /** Bytes a cache layer holds, read when scraped. */
  cacheBytes(layer: string, read: () => number | undefined): void;
  /** One reader signal (read, vote, search) and what became of it (counted, counted-before, bot, gpc, refused-400…). */
  signal(kind: string, outcome: string): void;
  /** Counters of reader signals sent to WordPress (delivered), not taken (failed) or dropped past the bound. */
  signalDelivery(event: string, counters: number): void;
  /** Counters waiting for WordPress, read when scraped. */
  signalsWaiting(read: () => number): void;
}

export const createMetrics = (): Metrics => {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry, prefix: 'newsdesk_' });
  const registers = [registry];
  const requests = new Counter({ name: 'newsdesk_http_requests_total', help: 'Requests answered, by route kind and status.', labelNames: ['route', 'status'], registers });
  const durations = new Histogram({
    name: 'newsdesk_http_request_duration_seconds',
    help: 'Time to answer a request, by route kind.',
    labelNames: ['route'],
    buckets: [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers,
  });
  const cache = new Counter({ name: 'newsdesk_cache_answers_total', help: 'Cache answers, by layer (page, content) and result (hit, miss, stale, bypass).', labelNames: ['layer', 'result'], registers });
  const upstream = new Counter({ name: 'newsdesk_upstream_calls_total', help: 'Calls to the content API, by path and outcome.', labelNames: ['path', 'outcome'], registers });
  const upstreamDurations = new Histogram({
    name: 'newsdesk_upstream_call_duration_seconds',
    help: 'Duration of calls to the content API, by path.',
    labelNames: ['path'],
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers,
  });
  const breaker = new Gauge({ name: 'newsdesk_upstream_circuit_state', help: 'The content API circuit breaker: 0 closed, 1 half-open, 2 open.', registers });
  breaker.set(0);
  const readers = new Map<string, () => number | undefined>();
  new Gauge({
    name: 'newsdesk_cache_bytes',
    help: 'Bytes held by an in-process cache layer.',
    labelNames: ['layer'],
    registers,
    collect() {
      for (const [layer, read] of readers) {
        const bytes = read();
        if (bytes !== undefined) this.set({ layer }, bytes);
      }
    },
  });
  const signals = new Counter({ name: 'newsdesk_signals_total', help: 'Reader signals received, by kind (read, vote, search) and outcome (counted, counted-before, bot, prefetch, gpc, refused-400…).', labelNames: ['kind', 'outcome'], registers });
  const delivery = new Counter({ name: 'newsdesk_signal_counters_total', help: 'Counters of reader signals sent to WordPress (delivered), not taken and kept for the next interval (failed), or dropped past the bound (dropped).', labelNames: ['event'], registers });
  let waiting: () => number = () => 0;
  new Gauge({
    name: 'newsdesk_signal_counters_waiting',
    help: 'Counters of reader signals waiting to be delivered to WordPress.',
    registers,
    collect() {
      this.set(waiting());
    },
  });
  return {
    registry,
    request: (route, status, seconds) => {
      requests.inc({ route, status: String(status) });
      durations.observe({ route }, seconds);
    },
    cache: (layer, result) => cache.inc({ layer, result }),
    upstream: (path, outcome, seconds) => {
      upstream.inc({ path, outcome });
      upstreamDurations.observe({ path }, seconds);
    },
    breaker: (state) => breaker.set(BREAKER_VALUE[state]),
    cacheBytes: (layer, read) => readers.set(layer, read),
    signal: (kind, outcome) => signals.inc({ kind, outcome }),
    signalDelivery: (event, counters) => delivery.inc({ event }, counters),
    signalsWaiting: (read) => {
      waiting = read;
    },
  };
};

/** GET /metrics on its own port, in Prometheus's text format; nothing else. */
export const startMetricsServer = (metrics: Metrics, port: number, host: string): Promise<Server> =>
  new Promise((resolve, reject) => {
    const server = createServer((req, res) => {
      if (req.method !== 'GET' || req.url !== '/metrics') {
        res.writeHead(404, { 'Content-Type': 'text/plain; charset=utf-8' }).end('Not found\n');
        return;
      }
      metrics.registry.metrics().then(
        (text) => res.writeHead(200, { 'Content-Type': metrics.registry.contentType }).end(text),
        () => res.writeHead(500, { 'Content-Type': 'text/plain; charset=utf-8' }).end('metrics unavailable\n'),
      );
    });
    server.once('error', reject);
    server.listen(port, host, () => resolve(server));
  });
