import { describe, expect, it, vi } from 'vitest';
import { startFaultyContentApi } from '../../builders/faultyContentApi.ts';
import { sleep } from './faultyApiFixture.ts';

const get = (url: string) => fetch(url).then(
  (res) => res.status,
  (error: unknown) => (error instanceof Error && error.cause instanceof Error ? error.cause.message : String(error)),
);

/** Handles that would keep a process alive: servers, sockets and timers. */
const liveHandles = () => process.getActiveResourcesInfo().filter((name) => /TCP|Timeout/.test(name)).length;

describe('the faulty content API test double', () => {
  it('serves the demo content and counts requests per path, relative to its API base', async () => {
    const api = await startFaultyContentApi();
    try {
      expect(await get(`${api.url}/v6/get-categories?lang=en`)).toBe(200);
      await get(`${api.url}/v6/get-categories?lang=it`);
      await get(`${api.url}/v6/get_post?lang=it&slug=x`);
      expect(api.requestsByPath()).toEqual({ '/v6/get-categories': 2, '/v6/get_post': 1 });
      expect(api.requestCount()).toBe(3);
      api.resetCounts();
      expect(api.requestCount('/v6/get_post')).toBe(0);
    } finally {
      await api.close();
    }
  });

  it('refuses connections in refuse mode and listens on the same port again after it', async () => {
    const api = await startFaultyContentApi({ mode: 'refuse' });
    try {
      expect(await get(`${api.url}/v6/get-categories?lang=en`)).toMatch(/ECONNREFUSED/);
      await api.setMode('ok');
      expect(await get(`${api.url}/v6/get-categories?lang=en`)).toBe(200);
    } finally {
      await api.close();
    }
  });

  it('closes hanging, slow and huge answers on close, and leaves no handle behind', async () => {
    const before = liveHandles();
    const api = await startFaultyContentApi({ mode: 'hang' });
    const arrived = (n: number) => vi.waitFor(() => expect(api.requestCount()).toBe(n));
    const hanging = get(`${api.url}/v6/get-categories?lang=en`);
    await arrived(1);
    await api.setMode('slow', { delayMs: 10_000 });
    const slow = get(`${api.url}/v6/get_post?lang=en&slug=x`);
    await arrived(2);
    await api.setMode('huge', { transfer: 'chunked' });
    const huge = fetch(`${api.url}/v6/get-categories?lang=en`);
    await (await huge).body?.getReader().read();
    await sleep(20);

    await api.close();
    expect(await hanging).toMatch(/other side closed|ECONNRESET/);
    expect(await slow).toMatch(/other side closed|ECONNRESET/);
    await sleep(20);
    expect(liveHandles()).toBeLessThanOrEqual(before);
  });
});
