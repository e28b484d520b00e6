import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createBeaconSignals } from '../../../adapters/signals/beaconSignals.ts';

// The page's tally client (adapters/signals/sendVote.ts, behind beaconSignals.ts) against a
// fake fetch: what it asks, and that anything but a sound tally in time is undefined.

interface Asked {
  readonly url: string;
  readonly init: RequestInit;
}

let asked: Asked[] = [];
/** Stands in for fetch: records the request and answers what `answer` makes of it. */
const fakeFetch = (answer: (init: RequestInit) => Promise<Response>): void => {
  vi.stubGlobal(
    'fetch',
    vi.fn((url: string, init: RequestInit = {}) => {
      asked.push({ url, init });
      return answer(init);
    }),
  );
};
const json = (body: unknown, status = 200): Promise<Response> =>
  Promise.resolve(new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } }));

/** Rejects as a fetch does once its signal aborts. */
const untilAborted = (signal: AbortSignal | null | undefined): Promise<never> =>
  new Promise((_, reject) => signal?.addEventListener('abort', () => reject(signal.reason as Error)));

const tally = () => createBeaconSignals().tally('en', 6039, 'robots-that-learn');

beforeEach(() => {
  asked = [];
  // sendVote.ts watches the page leave (pagehide): a browser's global, absent from Node.
  vi.stubGlobal('addEventListener', () => undefined);
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe("the page's tally of a post's votes", () => {
  it('asks the vote path without a value, never from a cache, with a timeout, and answers the tally', async () => {
    fakeFetch(() => json({ votes: 64, average: 4.2 }));
    await expect(tally()).resolves.toEqual({ votes: 64, average: 4.2 });
    expect(asked).toHaveLength(1);
    const [{ url, init }] = asked as [Asked];
    expect(url).toBe('/_signal/vote?lang=en&post=6039&slug=robots-that-learn');
    expect(init.method ?? 'GET').toBe('GET');
    expect(init.cache).toBe('no-store');
    expect(init.credentials).toBe('same-origin');
    expect(init.body).toBeUndefined();
    expect(init.signal).toBeInstanceOf(AbortSignal);
  });

  it("writes the slug as a query parameter's value", async () => {
    fakeFetch(() => json({ votes: 1, average: 5 }));
    await createBeaconSignals().tally('it', 42, 'a b&c=d');
    expect(asked[0]?.url).toBe('/_signal/vote?lang=it&post=42&slug=a%20b%26c%3Dd');
  });

  it('answers a post without votes as such', async () => {
    fakeFetch(() => json({ votes: 0, average: 0 }));
    await expect(tally()).resolves.toEqual({ votes: 0, average: 0 });
  });

  it.each([
    ['a 404', () => json({ error: 'no such post' }, 404)],
    ['a 400', () => json({ error: 'lang must be one of …' }, 400)],
    ['a 429', () => json({ error: 'too many' }, 429)],
    ['a 503', () => json({ error: 'try again' }, 503)],
    ['a tally in an error status', () => json({ votes: 3, average: 4 }, 500)],
    ['a body that is not JSON', () => Promise.resolve(new Response('<!doctype html><p>oops', { status: 200 }))],
    ['an empty body', () => Promise.resolve(new Response(null, { status: 204 }))],
    ['JSON that is not a tally', () => json({ outcome: 'added' })],
    ['an average out of range', () => json({ votes: 3, average: 7 })],
    ['votes that are not an integer', () => json({ votes: 1.5, average: 4 })],
    ['an average without votes', () => json({ votes: 0, average: 3.5 })],
    ['a network failure', () => Promise.reject(new TypeError('Failed to fetch'))],
  ])('is undefined on %s', async (_, answer) => {
    fakeFetch(answer);
    await expect(tally()).resolves.toBeUndefined();
  });

  it('gives up after 5 seconds without an answer', async () => {
    vi.useFakeTimers();
    fakeFetch((init) => untilAborted(init.signal));
    let answered = false;
    const answer = tally().finally(() => {
      answered = true;
    });
    await vi.waitFor(() => expect(asked).toHaveLength(1));
    await vi.advanceTimersByTimeAsync(4_900);
    expect(answered).toBe(false);
    expect(asked[0]?.init.signal?.aborted).toBe(false);
    await vi.advanceTimersByTimeAsync(200);
    expect(asked[0]?.init.signal?.aborted).toBe(true);
    await expect(answer).resolves.toBeUndefined();
  });

  it('gives up on an answer whose body stops coming', async () => {
    vi.useFakeTimers();
    fakeFetch((init) =>
      Promise.resolve(
        new Response(
          new ReadableStream({
            start: (controller) => {
              controller.enqueue(new TextEncoder().encode('{"votes": 6'));
              init.signal?.addEventListener('abort', () => controller.error(init.signal?.reason));
            },
          }),
          { status: 200 },
        ),
      ),
    );
    const answer = tally();
    await vi.waitFor(() => expect(asked).toHaveLength(1));
    await vi.advanceTimersByTimeAsync(5_100);
    await expect(answer).resolves.toBeUndefined();
  });
});
