import path from 'node:path';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { setTestEnvironment, temporaryDistDir } from './support/environment';

/*
 * A restarted server applies the expiries its predecessor noted (lib/cache/content-changes.ts). Next's revalidateTag
 * needs the request context of a running Next server, which a test has not: it is watched here, and the whole path was
 * checked on a production build (a change, a restart before any visit, the page shown as changed).
 */
setTestEnvironment({});
const distDir = temporaryDistDir(afterAll);

const expired: unknown[][] = [];
vi.mock('next/cache', () => ({
  revalidateTag: (...args: unknown[]) => expired.push(args),
  unstable_cache: <T>(read: T) => read,
}));
// The second expiry after the settling time (lib/cache/expire.ts, tested in expire.test.ts) is not run here.
vi.mock('next/server', async (original) => ({ ...(await original<typeof import('next/server')>()), after: () => {} }));

const route = await import('@/app/api/cron/refresh-after-restart/route');
const { localRunnerKey } = await import('@/lib/access/local-runner');
const { contentChangeNote, pendingContentChange, recordContentChange } = await import('@/lib/cache/content-changes');

const call = (authorization?: string) =>
  route.GET(
    new Request('http://127.0.0.1:3000/api/cron/refresh-after-restart', {
      headers: authorization ? { authorization } : {},
    }),
  );

describe('the refresh a restarted server asks of itself', () => {
  it('answers no one but the server’s own timer', async () => {
    // The note lives in the cache folder of the build being served, beside what it expires.
    expect(contentChangeNote()).toBe(path.join(distDir, 'cache', 'content-changed-at'));
    recordContentChange(new Date('2026-11-27T18:00:00Z'));
    for (const authorization of [undefined, 'Bearer wrong-key-0123456789abcdef', `Bearer ${'x'.repeat(43)}`]) {
      expect((await call(authorization)).status).toBe(401);
    }
    expect(expired).toEqual([]);
    expect(pendingContentChange()).toBe('2026-11-27T18:00:00.000Z');
  });

  it('expires every cached read once when a change is pending (the content and the upcoming appointments), then clears the note', async () => {
    const key = localRunnerKey();
    const first = await call(`Bearer ${key}`);
    expect(first.status).toBe(200);
    expect(await first.json()).toMatchObject({ success: true, refreshed: true, changedAt: '2026-11-27T18:00:00.000Z' });
    expect(expired).toEqual([
      ['contents', { expire: 0 }],
      ['appointments', { expire: 0 }],
    ]);
    expect(pendingContentChange()).toBeNull();

    // Nothing pending (a fresh build, or the refresh already done): nothing is rendered again.
    const second = await call(`Bearer ${key}`);
    expect(await second.json()).toMatchObject({ refreshed: false });
    expect(expired).toHaveLength(2);
  });

  it('a booking’s expiry of the upcoming appointments is noted too, as the back office’s are', async () => {
    const { expireAppointmentLists } = await import('@/lib/provider/appointment-cache');
    expect(pendingContentChange()).toBeNull();
    expireAppointmentLists();
    expect(expired.at(-1)).toEqual(['appointments', { expire: 0 }]);
    expect(pendingContentChange()).not.toBeNull();
  });
});
