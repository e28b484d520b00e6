// A LoggerPort test double that records entries instead of printing them.
import type { LoggerPort, LogLevel } from '../../src/ports/LoggerPort.ts';

interface LogEntry {
  readonly level: LogLevel;
  readonly message: string;
  readonly fields: Record<string, unknown>;
}

export interface RecordingLogger extends LoggerPort {
  readonly entries: LogEntry[];
  /** The entries of one level. */
  at(level: LogLevel): LogEntry[];
}

export const createRecordingLogger = (): RecordingLogger => {
  const entries: LogEntry[] = [];
  const record = (level: LogLevel) => (message: string, fields: Record<string, unknown> = {}) => {
    entries.push({ level, message, fields });
  };
  return {
    entries,
    at: (level) => entries.filter((entry) => entry.level === level),
    debug: record('DEBUG'),
    info: record('INFO'),
    warn: record('WARN'),
    error: record('ERROR'),
  };
};
