import type { Kysely } from 'kysely';
import { env } from '@/lib/env';
import { PROTECTED_RETAIL_GALLERY_ID } from './content/galleries/architecture-manifest';
import type { Database } from './db/schema';
import { hashPassword, verifyPassword } from './password-hash';

/** The demo's protected gallery is the architecture retail gallery of the manifest. */
export const DEMO_PASSWORD = 'lumen-retail-2025';

/**
 * Stores the protected gallery's password hash on first use. An explicit DEMO_GALLERY_PASSWORD replaces a stored
 * hash that no longer matches it; without the setting, a password changed in the database is left alone.
 */
export async function seedGalleryPasswords(db: Kysely<Database>): Promise<void> {
  const password = env.DEMO_GALLERY_PASSWORD ?? DEMO_PASSWORD;
  const existing = await db
    .selectFrom('gallery_passwords')
    .select('password_hash')
    .where('gallery_id', '=', PROTECTED_RETAIL_GALLERY_ID)
    .executeTakeFirst();
  if (existing && (!env.DEMO_GALLERY_PASSWORD || (await verifyPassword(password, existing.password_hash)))) return;
  const row = {
    gallery_id: PROTECTED_RETAIL_GALLERY_ID,
    password_hash: await hashPassword(password),
    updated_at: new Date().toISOString(),
  };
  await db
    .insertInto('gallery_passwords')
    .values(row)
    .onConflict((conflict) =>
      existing
        ? conflict.column('gallery_id').doUpdateSet({ password_hash: row.password_hash, updated_at: row.updated_at })
        : conflict.column('gallery_id').doNothing(),
    )
    .execute();
}

/** Whether the protected gallery still opens with the demo password (a public deployment must refuse to start). */
export async function demoPasswordStored(): Promise<boolean> {
  const { getStore } = await import('./db/connection');
  const { db } = await getStore();
  const row = await db
    .selectFrom('gallery_passwords')
    .select('password_hash')
    .where('gallery_id', '=', PROTECTED_RETAIL_GALLERY_ID)
    .executeTakeFirst();
  return row !== undefined && (await verifyPassword(DEMO_PASSWORD, row.password_hash));
}
