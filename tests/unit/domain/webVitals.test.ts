import { describe, expect, it } from 'vitest';
import { beaconBody, dataLayerEvent, vitalRecord, type MeasuredVital } from '../../../src/domain/webVitals.ts';

const page = { screenType: 'article', lang: 'it', path: '/it/robotica/umanoidi/robot-news' };
const measured = (over: Partial<MeasuredVital>): MeasuredVital => ({ name: 'LCP', value: 1234.56, delta: 1234.56, id: 'v5-1-2', rating: 'good', navigationType: 'navigate', ...over });

describe('a field measurement as the newsroom reads it', () => {
  it('names the metric, its whole milliseconds, its rating and the page it was measured on', () => {
    expect(vitalRecord(measured({ attribution: { target: 'main>figure>img.hero' } }), page)).toEqual({
      metric_name: 'LCP',
      metric_value: 1235,
      metric_delta: 1235,
      metric_id: 'v5-1-2',
      metric_rating: 'good',
      navigation_type: 'navigate',
      debug_target: 'main>figure>img.hero',
      screen_type: 'article',
      language: 'it',
      page_path: '/it/robotica/umanoidi/robot-news',
    });
  });

  it('keeps four decimals of a layout shift score, which has no unit', () => {
    const record = vitalRecord(measured({ name: 'CLS', value: 0.123456, delta: 0.00004, rating: 'needs-improvement' }), page);
    expect(record.metric_value).toBe(0.1235);
    expect(record.metric_delta).toBe(0);
  });

  it("points at the element responsible: the largest paint's, the slowest interaction's, the largest shift's", () => {
    expect(vitalRecord(measured({ name: 'INP', attribution: { interactionTarget: 'button.menu-toggle' } }), page).debug_target).toBe('button.menu-toggle');
    expect(vitalRecord(measured({ name: 'CLS', attribution: { largestShiftTarget: 'div.ad-slot' } }), page).debug_target).toBe('div.ad-slot');
  });

  it('has no target for the metrics no element causes, nor when the element is gone', () => {
    expect(vitalRecord(measured({ name: 'TTFB', attribution: {} }), page)).not.toHaveProperty('debug_target');
    expect(vitalRecord(measured({ name: 'FCP' }), page)).not.toHaveProperty('debug_target');
    expect(vitalRecord(measured({ attribution: { target: '' } }), page)).not.toHaveProperty('debug_target');
  });

  it('cuts a long selector to the 100 characters GA4 keeps of a parameter', () => {
    const long = `html>body>${'div.wrapper>'.repeat(20)}img`;
    expect(vitalRecord(measured({ attribution: { target: long } }), page).debug_target).toBe(long.slice(0, 100));
  });

  it('reaches the tag manager as a web_vitals event carrying the record as GA4 parameters', () => {
    const record = vitalRecord(measured({}), page);
    expect(dataLayerEvent(record)).toEqual({ event: 'web_vitals', ...record });
  });

  it('reaches the RUM endpoint as a JSON array of records', () => {
    const records = [vitalRecord(measured({ name: 'FCP', value: 800, delta: 800 }), page), vitalRecord(measured({}), page)];
    expect(JSON.parse(beaconBody(records))).toEqual(records);
  });
});
