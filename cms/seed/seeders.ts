import type { Payload, RequestContext } from 'payload';

/**
 * One part of the first import: a KV key that records it as done (once done it never runs again, so what the studio
 * deleted stays deleted) and the import itself, which must skip what already exists (an interrupted import finishes on
 * the next start). Each reads its data from a JSON file in cms/seed/, never from TypeScript modules of the site.
 */
export interface Seeder {
  key: string;
  run(payload: Payload, context: RequestContext): Promise<number>;
}
