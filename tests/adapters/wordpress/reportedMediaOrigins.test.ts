import { afterEach, describe, expect, it } from 'vitest';
import { createReportedMediaOrigins, MAX_MEDIA_ORIGINS, type ReportedMediaOriginsDeps } from '../../../adapters/wordpress/reportedMediaOrigins.ts';
import { createRecordingLogger, type RecordingLogger } from '../../builders/recordingLogger.ts';
import { startRecordingServer, type RecordingServer, type Reply } from './recordingServer.ts';

// The holder of the media origins, against a WordPress played over real HTTP:
// what it answers before, while and after WordPress answers, fails or talks nonsense.

const CONTENT_API = 'https://cms.example.org';
const EXTRA = 'https://archive.example.org';
const CDN = 'https://cdn.example.net';

let wordpress: RecordingServer | undefined;
let stop: (() => void) | undefined;
afterEach(async () => {
  stop?.();
  stop = undefined;
  await wordpress?.close();
  wordpress = undefined;
});

/** A WordPress whose answer the test changes as it goes, and the holder reading it. */
const setUp = async (first: Reply, options: Partial<ReportedMediaOriginsDeps> = {}) => {
  const state: { reply: Reply } = { reply: first };
  wordpress = await startRecordingServer(() => state.reply);
  const logger = createRecordingLogger();
  const media = createReportedMediaOrigins({ baseUrl: wordpress.baseUrl, path: '/v6/media-origins', fixed: [EXTRA], untilReported: [CONTENT_API], logger, timeoutMs: 2000, ...options });
  stop = media.stop;
  return { media, logger, state, requests: wordpress.requests };
};

const warnings = (logger: RecordingLogger) => logger.entries.filter((entry) => entry.level === 'WARN' || entry.level === 'ERROR');

