import type { Payload } from 'payload';
import { env } from '@/lib/env';
import { cmsDatabase, cmsMigrations } from './database';
import { ensureFirstVersions } from './first-versions';
import { seedCms } from './seed';
import { settleGalleryPasswords } from './seed/gallery-passwords';
import { withSetupLock } from './setup-lock';

/**
 * Run by Payload once per process, as it starts (its `onInit`): the committed migrations (never a schema push), a
 * first version of what an upgraded store already held (cms/first-versions.ts), the one-time import of today's
 * content, the galleries' passwords (cms/seed/gallery-passwords.ts), and the first owner from ADMIN_EMAIL and
 * ADMIN_PASSWORD when there is no account.
 */
export async function setUpCms(payload: Payload): Promise<void> {
  const database = cmsDatabase();
  await withSetupLock(database, async () => {
    await payload.db.migrate({ migrations: cmsMigrations(database) as never });
    // Before the first import: on a fresh store its documents get their versions as they are written.
    await ensureFirstVersions(payload);
    await seedCms(payload);
    await settleGalleryPasswords(payload);
    await ensureFirstOwner(payload);
  });
}

/**
 * With no account yet and ADMIN_EMAIL and ADMIN_PASSWORD set, that account is created as the owner. Without them, on
 * one machine, Payload's own create-first-user screen opens at /admin (a public site refuses to start instead: see
 * lib/production-settings.ts).
 */
export async function ensureFirstOwner(payload: Payload): Promise<'created' | 'exists' | 'none'> {
  const { totalDocs } = await payload.count({ collection: 'users', overrideAccess: true });
  if (totalDocs > 0) return 'exists';
  if (!env.ADMIN_EMAIL || !env.ADMIN_PASSWORD) return 'none';
  await payload.create({
    collection: 'users',
    overrideAccess: true,
    // The operator's own setting: on a public site the start-up review has already refused a weak one
    // (lib/production-settings.ts), and on one machine any will do (cms/collections/Users/index.ts).
    context: { operatorPassword: true },
    data: { email: env.ADMIN_EMAIL, password: env.ADMIN_PASSWORD, role: 'owner', name: 'Owner' } as never,
  });
  payload.logger.info(`[cms] created the owner account ${env.ADMIN_EMAIL}`);
  return 'created';
}
