import { createClient } from 'redis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startRedis, type TestRedis } from '@/tests/support/redis';

/* The memos' announcements through a real Redis, from a process whose connection is still being made. */

let redis: TestRedis;
let listener: ReturnType<typeof createClient>;
const heard: string[] = [];

beforeAll(async () => {
  redis = await startRedis();
  process.env.REDIS_URL = redis.url;
  listener = createClient({ url: redis.url });
  // It sees Redis go at the end of the test, as every client does.
  listener.on('error', () => undefined);
  await listener.connect();
  await listener.subscribe('studio:forget', (message) => heard.push(message));
});
afterAll(async () => {
  listener.destroy();
  await redis.dispose();
  delete process.env.REDIS_URL;
});

describe('forgetEverywhere', () => {
  it('forgets here at once, and reaches the others even when called before the connection is ready', async () => {
    const { forgetEverywhere, onForget, sharedCacheHealth } = await import('@/lib/cache/shared-signal');
    let forgotten = 0;
    onForget('galleries', () => (forgotten += 1));
    // The first call of the process: its connection is only now being made.
    forgetEverywhere('galleries');
    expect(forgotten).toBeGreaterThanOrEqual(1);
    await expect.poll(() => heard, { timeout: 3_000 }).toContain('galleries');
    expect(await sharedCacheHealth()).toBe('ok');
    await redis.stop();
    await expect.poll(() => sharedCacheHealth(), { timeout: 5_000 }).toBe('down');
  });
});