describe('the media origins WordPress reports', () => {
  it("starts from the fixed origins and the content API's, then has the fixed ones and what WordPress reports, each once", async () => {
    const { media, logger, requests } = await setUp({ body: { origins: [CDN, EXTRA] } });
    expect(media.current()).toEqual([EXTRA, CONTENT_API]);
    await media.start();
    expect(media.current()).toEqual([EXTRA, CDN]);
    expect(requests.map((r) => [r.path, r.query])).toEqual([['/wp-json/wp/v6/media-origins', { lang: 'it' }]]);
    expect(warnings(logger)).toEqual([]);
    expect(logger.at('INFO')).toEqual([{ level: 'INFO', message: expect.stringContaining('media origins'), fields: { origins: [EXTRA, CDN] } }]);
  });

  it('answers the same array until the list changes, so that what is derived from it is derived once', async () => {
    const { media, state } = await setUp({ body: { origins: [CDN] } });
    await media.refresh();
    const first = media.current();
    await media.refresh();
    expect(media.current()).toBe(first);
    state.reply = { body: { origins: ['https://video.example.net'] } };
    await media.refresh();
    expect(media.current()).not.toBe(first);
    expect(media.current()).toEqual([EXTRA, 'https://video.example.net']);
  });

  it('asks again every refresh interval and learns a CDN switched on meanwhile', async () => {
    const { media, state, requests } = await setUp({ body: { origins: [] } }, { refreshMs: 30 });
    await media.start();
    expect(media.current()).toEqual([EXTRA]);
    state.reply = { body: { origins: [CDN] } };
    await expect.poll(() => media.current()).toEqual([EXTRA, CDN]);
    expect(requests.length).toBeGreaterThan(1);
  });

  it('starts with the fixed origins while WordPress is down, says so once, and learns the rest when it answers', async () => {
    const { media, logger, state, requests } = await setUp({ status: 503, body: { code: 'maintenance', message: 'Down for maintenance', data: { status: 503 } } }, { retryMs: 20, refreshMs: 60_000 });
    await media.start();
    expect(media.current()).toEqual([EXTRA, CONTENT_API]);
    // Asked again soon after an outage, however long it lasts; said once.
    await expect.poll(() => requests.length).toBeGreaterThanOrEqual(4);
    expect(warnings(logger)).toEqual([{ level: 'WARN', message: expect.stringContaining('did not answer'), fields: expect.objectContaining({ reason: 'Down for maintenance', origins: [EXTRA, CONTENT_API] }) }]);
    state.reply = { body: { origins: [CDN] } };
    await expect.poll(() => media.current()).toEqual([EXTRA, CDN]);
  });

  it('starts within the time budget when WordPress does not answer at all', async () => {
    const { media, logger } = await setUp('hang', { timeoutMs: 200 });
    const started = performance.now();
    await media.start();
    expect(performance.now() - started).toBeLessThan(1500);
    expect(media.current()).toEqual([EXTRA, CONTENT_API]);
    expect(warnings(logger).map((entry) => entry.fields['reason'])).toEqual(['no answer within 200 ms']);
  });

  it('starts when nothing listens where WordPress should be', async () => {
    const logger = createRecordingLogger();
    const media = createReportedMediaOrigins({ baseUrl: 'http://127.0.0.1:9/wp-json/wp', path: '/v6/media-origins', fixed: [CONTENT_API], logger, timeoutMs: 2000 });
    stop = media.stop;
    await media.start();
    expect(media.current()).toEqual([CONTENT_API]);
    expect(warnings(logger)).toHaveLength(1);
  });

  it.each([
    ['not an object with origins', { body: { origins: 'https://cdn.example.net' } }],
    ['a list of posts', { body: [{ id: 1 }] }],
    ['no origin among its entries', { body: { origins: ['javascript:alert(1)', 'https://*.example.net', 42] } }],
    ['an older plugin without the route', { status: 404, body: { code: 'rest_no_route', message: 'No route was found matching the URL and request method.', data: { status: 404 } } }],
  ] as const)('ignores an answer that is %s: keeps the last good list and logs it once', async (_what, garbage) => {
    const { media, logger, state } = await setUp({ body: { origins: [CDN] } });
    await media.refresh();
    const good = media.current();
    state.reply = garbage;
    await media.refresh();
    await media.refresh();
    await media.refresh();
    expect(media.current()).toBe(good);
    expect(warnings(logger)).toHaveLength(1);
    expect(warnings(logger)[0]!.message).toContain('ignored');
    // Good again, then the same nonsense: a new streak, said again.
    state.reply = { body: { origins: [CDN] } };
    await media.refresh();
    state.reply = garbage;
    await media.refresh();
    expect(warnings(logger)).toHaveLength(2);
  });

  it('keeps the http(s) origins among the entries, in the spelling a browser gives them, and drops the rest with one line', async () => {
    const { media, logger } = await setUp({ body: { origins: ['HTTPS://CDN.example.net:443/', 'https://evil.example;script-src *', 'https://video.example.net/clip.mp4', 'http://127.0.0.1:8080', null] } });
    await media.refresh();
    await media.refresh();
    expect(media.current()).toEqual([EXTRA, CDN, 'http://127.0.0.1:8080']);
    expect(warnings(logger)).toEqual([{ level: 'WARN', message: expect.stringContaining('not http(s) origins'), fields: expect.objectContaining({ dropped: ['https://evil.example;script-src *', 'https://video.example.net/clip.mp4', null] }) }]);
  });

  it(`takes the first ${MAX_MEDIA_ORIGINS} origins of a longer list`, async () => {
    const many = Array.from({ length: 30 }, (_, i) => `https://media-${i}.example.net`);
    const { media } = await setUp({ body: { origins: many } });
    await media.refresh();
    expect(media.current()).toEqual([EXTRA, ...many.slice(0, MAX_MEDIA_ORIGINS)]);
  });

  it('asks no more once stopped', async () => {
    const { media, requests } = await setUp({ body: { origins: [CDN] } }, { refreshMs: 20 });
    await media.start();
    await expect.poll(() => requests.length).toBeGreaterThanOrEqual(2);
    media.stop();
    const asked = requests.length;
    await new Promise((resolve) => setTimeout(resolve, 150));
    expect(requests.length).toBeLessThanOrEqual(asked + 1);
  });
});
