import { afterEach, describe, expect, it, vi } from 'vitest';

// Nothing listens on port 1: a refused connection, as from a build machine the database does not admit.
const unreachable = 'postgres://studio:secret@127.0.0.1:1/studio';

async function load(phase: string | undefined) {
  vi.resetModules();
  vi.stubEnv('NEXT_PHASE', phase);
  return import('@/lib/provider/build-stores');
}

describe('a build that may not read the stores', () => {
  afterEach(() => {
    vi.unstubAllEnvs();
    vi.restoreAllMocks();
  });

  it('prerenders nothing when the database cannot be reached, and says why once', async () => {
    const { paramsToPrerender, storesReadyAtBuild, storeProbes } = await load('phase-production-build');
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    expect(await storesReadyAtBuild(storeProbes({ DATABASE_URL: unreachable, CMS_DATABASE_URL: undefined }))).toBe(
      false,
    );
    expect(await paramsToPrerender([{ locale: 'es' }])).toEqual([]);
    expect(warn).toHaveBeenCalledOnce();
    expect(String(warn.mock.calls[0]?.[0])).toMatch(
      /PostgreSQL at 127\.0\.0\.1:1 cannot be reached: no page is prerendered/,
    );
  });

  it('is never asked outside a build: a running server renders from its stores', async () => {
    const { storesReadyAtBuild, storeProbes } = await load(undefined);
    expect(await storesReadyAtBuild(storeProbes({ DATABASE_URL: unreachable, CMS_DATABASE_URL: undefined }))).toBe(
      true,
    );
  });

  it("reads a store only at every migration of this commit, the back office's and the bookings'", async () => {
    const { missingMigrations, storeProbes } = await load(undefined);
    expect(missingMigrations(['001', '002'], ['001', '002'])).toEqual([]);
    expect(missingMigrations(['001'], ['001', '002'])).toEqual(['002']);
    expect(missingMigrations([], ['001'])).toEqual(['001']);
    const [shared] = storeProbes({ DATABASE_URL: unreachable, CMS_DATABASE_URL: undefined });
    expect(shared?.schemas.map((schema) => schema.table)).toEqual(['schema_migrations', 'cms.payload_migrations']);
    for (const schema of shared?.schemas ?? []) expect((await schema.names()).length).toBeGreaterThan(0);
  });

  it("names the back office's migrations by their files, as Payload's migration index lists them", async () => {
    const { cmsMigrations } = await load(undefined);
    const { migrations } = await import('@/cms/migrations/postgres');
    expect(await cmsMigrations()).toEqual(migrations.map((migration) => migration.name).sort());
  });

  it('probes only the PostgreSQL stores pages read, each once', async () => {
    const { storeProbes } = await load(undefined);
    const shape = (settings: { DATABASE_URL: string; CMS_DATABASE_URL: string | undefined }) =>
      storeProbes(settings).map((probe) => [probe.url, probe.schemas.map((schema) => schema.table)]);
    expect(shape({ DATABASE_URL: 'file:.data/studio.db', CMS_DATABASE_URL: undefined })).toEqual([]);
    expect(shape({ DATABASE_URL: unreachable, CMS_DATABASE_URL: unreachable })).toEqual([
      [unreachable, ['schema_migrations', 'cms.payload_migrations']],
    ]);
    expect(shape({ DATABASE_URL: 'file:x.db', CMS_DATABASE_URL: 'postgres://u:p@cms/db' })).toEqual([
      ['postgres://u:p@cms/db', ['cms.payload_migrations']],
    ]);
    expect(shape({ DATABASE_URL: unreachable, CMS_DATABASE_URL: 'file:cms.db' })).toEqual([
      [unreachable, ['schema_migrations']],
    ]);
  });
});
