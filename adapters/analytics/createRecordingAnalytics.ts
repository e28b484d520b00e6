// The test double of the analytics port: remembers what was pushed and whether
// it was started, and sends nothing anywhere.
import type { AnalyticsEvent, AnalyticsPort } from '../../src/ports/AnalyticsPort.ts';

export interface RecordingAnalytics extends AnalyticsPort {
  readonly pushed: AnalyticsEvent[];
  readonly starts: () => number;
}

export const createRecordingAnalytics = (): RecordingAnalytics => {
  const pushed: AnalyticsEvent[] = [];
  let starts = 0;
  return {
    pushed,
    starts: () => starts,
    push: (event) => {
      pushed.push(event);
    },
    start: async () => {
      starts += 1;
    },
  };
};
