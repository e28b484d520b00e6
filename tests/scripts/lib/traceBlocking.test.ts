import { describe, expect, it } from 'vitest';
import { blockingAfterFirstPaint, type TraceEvent } from '../../../scripts/lib/traceBlocking.ts';

// A renderer's main thread (pid 7, tid 1) and another thread; times in microseconds, as Chromium writes them.
const task = (startMs: number, durationMs: number, thread = { pid: 7, tid: 1 }): TraceEvent => ({ name: 'ThreadControllerImpl::RunTask', ...thread, ts: startMs * 1000, dur: durationMs * 1000 });
const paint: TraceEvent = { name: 'firstContentfulPaint', pid: 7, tid: 1, ts: 1_000_000 };

describe('what a trace says blocked the page after its first paint', () => {
  it('counts each task after the first paint for what it lasts beyond 50 ms', () => {
    const blocking = blockingAfterFirstPaint([paint, task(1100, 80), task(1300, 50), task(1500, 49), task(2000, 120)]);
    // 30 + 0 + 0 + 70
    expect(blocking?.tbtMs).toBeCloseTo(100);
    expect(blocking?.longestTaskMs).toBe(120);
  });

  it('leaves out what comes before the first paint and what other threads do', () => {
    const blocking = blockingAfterFirstPaint([task(200, 400), paint, task(1200, 60), task(1300, 500, { pid: 7, tid: 2 }), task(1400, 500, { pid: 9, tid: 1 })]);
    expect(blocking?.tbtMs).toBeCloseTo(10);
    expect(blocking?.longestTaskMs).toBe(60);
  });

  it("gives the longest evaluation of the page's code on that thread, before the paint or after", () => {
    const evaluation = (ms: number, tid = 1): TraceEvent => ({ name: 'v8.evaluateModule', pid: 7, tid, ts: 1_500_000, dur: ms * 1000 });
    expect(blockingAfterFirstPaint([paint, evaluation(42), evaluation(7), evaluation(300, 2)])?.evaluationMs).toBe(42);
  });

  it('finds nothing to say about a page that never painted', () => {
    expect(blockingAfterFirstPaint([task(100, 400)])).toBeUndefined();
  });

  it('gives no blocking to a page quiet after its first paint', () => {
    expect(blockingAfterFirstPaint([paint])).toEqual({ tbtMs: 0, longestTaskMs: 0, evaluationMs: 0 });
  });
});
