// A log line per kind of trouble at most every `everyMs`: when Redis is down,
// every reconnect attempt and every request would otherwise write a line, and an
// outage of the cache would become an outage of the logs. A line says how many
// of its kind it stood for since the last one.
import type { LoggerPort } from '../../src/ports/LoggerPort.ts';

export type ThrottledLog = (level: 'info' | 'warn' | 'error', kind: string, message: string, fields?: Record<string, unknown>) => void;

export interface ThrottleOptions {
  readonly everyMs?: number;
  /** The clock, in milliseconds; tests pass their own. */
  readonly now?: () => number;
}

export const throttledLog = (logger: LoggerPort, { everyMs = 10_000, now = Date.now }: ThrottleOptions = {}): ThrottledLog => {
  const lastLine = new Map<string, { at: number; suppressed: number }>();
  return (level, kind, message, fields = {}) => {
    const at = now();
    const last = lastLine.get(kind);
    if (last && at - last.at < everyMs) {
      last.suppressed += 1;
      return;
    }
    lastLine.set(kind, { at, suppressed: 0 });
    logger[level](message, { ...fields, kind, ...(last?.suppressed ? { suppressed: last.suppressed } : {}) });
  };
};

/** What a log line says about a failure: the message, not the stack. */
export const errorText = (error: unknown): string => (error instanceof Error ? error.message : String(error));
