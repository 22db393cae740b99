import { afterAll, afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setTestEnvironment, temporaryDistDir } from './support/environment';

/*
 * Every expiry is applied twice (lib/cache/expire.ts): at once, and again once renders that read the old data have
 * stored their pages. Next's revalidateTag and after() need the request context of a running Next server, which a test
 * has not: both are watched here. The e2e test of the pause (back-office-schedule.spec.ts) runs the whole path on a
 * production server while other tests keep rendering the home page.
 */
const SECRET = 'revalidate-secret-0123456789abcdef';
setTestEnvironment({ REVALIDATE_SECRET: SECRET });
temporaryDistDir(afterAll);

const events: string[] = [];
const afterResponse: (() => Promise<void>)[] = [];
// Each event with the time it happened at, in milliseconds from the expiry (fake timers start at 0).
const at = () => Date.now();
vi.mock('next/cache', () => ({
  revalidateTag: (tag: string, profile: unknown) => events.push(`${at()} expire ${tag} ${JSON.stringify(profile)}`),
}));
vi.mock('next/server', async (original) => ({
  ...(await original<typeof import('next/server')>()),
  after: (task: () => Promise<void>) => afterResponse.push(task),
}));

const { EXPIRY_SETTLE_MS, expireTags } = await import('@/lib/cache/expire');
const { pendingContentChange } = await import('@/lib/cache/content-changes');
const revalidateRoute = await import('@/app/api/revalidate/route');

/** What the request's after() tasks do, run as Next runs them once the answer is sent. */
async function settle(): Promise<void> {
  const tasks = afterResponse.splice(0);
  const done = Promise.all(tasks.map((task) => task()));
  await vi.advanceTimersByTimeAsync(EXPIRY_SETTLE_MS + 1_000);
  await done;
}

beforeEach(() => {
  vi.useFakeTimers({ now: 0 });
  events.length = 0;
  afterResponse.length = 0;
});
afterEach(() => vi.useRealTimers());

describe('an expiry of cached data', () => {
  it('expires the tags at once, then once more when renders under way have settled', async () => {
    expireTags(['schedule', 'contents:home:es']);
    expect(events).toEqual(['0 expire schedule {"expire":0}', '0 expire contents:home:es {"expire":0}']);
    expect(afterResponse).toHaveLength(1);
    // Once the answer is sent, nothing more until the settling time has passed (a render that read the store before the
    // change may still store its page meanwhile).
    await settle();
    expect(EXPIRY_SETTLE_MS).toBe(2_000);
    expect(events.slice(2)).toEqual(['2000 expire schedule {"expire":0}', '2000 expire contents:home:es {"expire":0}']);
  });

  it('is noted for a server restarted before the next visit, unless it is that restart’s own refresh', async () => {
    const { clearContentChange } = await import('@/lib/cache/content-changes');
    clearContentChange(pendingContentChange() ?? '');
    expireTags(['appointments'], { expire: 0 }, { note: false });
    expect(pendingContentChange()).toBeNull();
    expireTags(['appointments']);
    expect(pendingContentChange()).not.toBeNull();
  });

  it('expires nothing and schedules nothing for no tag', () => {
    expireTags([]);
    expect(events).toEqual([]);
    expect(afterResponse).toEqual([]);
  });
});

describe('POST /api/revalidate (an external provider’s content changed)', () => {
  const call = (headers: Record<string, string>, tag = 'contents') =>
    revalidateRoute.POST(
      new Request(`http://127.0.0.1:3000/api/revalidate?tag=${encodeURIComponent(tag)}`, { method: 'POST', headers }),
    );

  it('answers no one without the secret, and a malformed tag with a 400', async () => {
    const refused: Record<string, string>[] = [
      {},
      { authorization: 'Bearer wrong-secret-0123456789abcdef' },
      { 'x-revalidate-secret': `${SECRET}x` },
    ];
    for (const headers of refused) {
      expect((await call(headers)).status).toBe(401);
    }
    const malformed = await call({ authorization: `Bearer ${SECRET}` }, 'a tag with spaces');
    expect(malformed.status).toBe(400);
    expect(await malformed.json()).toMatchObject({ success: false, fieldErrors: { tag: expect.any(String) } });
    expect(events).toEqual([]);
    expect(afterResponse).toEqual([]);
  });

  it('marks the tag stale (the old page is served while the new one renders), then once more after the settling time', async () => {
    const response = await call({ 'x-revalidate-secret': SECRET }, 'cms:galleries:en');
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ success: true, tag: 'cms:galleries:en' });
    expect(events).toEqual(['0 expire cms:galleries:en "max"']);
    await settle();
    expect(events.slice(1)).toEqual(['2000 expire cms:galleries:en "max"']);
  });
});
