import { describe, expect, it } from 'vitest';
import { createGtmAnalytics } from '../../../adapters/analytics/createGtmAnalytics.ts';
import { APP_READY } from '../../../src/ports/AnalyticsPort.ts';

/** Just enough of a document to watch what the adapter injects. */
const fakeDocument = () => {
  const appended: { src: string; async: boolean }[] = [];
  const doc = {
    createElement: () => ({ src: '', async: false, onerror: null }),
    head: { appendChild: (node: { src: string; async: boolean }) => appended.push(node) },
  };
  return { doc: doc as unknown as Pick<Document, 'createElement' | 'head'>, appended };
};

describe('tag manager analytics', () => {
  it("refuses to be enabled without an id: 'gtmId must be provided'", () => {
    expect(() => createGtmAnalytics({ gtmId: undefined })).toThrow('gtmId must be provided');
    expect(() => createGtmAnalytics({ gtmId: '' })).toThrow('gtmId must be provided');
  });

  it('is allowed without an id when disabled, and then loads nothing', async () => {
    const { doc, appended } = fakeDocument();
    const analytics = createGtmAnalytics({ gtmId: undefined, disabled: true, document: doc, dataLayer: () => [] });
    analytics.push(APP_READY);
    void analytics.start();
    await Promise.resolve();
    expect(appended).toEqual([]);
    expect(analytics.pending()).toEqual([APP_READY]);
  });

  it('loads nothing until started, then the tag manager script with the id, and flushes the queue in order', async () => {
    const { doc, appended } = fakeDocument();
    const dataLayer: unknown[] = [];
    const analytics = createGtmAnalytics({ gtmId: 'GTM-XYZ9', document: doc, dataLayer: () => dataLayer });
    analytics.push(APP_READY);
    analytics.push({ name: 'page_view', screen: { name: 'page', label: '/it' } });
    expect(appended).toEqual([]);
    expect(dataLayer).toEqual([]);
    await analytics.start();
    expect(appended.map((s) => [s.src, s.async])).toEqual([['https://www.googletagmanager.com/gtm.js?id=GTM-XYZ9', true]]);
    analytics.push({ name: 'rating', screen: { name: 'article', label2: '4' } });
    const events = dataLayer.filter((e): e is { event: string } => typeof e === 'object' && e !== null && 'event' in e).map((e) => e.event);
    expect(events).toEqual(['gtm.js', 'app_ready', 'page_view', 'rating']);
    expect(dataLayer).toContainEqual({ event: 'page_view', screen: { name: 'page', label: '/it' } });
  });
});
