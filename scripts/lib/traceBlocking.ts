// What a load's trace says a reader waited for: the renderer's main-thread tasks
// after the first paint, and how much of each went beyond 50 ms (Total Blocking
// Time's rule). Read from Chromium's trace events: the top-level tasks
// (ThreadControllerImpl::RunTask, category toplevel) of the thread that painted
// the page first (firstContentfulPaint, category loading).

/** The fields of a Chromium trace event this reads (timestamps and durations in microseconds). */
export interface TraceEvent {
  readonly name: string;
  readonly pid: number;
  readonly tid: number;
  readonly ts: number;
  readonly dur?: number;
}

export interface Blocking {
  /** Beyond 50 ms, summed over the tasks that start at or after the first paint, to the end of the trace. */
  readonly tbtMs: number;
  /** The longest of those tasks. */
  readonly longestTaskMs: number;
  /** The longest evaluation of a module (v8.evaluateModule) anywhere on that thread. */
  readonly evaluationMs: number;
}

const BLOCKING_THRESHOLD_MS = 50;
const TASK = 'ThreadControllerImpl::RunTask';

/** Undefined when the trace has no first paint (the page never showed). */
export const blockingAfterFirstPaint = (events: readonly TraceEvent[]): Blocking | undefined => {
  const paint = events.find((event) => event.name === 'firstContentfulPaint');
  if (!paint) return undefined;
  const onThread = events.filter((event) => event.pid === paint.pid && event.tid === paint.tid && event.dur !== undefined);
  const tasks = onThread.filter((event) => event.name === TASK && event.ts >= paint.ts).map((event) => event.dur! / 1000);
  return {
    tbtMs: tasks.reduce((sum, ms) => sum + Math.max(0, ms - BLOCKING_THRESHOLD_MS), 0),
    longestTaskMs: Math.max(0, ...tasks),
    evaluationMs: Math.max(0, ...onThread.filter((event) => event.name === 'v8.evaluateModule').map((event) => event.dur! / 1000)),
  };
};
