// What libraries print with console.* (React's warnings, a router's complaint, a
// stray console.error) goes to the server's log as one JSON line at the matching
// level, with the request id of the request under way, instead of raw, multi-line
// text on stderr that no log pipeline parses and LOG_LEVEL does not govern.
import { format } from 'node:util';
import type { LoggerPort } from '../../src/ports/LoggerPort.ts';

type ConsoleMethod = 'error' | 'warn' | 'info' | 'log' | 'debug' | 'trace';

const LEVELS: Readonly<Record<ConsoleMethod, keyof LoggerPort>> = { error: 'error', warn: 'warn', info: 'info', log: 'info', debug: 'debug', trace: 'debug' };

/** Replaces console's methods for the rest of the process; returns what puts them back (tests). */
export const routeConsoleToLogger = (logger: LoggerPort, target: Pick<Console, ConsoleMethod> = console): (() => void) => {
  const originals = { ...target };
  for (const method of Object.keys(LEVELS) as ConsoleMethod[]) {
    target[method] = (...args: unknown[]) => logger[LEVELS[method]](format(...args), { source: 'console' });
  }
  return () => Object.assign(target, originals);
};
