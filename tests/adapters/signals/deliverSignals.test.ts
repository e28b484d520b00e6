import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { createSignalDelivery, SignalDeliveryRefused } from '../../../adapters/signals/deliverSignals.ts';
import type { SignalBatch } from '../../../src/domain/signalBatch.ts';
import { startRecordingServer, type RecordingServer, type Reply } from '../wordpress/recordingServer.ts';

const TOKEN = 'a-secret-shared-with-wordpress-0123456789';

const batches: SignalBatch[] = [
  {
    id: '0b6f7a52-9c1e-4d8e-a1f3-5f2c0f7e9d10',
    day: '2026-11-27',
    reads: [{ post: 42, lang: 'it', readers: 3 }],
    votes: [{ post: 42, lang: 'it', sum: -2, count: 0 }],
    searches: [{ lang: 'it', term: 'ai act', readers: 2 }],
  },
  { id: '7d1c7e0e-3f4a-4b7a-9a57-2f8e2c1d0b33', day: '2026-11-28', reads: [{ post: 7, lang: 'en', readers: 1 }], votes: [], searches: [] },
];

describe('the delivery of reader signals to WordPress', () => {
  let server: RecordingServer | undefined;
  afterEach(async () => {
    await server?.close();
    server = undefined;
  });
  /** A WordPress on a loopback port that answers every request with `reply`. */
  const wordpress = async (reply: Reply): Promise<RecordingServer> => (server = await startRecordingServer(() => reply));

  it('posts the batches as JSON to {CONTENT_API_URL}/v6/signals, with the shared secret as a bearer token', async () => {
    const { baseUrl, requests } = await wordpress({ status: 200, body: { accepted: 2 } });
    await createSignalDelivery({ baseUrl, token: TOKEN, timeoutMs: 2_000 })(batches);

    expect(requests).toHaveLength(1);
    const [request] = requests;
    expect(request?.method).toBe('POST');
    expect(request?.path).toBe('/wp-json/wp/v6/signals');
    expect(request?.headers.authorization).toBe(`Bearer ${TOKEN}`);
    expect(request?.headers['content-type']).toBe('application/json');
    expect(JSON.parse(request?.body ?? '')).toEqual({ batches });
  });

  it('takes any 2xx as delivered', async () => {
    for (const status of [200, 202, 204]) {
      const { baseUrl } = await wordpress({ status });
      await expect(createSignalDelivery({ baseUrl, token: TOKEN, timeoutMs: 2_000 })(batches)).resolves.toBeUndefined();
      await server?.close();
      server = undefined;
    }
  });

  it('takes anything else as not delivered, and says with what status WordPress refused', async () => {
    for (const status of [301, 400, 401, 403, 404, 408, 409, 413, 422, 429, 500, 502, 503]) {
      const { baseUrl } = await wordpress({ status, body: { code: 'rest_error' } });
      const delivery = createSignalDelivery({ baseUrl, token: TOKEN, timeoutMs: 2_000 })(batches);
      await expect(delivery, String(status)).rejects.toThrow(`HTTP ${status}`);
      // The courier drops what a 413 or a 400 refuses, and keeps what a 503 refuses: it needs the status itself, not a message.
      await expect(delivery, String(status)).rejects.toBeInstanceOf(SignalDeliveryRefused);
      await expect(delivery, String(status)).rejects.toMatchObject({ status });
      await server?.close();
      server = undefined;
    }
  });

  it('carries what WordPress said of a refusal, cut short', async () => {
    const { baseUrl } = await wordpress({ status: 413, body: { code: 'newsdesk_signals_too_large', message: `At most 100000 counters a request.${' '.repeat(500)}` } });
    const refused = await createSignalDelivery({ baseUrl, token: TOKEN, timeoutMs: 2_000 })(batches).then(
      () => undefined,
      (error: unknown) => error,
    );
    expect(refused).toBeInstanceOf(SignalDeliveryRefused);
    expect((refused as Error).message).toContain('newsdesk_signals_too_large');
    expect((refused as Error).message.length).toBeLessThan(300);
  });

  it('rejects without a status when no answer came (nothing listening, the time budget spent): WordPress refused nothing', async () => {
    const { baseUrl: hanging } = await wordpress('hang');
    const timedOut = createSignalDelivery({ baseUrl: hanging, token: TOKEN, timeoutMs: 200 })(batches);
    await expect(timedOut).rejects.toThrow();
    await expect(timedOut).rejects.not.toBeInstanceOf(SignalDeliveryRefused);
    await server?.close();

    const { baseUrl: gone } = await wordpress({ status: 200 });
    await server?.close();
    server = undefined;
    const refusedConnection = createSignalDelivery({ baseUrl: gone, token: TOKEN, timeoutMs: 2_000 })(batches);
    await expect(refusedConnection).rejects.toThrow();
    await expect(refusedConnection).rejects.not.toBeInstanceOf(SignalDeliveryRefused);
  });

  it('follows no redirect: a page that answers 200 elsewhere has not taken the batches, nor is it given the secret', async () => {
    // A WordPress behind a rule that redirects the API (to the home page, to a login): followed, the POST would be a GET.
    const seen: { method: string; url: string; authorization: string | undefined }[] = [];
    const redirecting = createServer((req, res) => {
      seen.push({ method: req.method ?? '', url: req.url ?? '', authorization: req.headers.authorization });
      req.resume();
      if (req.url === '/wp-json/wp/v6/signals') res.writeHead(301, { Location: '/' }).end();
      else res.writeHead(200, { 'Content-Type': 'text/html' }).end('<p>home</p>');
    });
    await new Promise<void>((resolve) => redirecting.listen(0, '127.0.0.1', resolve));
    try {
      const baseUrl = `http://127.0.0.1:${(redirecting.address() as AddressInfo).port}/wp-json/wp`;
      await expect(createSignalDelivery({ baseUrl, token: TOKEN, timeoutMs: 2_000 })(batches)).rejects.toThrow('HTTP 301');
      expect(seen).toEqual([{ method: 'POST', url: '/wp-json/wp/v6/signals', authorization: `Bearer ${TOKEN}` }]);
    } finally {
      redirecting.closeAllConnections();
      await new Promise((resolve) => redirecting.close(resolve));
    }
  });

  it('gives up on a WordPress that does not answer within the time budget', async () => {
    const { baseUrl } = await wordpress('hang');
    const started = performance.now();
    await expect(createSignalDelivery({ baseUrl, token: TOKEN, timeoutMs: 200 })(batches)).rejects.toThrow();
    expect(performance.now() - started).toBeLessThan(2_000);
  });

  it('gives up on an answer whose body never ends within the time budget', async () => {
    const { baseUrl } = await wordpress('stall-body');
    const started = performance.now();
    await expect(createSignalDelivery({ baseUrl, token: TOKEN, timeoutMs: 200 })(batches)).rejects.toThrow();
    expect(performance.now() - started).toBeLessThan(2_000);
  });

  it('fails when nothing listens where WordPress should be', async () => {
    const { baseUrl } = await wordpress({ status: 200 });
    await server?.close();
    server = undefined;
    await expect(createSignalDelivery({ baseUrl, token: TOKEN, timeoutMs: 2_000 })(batches)).rejects.toThrow();
  });
});
