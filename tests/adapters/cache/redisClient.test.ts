import { describe, expect, it } from 'vitest';
import type { Redis } from 'ioredis';
import { connectRedis } from '../../../adapters/cache/redisClient.ts';
import { redisTestBed, timed, until } from './redisTestBed.ts';

/** Keeps this process's event loop busy, as a burst of renders does. */
const busyFor = (ms: number): void => {
  const end = performance.now() + ms;
  while (performance.now() < end) {
    // spinning
  }
};

describe("the caches' Redis connection", () => {
  const redis = redisTestBed();

  const connected = async (): Promise<Redis> => {
    const client = connectRedis(redis.server().url, { commandTimeoutMs: 50, maxReconnectDelayMs: 100 });
    client.on('error', () => undefined);
    redis.track({ close: async () => client.disconnect() });
    await until(() => client.status === 'ready');
    return client;
  };

  it('takes a reply that came while this process was busy for longer than the timeout: its own delay is not blamed on Redis', async () => {
    const client = await connected();
    for (let i = 0; i < 5; i += 1) {
      const answer = client.ping();
      busyFor(150);
      expect(await answer).toBe('PONG');
    }
  });

  it('still fails a command that Redis leaves unanswered past the timeout, soon after it', async () => {
    const client = await connected();
    redis.server().pause();
    try {
      const { value, ms } = await timed(() => client.ping().then(() => 'answered', (error: Error) => error.message));
      expect(value).toBe('Command timed out');
      expect(ms).toBeLessThan(300);
    } finally {
      redis.server().resume();
    }
  });
});
