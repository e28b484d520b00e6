import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startDemoContentServer, type DemoContentServer } from '../../../adapters/demo-content/startDemoContentServer.ts';

// The demo's popular searches as a caller sees them over HTTP: the threshold is the
// operator's (the demo's option, 5 by default, as the plugin's), a caller's
// `min_readers` only raises it. Searchers arrive through the write call, as Newsdesk sends them.
const TOKEN = 'demo-popular-searches-token-0123456789';
const today = (): string => new Date().toISOString().slice(0, 10);
const daysAgo = (days: number): string => new Date(Date.now() - days * 86_400_000).toISOString().slice(0, 10);

const demo = (popularSearchFloor?: number) => {
  let server: DemoContentServer;
  let sequence = 0;
  beforeAll(async () => {
    server = await startDemoContentServer({ port: 0, now: new Date(), mediaBase: '', signalsToken: TOKEN, popularSearchFloor });
  });
  afterAll(() => server.close());
  return {
    /** `readers` searchers of a term on each of the days given. */
    searched: async (term: string, readers: number, days: readonly string[]): Promise<void> => {
      const batches = days.map((day) => ({ id: `popular-searches-${(sequence += 1)}-${Date.now()}`, day, reads: [], votes: [], searches: [{ lang: 'en', term, readers }] }));
      const answer = await fetch(`${server.url}/v6/signals`, { method: 'POST', headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${TOKEN}` }, body: JSON.stringify({ batches }) });
      expect(answer.status).toBe(200);
    },
    popular: async (query = ''): Promise<{ status: number; terms: string[] }> => {
      const answer = await fetch(`${server.url}/v2/search-lastresearch?lang=en${query}`, { headers: { Accept: 'application/json' } });
      const body = (await answer.json()) as unknown;
      return { status: answer.status, terms: Array.isArray(body) ? body.map((item: { term: string }) => item.term) : [] };
    },
  };
};

describe('popular searches of the demo, with its default threshold', () => {
  const { searched, popular } = demo();

  it('does not answer a term whose best day had 4 readers, even asked with min_readers=2; answers one with 5', async () => {
    // Four readers a day, every day of the week: searched more in all than the one with five, never by five on one day.
    await searched('floor of four', 4, [0, 1, 2, 3, 4, 5, 6].map(daysAgo));
    await searched('floor of five', 5, [today()]);
    for (const query of ['&min_readers=2', '&min_readers=0', '&min_readers=', '']) {
      const { status, terms } = await popular(query);
      expect(status, query).toBe(200);
      expect(terms, query).not.toContain('floor of four');
      expect(terms, query).toContain('floor of five');
    }
  });

  it('lets a caller raise the threshold, and refuses what is not a number', async () => {
    await searched('raised floor', 5, [today()]);
    expect((await popular('&min_readers=5')).terms).toContain('raised floor');
    expect((await popular('&min_readers=6')).terms).not.toContain('raised floor');
    expect((await popular('&min_readers=-1')).status).toBe(400);
    expect((await popular('&min_readers=two')).status).toBe(400);
  });
});

describe('popular searches of a demo created with a threshold of its own', () => {
  const { searched, popular } = demo(3);

  it('answers a term from that many readers, never from fewer whatever the caller asks', async () => {
    await searched('three readers', 3, [today()]);
    await searched('two readers', 2, [today(), daysAgo(1), daysAgo(2)]);
    for (const query of ['', '&min_readers=2']) {
      const { terms } = await popular(query);
      expect(terms, query).toContain('three readers');
      expect(terms, query).not.toContain('two readers');
    }
    expect((await popular('&min_readers=4')).terms).not.toContain('three readers');
  });
});
