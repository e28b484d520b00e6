import { Writable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { createPino, pinoLoggerPort } from '../../../adapters/logging/pinoLogger.ts';
import { routeConsoleToLogger } from '../../../server/observability/consoleToLogger.ts';
import { requestFields, withRequest } from '../../../server/observability/requestContext.ts';

/** The server's logger as main composes it, writing its JSON lines into an array. */
const recordedLogger = (level: 'DEBUG' | 'ERROR' = 'DEBUG') => {
  const lines: Record<string, unknown>[] = [];
  const sink = new Writable({
    write(chunk: Buffer, _encoding, done) {
      for (const line of chunk.toString('utf8').split('\n').filter(Boolean)) lines.push(JSON.parse(line) as Record<string, unknown>);
      done();
    },
  });
  return { logger: pinoLoggerPort(createPino(level, sink, requestFields)), lines };
};

/** A stand-in for the global console, so the test leaves the real one alone. */
const aConsole = () => {
  const quiet = (..._args: unknown[]): void => undefined;
  return { error: quiet, warn: quiet, info: quiet, log: quiet, debug: quiet, trace: quiet };
};

describe('what libraries print', () => {
  it('goes to the log as one JSON line at the matching level, formatted as console formats it', () => {
    const { logger, lines } = recordedLogger();
    const target = aConsole();
    routeConsoleToLogger(logger, target);
    target.error('render failed: %s (%d)', 'boom', 42, { url: '/it' });
    target.warn('careful');
    target.log('plain');
    expect(lines.map((line) => [line['level'], line['msg'], line['source']])).toEqual([
      [50, "render failed: boom (42) { url: '/it' }", 'console'],
      [40, 'careful', 'console'],
      [30, 'plain', 'console'],
    ]);
  });

  it('names the request it was printed for, and none outside a request', async () => {
    const { logger, lines } = recordedLogger();
    const target = aConsole();
    routeConsoleToLogger(logger, target);
    await withRequest('req-1234', async () => {
      await new Promise((resolve) => setTimeout(resolve, 5));
      target.error('inside');
    });
    target.error('outside');
    expect(lines.map((line) => [line['msg'], line['requestId']])).toEqual([['inside', 'req-1234'], ['outside', undefined]]);
  });

  it('obeys LOG_LEVEL like every other line', () => {
    const { logger, lines } = recordedLogger('ERROR');
    const target = aConsole();
    routeConsoleToLogger(logger, target);
    target.warn('a warning nobody asked for');
    target.error('an error');
    expect(lines.map((line) => line['msg'])).toEqual(['an error']);
  });

  it('puts the console back when asked', () => {
    const { logger, lines } = recordedLogger();
    const target = aConsole();
    const original = target.error;
    const restore = routeConsoleToLogger(logger, target);
    restore();
    expect(target.error).toBe(original);
    target.error('not logged');
    expect(lines).toEqual([]);
  });
});
