import { describe, expect, it } from 'vitest';
import { throttledLog } from '../../../adapters/cache/throttledLog.ts';
import { createRecordingLogger } from '../../builders/recordingLogger.ts';

describe('the throttled log', () => {
  it('writes one line per kind at most every period, then says how many it stood for', () => {
    const logger = createRecordingLogger();
    let now = 0;
    const log = throttledLog(logger, { everyMs: 10_000, now: () => now });
    for (let i = 0; i < 100; i += 1) log('warn', 'connection', 'cache: Redis down', { attempt: i });
    log('warn', 'get', 'cache: Redis get failed');
    now = 10_000;
    log('warn', 'connection', 'cache: Redis down', { attempt: 100 });

    expect(logger.entries).toEqual([
      { level: 'WARN', message: 'cache: Redis down', fields: { attempt: 0, kind: 'connection' } },
      { level: 'WARN', message: 'cache: Redis get failed', fields: { kind: 'get' } },
      { level: 'WARN', message: 'cache: Redis down', fields: { attempt: 100, kind: 'connection', suppressed: 99 } },
    ]);
  });
});
