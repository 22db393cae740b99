import { afterEach, describe, expect, it, vi } from 'vitest';

// Nothing listens on port 1: a refused connection, as from a build machine the database does not admit.
const unreachable = 'postgres://studio:secret@127.0.0.1:1/studio';

async function probe(phase: string | undefined) {
  vi.resetModules();
  vi.stubEnv('NEXT_PHASE', phase);
  return import('@/lib/provider/build-stores');
}

describe('a build that cannot reach the stores', () => {
  afterEach(() => {
    vi.unstubAllEnvs();
    vi.restoreAllMocks();
  });

  it('prerenders nothing, and says why once', async () => {
    const { paramsToPrerender, storesReachableAtBuild } = await probe('phase-production-build');
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    expect(await storesReachableAtBuild([unreachable])).toBe(false);
    expect(await paramsToPrerender([{ locale: 'es' }])).toEqual([]);
    expect(warn).toHaveBeenCalledOnce();
    expect(String(warn.mock.calls[0]?.[0])).toMatch(/PostgreSQL at 127\.0\.0\.1:1 cannot be reached: no page is prerendered/);
  });

  it('is never asked outside a build: a running server renders from its stores', async () => {
    const { storesReachableAtBuild } = await probe(undefined);
    expect(await storesReachableAtBuild([unreachable])).toBe(true);
  });

  it('probes only the PostgreSQL stores pages read, each once', async () => {
    const { storeUrls } = await probe(undefined);
    expect(storeUrls({ DATABASE_URL: 'file:.data/studio.db', CMS_DATABASE_URL: undefined })).toEqual([]);
    expect(storeUrls({ DATABASE_URL: unreachable, CMS_DATABASE_URL: undefined })).toEqual([unreachable]);
    expect(storeUrls({ DATABASE_URL: unreachable, CMS_DATABASE_URL: unreachable })).toEqual([unreachable]);
    expect(storeUrls({ DATABASE_URL: 'file:x.db', CMS_DATABASE_URL: 'postgres://u:p@cms/db' })).toEqual(['postgres://u:p@cms/db']);
  });
});
