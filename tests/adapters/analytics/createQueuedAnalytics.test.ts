import { describe, expect, it } from 'vitest';
import { createQueuedAnalytics } from '../../../adapters/analytics/createQueuedAnalytics.ts';
import { APP_READY, type AnalyticsEvent } from '../../../src/ports/AnalyticsPort.ts';

describe('queued analytics', () => {
  it('keeps events pushed before start and flushes them in order once started', async () => {
    const received: AnalyticsEvent[] = [];
    const analytics = createQueuedAnalytics(async () => (e) => received.push(e));
    analytics.push(APP_READY);
    analytics.push({ name: 'rating', screen: { name: 'article', label: 'a-post', label2: '4' } });
    expect(received).toEqual([]);
    await analytics.start();
    expect(received.map((e) => e.name)).toEqual(['app_ready', 'rating']);
    expect(analytics.pending()).toEqual([]);
  });

  it('sends events straight to the sink after start, and starts once', async () => {
    let connections = 0;
    const received: string[] = [];
    const analytics = createQueuedAnalytics(async () => {
      connections += 1;
      return (e) => received.push(e.name);
    });
    await Promise.all([analytics.start(), analytics.start()]);
    analytics.push({ name: 'page_view' });
    expect(received).toEqual(['page_view']);
    expect(connections).toBe(1);
  });

  it('sends nothing anywhere while it is never started', () => {
    const analytics = createQueuedAnalytics(async () => () => {
      throw new Error('must not connect');
    });
    analytics.push(APP_READY);
    expect(analytics.pending()).toEqual([APP_READY]);
  });
});
