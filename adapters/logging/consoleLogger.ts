// One JSON line per entry on stderr, filtered by level: what a log collector wants
// and what a developer can still read.
import { LOG_LEVELS, type LogLevel, type LoggerPort } from '../../src/ports/LoggerPort.ts';

export type LogSink = (line: string) => void;

export const createConsoleLogger = (
  minLevel: LogLevel,
  sink: LogSink = (line) => console.error(line),
  now: () => Date = () => new Date(),
): LoggerPort => {
  const threshold = LOG_LEVELS.indexOf(minLevel);
  const write = (level: LogLevel) => (message: string, fields?: Record<string, unknown>) => {
    if (LOG_LEVELS.indexOf(level) < threshold) return;
    sink(JSON.stringify({ time: now().toISOString(), level, message, ...fields }));
  };
  return { debug: write('DEBUG'), info: write('INFO'), warn: write('WARN'), error: write('ERROR') };
};
