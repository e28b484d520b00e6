import type { LoggerPort } from '../../src/ports/LoggerPort.ts';

export interface LogEntry {
  readonly level: 'debug' | 'info' | 'warn' | 'error';
  readonly message: string;
  readonly fields?: Record<string, unknown>;
}

/** A logger that records entries instead of printing them. */
export const recordingLogger = (): LoggerPort & { readonly entries: LogEntry[] } => {
  const entries: LogEntry[] = [];
  const at = (level: LogEntry['level']) => (message: string, fields?: Record<string, unknown>) => {
    entries.push(fields === undefined ? { level, message } : { level, message, fields });
  };
  return { entries, debug: at('debug'), info: at('info'), warn: at('warn'), error: at('error') };
};
