import type { Payload, RequestContext } from 'payload';

/**
 * One part of the first import: a KV key that records it as done (once done it never runs again, so what the studio
 * deleted stays deleted) and the import itself, which must skip what already exists (an interrupted import finishes on
 * the next start). Each reads its data from a JSON file in cms/seed/, never from TypeScript modules of the site.
 */
/** The first import writes what the site showed: published documents (cms/versions.ts), each with its first version. */
export const PUBLISHED = { _status: 'published' } as const;
export const published = (data: unknown): Record<string, unknown> => ({
  ...(data as Record<string, unknown>),
  ...PUBLISHED,
});

/** The KV key that records the galleries' import as done (what reads the galleries without Payload waits for it). */
export { GALLERIES_SEED_KEY } from '@/lib/provider/cms/database-location';

export interface Seeder {
  key: string;
  run(payload: Payload, context: RequestContext): Promise<number>;
}
