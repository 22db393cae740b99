import path from 'node:path';
import { env } from '@/lib/env';

/*
 * Where the back office keeps its content, apart from Payload's adapters (cms/database.ts), so that what reads the
 * store without Payload (the proxy's gallery ids, lib/provider/gallery-directory.ts) loads none of them.
 */

/** The PostgreSQL schema the back office owns, beside the bookings tables of the same database. */
export const CMS_POSTGRES_SCHEMA = 'cms';

/** What the galleries' seed writes into Payload's `payload_kv` once every gallery is in. */
export const GALLERIES_SEED_KEY = 'seed:galleries';

export type CmsDatabase = { kind: 'sqlite'; url: string } | { kind: 'postgres'; url: string; schema: string };

const isPostgres = (url: string) => /^postgres(ql)?:\/\//.test(url);

/**
 * Where the back office keeps its content. Payload gets a store of its own, never the bookings tables: CMS_DATABASE_URL
 * when set; otherwise the `cms` schema of a PostgreSQL DATABASE_URL; otherwise cms.db beside the bookings database in
 * DATA_DIR.
 */
export function cmsDatabase(
  settings: Pick<typeof env, 'CMS_DATABASE_URL' | 'DATABASE_URL' | 'DATA_DIR'> = env,
): CmsDatabase {
  const explicit = settings.CMS_DATABASE_URL;
  if (explicit)
    return isPostgres(explicit)
      ? { kind: 'postgres', url: explicit, schema: CMS_POSTGRES_SCHEMA }
      : { kind: 'sqlite', url: explicit };
  if (isPostgres(settings.DATABASE_URL))
    return { kind: 'postgres', url: settings.DATABASE_URL, schema: CMS_POSTGRES_SCHEMA };
  return { kind: 'sqlite', url: `file:${path.resolve(settings.DATA_DIR, 'cms.db')}` };
}
