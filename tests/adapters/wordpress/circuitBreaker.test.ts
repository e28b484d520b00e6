import { describe, expect, it, vi } from 'vitest';
import { resolvePaths } from '../../../adapters/wordpress/wordpressPaths.ts';
import type { CallContext } from '../../../src/ports/ContentPort.ts';
import type { FaultMode } from '../../builders/faultyContentApi.ts';
import { CATEGORIES, sleep, timed, unavailableWith, useFaultyContentApi, type AdapterOptions, type FaultyConnected } from './faultyApiFixture.ts';

const connect = useFaultyContentApi();

/** Short enough for tests; one attempt a call keeps the request counts plain. */
const BREAKER: AdapterOptions = { breakerThreshold: 3, breakerCoolDownMs: 200, attempts: 1 };
const CIRCUIT_OPEN = /circuit open/;

/** `times` calls (one request each) with the API in `mode`. */
const callsIn = async ({ api, content }: FaultyConnected, mode: FaultMode, times: number, ctx?: () => CallContext): Promise<void> => {
  await api.setMode(mode);
  for (let i = 0; i < times; i++) await content.categories('en', ctx?.())();
};

/** Three failed calls: the circuit opens. */
const openCircuit = (connected: FaultyConnected) => callsIn(connected, 'fail', 3);

const leavingSoon = (): CallContext => ({ signal: AbortSignal.timeout(10) });

/** Past the cool-down: the next call is the probe. */
const coolDown = () => sleep(220);

const transitions = (logger: { entries: { level: string; message: string }[] }) =>
  logger.entries.filter((e) => e.message.startsWith('content API circuit')).map((e) => `${e.level} ${e.message}`);

describe('WordPress adapter: circuit breaker', () => {
  /** An open circuit past its cool-down, the API back but slow: the next call is a probe of ~100 ms. */
  const probeDue = async (): Promise<FaultyConnected> => {
    const connected = await connect(BREAKER);
    await openCircuit(connected);
    await coolDown();
    await connected.api.setMode('slow', { delayMs: 100 });
    return connected;
  };

  it('opens after N consecutive failed calls, then fails calls at once without a request', async () => {
    const connected = await connect(BREAKER);
    const { api, content, logger, outcomes } = connected;
    await openCircuit(connected);
    expect(content.upstream.breakerState()).toBe('open');
    expect(api.requestCount()).toBe(3);

    const { result, ms } = await timed(async () => {
      const results = [];
      for (let i = 0; i < 100; i++) results.push(await content.categories('en')());
      return results;
    });
    expect(ms / 100).toBeLessThan(1);
    expect(result[99]).toEqual(unavailableWith(CIRCUIT_OPEN));
    expect(api.requestCount()).toBe(3);
    expect(outcomes.at(-1)?.outcome).toBe('circuit-open');
    expect(transitions(logger)).toEqual(['ERROR content API circuit open: calls fail fast']);
    expect(logger.at('ERROR').find((e) => e.message.startsWith('content API circuit'))?.fields).toMatchObject({
      api: api.url, threshold: 3, coolDownMs: 200, lastFailure: 'There has been a critical error on this website.',
    });
  });

  it('lets a probe through after the cool-down and closes when the API is back, without a restart', async () => {
    const connected = await connect(BREAKER);
    const { api, content, logger } = connected;
    await openCircuit(connected);
    await api.setMode('ok');
    expect(await content.categories('en')()).toEqual(unavailableWith(CIRCUIT_OPEN));
    expect(api.requestCount()).toBe(3);

    await coolDown();
    expect((await content.categories('en')())._tag).toBe('Right');
    expect(content.upstream.breakerState()).toBe('closed');
    expect((await content.post('en', 'no-such-post')())).toEqual({ _tag: 'Left', left: { _tag: 'not-found' } });
    expect(api.requestCount()).toBe(5);
    expect(transitions(logger)).toEqual([
      'ERROR content API circuit open: calls fail fast',
      'INFO content API circuit half-open: one probe call goes through',
      'INFO content API circuit closed: calls go through again',
    ]);
  });

  it('opens again for another cool-down when the probe fails', async () => {
    const connected = await connect(BREAKER);
    const { api, content, logger } = connected;
    await openCircuit(connected);
    await coolDown();
    await content.categories('en')();
    expect(content.upstream.breakerState()).toBe('open');
    expect(await content.categories('en')()).toEqual(unavailableWith(CIRCUIT_OPEN));
    expect(api.requestCount()).toBe(4);
    expect(transitions(logger)).toHaveLength(3);
  });

  it('fails other calls at once while the probe is out', async () => {
    const { api, content } = await probeDue();
    const probe = content.categories('en')();
    await vi.waitFor(() => expect(api.requestCount()).toBe(4));
    expect(content.upstream.breakerState()).toBe('half-open');
    const { result, ms } = await timed(() => content.categories('en')());
    expect(result).toEqual(unavailableWith(CIRCUIT_OPEN));
    expect(ms).toBeLessThan(20);
    expect((await probe)._tag).toBe('Right');
    expect(api.requestCount()).toBe(4);
  });

  it('lets the probe finish when its reader leaves: its answer decides', async () => {
    const { content } = await probeDue();
    expect((await content.categories('en', { signal: AbortSignal.timeout(20) })())._tag).toBe('Right');
    expect(content.upstream.breakerState()).toBe('closed');
  });

  it('costs a hanging API one timeout per call until it opens, never more', async () => {
    const { api, content } = await connect({ ...BREAKER, attempts: 2, timeoutMs: 150 });
    await api.setMode('hang');
    for (let i = 0; i < 3; i++) {
      const { ms } = await timed(() => content.categories('en')());
      expect(ms).toBeGreaterThanOrEqual(140);
      expect(ms).toBeLessThan(300);
    }
    const { ms } = await timed(() => content.categories('en')());
    expect(ms).toBeLessThan(20);
    expect(api.requestCount()).toBe(3);
  });

  it.each<FaultMode>(['wrong-shape', 'huge'])('is not opened by answers that are %s: one broken answer is not an outage', async (mode) => {
    const connected = await connect(BREAKER);
    const { api, content } = connected;
    await callsIn(connected, mode, 5);
    expect(content.upstream.breakerState()).toBe('closed');
    expect(api.requestCount()).toBe(5);
  });

  it('is not opened by 4xx answers', async () => {
    const { api, content } = await connect({ ...BREAKER, paths: resolvePaths('production', { categories: '/v9/no-such-route' }) });
    for (let i = 0; i < 5; i++) await content.categories('en')();
    expect(content.upstream.breakerState()).toBe('closed');
    expect(api.requestCount()).toBe(5);
  });

  it('counts a reader leaving as no failure, and as no success either', async () => {
    const connected = await connect(BREAKER);
    await callsIn(connected, 'fail', 2);
    await callsIn(connected, 'hang', 3, leavingSoon);
    expect(connected.content.upstream.breakerState()).toBe('closed');
    await callsIn(connected, 'fail', 1);
    expect(connected.content.upstream.breakerState()).toBe('open');
  });

  it('is reset by a good answer between failures', async () => {
    const connected = await connect(BREAKER);
    await callsIn(connected, 'fail', 2);
    await callsIn(connected, 'ok', 1);
    await callsIn(connected, 'fail', 2);
    expect(connected.content.upstream.breakerState()).toBe('closed');
    expect(connected.api.requestCount(CATEGORIES)).toBe(5);
  });
});
