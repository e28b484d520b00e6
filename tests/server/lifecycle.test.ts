import { connect, type Socket } from 'node:net';
import { createServer } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startDemoContentServer, type DemoContentServer } from '../../adapters/demo-content/startDemoContentServer.ts';
import { startServerProcess, type ServerProcess } from '../builders/serverProcess.ts';

const freePort = (): Promise<number> =>
  new Promise((resolve) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });

/** A raw keep-alive connection: requests written on it one after another, answers read back as text. */
const keepAlive = async (base: string) => {
  const { hostname, port } = new URL(base);
  const socket: Socket = await new Promise((resolve) => {
    const s = connect(Number(port), hostname, () => resolve(s));
  });
  let received = '';
  socket.on('data', (chunk) => (received += chunk.toString('latin1')));
  const closed = new Promise<void>((resolve) => socket.once('close', () => resolve()));
  return {
    send: (path: string) => socket.write(`GET ${path} HTTP/1.1\r\nHost: ${hostname}\r\nConnection: keep-alive\r\n\r\n`),
    /** Waits until the text holds `count` complete status lines. */
    answers: async (count: number, timeoutMs = 10_000): Promise<string> => {
      const until = Date.now() + timeoutMs;
      while ((received.match(/HTTP\/1\.1 \d{3}/g) ?? []).length < count && Date.now() < until) await new Promise((r) => setTimeout(r, 20));
      return received;
    },
    closed,
    destroy: () => socket.destroy(),
  };
};

describe('the server process, as ops run it', () => {
  let server: ServerProcess;
  let metricsPort: number;
  beforeAll(async () => {
    metricsPort = await freePort();
    server = await startServerProcess({ LOG_LEVEL: 'INFO', METRICS_PORT: String(metricsPort), SHUTDOWN_TIMEOUT_MS: '8000' });
  }, 40_000);
  afterAll(() => server.kill());

  it('answers liveness and readiness', async () => {
    const health = await fetch(`${server.base}/healthz`);
    expect(health.status).toBe(200);
    expect(health.headers.get('cache-control')).toBe('no-store');
    expect((await fetch(`${server.base}/readyz`)).status).toBe(200);
  });

  it("logs each request as one JSON line with its id, the caller's when it sends one", async () => {
    const response = await fetch(`${server.base}/it`, { headers: { 'X-Request-Id': 'trace-42' } });
    expect(response.headers.get('x-request-id')).toBe('trace-42');
    const generated = (await fetch(`${server.base}/en`)).headers.get('x-request-id');
    expect(generated).toMatch(/^[0-9a-f-]{36}$/);
    await new Promise((resolve) => setTimeout(resolve, 100));
    const line = server.logs().find((log) => (log['req'] as { id?: string } | undefined)?.id === 'trace-42');
    expect(line).toMatchObject({ level: 30, req: { method: 'GET', path: '/it' }, res: { status: 200 }, cache: expect.stringMatching(/^(MISS|HIT)$/) });
    expect(typeof line?.['durationMs']).toBe('number');
    expect(JSON.stringify(line)).not.toMatch(/cookie|user-agent/i);
  });

  it('exposes Prometheus metrics on their own port only', async () => {
    await (await fetch(`${server.base}/it`)).text();
    const text = await (await fetch(`http://127.0.0.1:${metricsPort}/metrics`)).text();
    expect(text).toMatch(/newsdesk_http_requests_total\{route="page",status="200"\} \d+/);
    expect(text).toMatch(/newsdesk_http_request_duration_seconds_bucket\{le="0.1",route="page"\} \d+/);
    expect(text).toMatch(/newsdesk_cache_answers_total\{layer="page",result="hit"\} \d+/);
    expect(text).toMatch(/newsdesk_cache_bytes\{layer="page"\} \d+/);
    expect(text).toContain('newsdesk_nodejs_eventloop_lag_seconds');
    expect(text).toContain('newsdesk_nodejs_heap_size_used_bytes');
    const publicly = await fetch(`${server.base}/metrics`, { redirect: 'manual' });
    expect(publicly.status).toBe(301);
    expect(await publicly.text()).not.toContain('newsdesk_');
  });
});

describe('stopping on SIGTERM', () => {
  let api: DemoContentServer;
  beforeAll(async () => {
    // A content API slow enough that a request is still in flight when the signal comes.
    api = await startDemoContentServer({ port: 0, mediaBase: '', latencyMs: 700 });
  });
  afterAll(() => api.close());

  it('turns unready, answers what was already asked, even on keep-alive connections, and exits 0', async () => {
    const server = await startServerProcess({ CONTENT_API_URL: `${api.url}`, SHUTDOWN_TIMEOUT_MS: '8000', LOG_LEVEL: 'ERROR' });
    try {
      const idle = await keepAlive(server.base);
      idle.send('/healthz');
      await idle.answers(1);
      const probe = await keepAlive(server.base);
      probe.send('/healthz');
      await probe.answers(1);
      // A page that needs the slow content API: in flight when the signal comes.
      const inFlight = fetch(`${server.base}/fr`).then(async (r) => ({ status: r.status, body: await r.text() }));
      await new Promise((resolve) => setTimeout(resolve, 200));
      server.child.kill('SIGTERM');
      await new Promise((resolve) => setTimeout(resolve, 100));
      // Sent on open connections after the signal: answered, and told the connection closes.
      probe.send('/readyz');
      idle.send('/healthz');
      const readiness = await probe.answers(2);
      expect(readiness).toMatch(/HTTP\/1\.1 503[^]*shutting down/);
      const after = await idle.answers(2);
      expect(after.split('HTTP/1.1 ')[2]).toMatch(/^200[^]*\r\nConnection: close\r\n/i);
      await Promise.all([idle.closed, probe.closed]);
      const page = await inFlight;
      expect(page.status).toBe(200);
      expect(page.body).toContain('</html>');
      // No new connections once draining.
      const { hostname, port } = new URL(server.base);
      await expect(new Promise((resolve, reject) => connect(Number(port), hostname, () => resolve('connected')).on('error', reject))).rejects.toThrow(/ECONNREFUSED/);
      expect(await server.exited).toBe(0);
    } finally {
      server.kill();
    }
  }, 40_000);
});
