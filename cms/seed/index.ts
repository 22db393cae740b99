import type { Payload } from 'payload';
import { SKIP_REVALIDATE } from '@/lib/provider/content-tags';
import { contentsSeeder } from './contents';
import { galleriesSeeder } from './galleries';
import { legalPagesSeeder } from './legal-pages';
import { pageSeeders } from './pages';
import { scheduleSeeder } from './schedule';
import type { Seeder } from './seeders';

/** Every part of the first import, in order (a part may refer to what an earlier one created). */
export const seeders: readonly Seeder[] = [
  contentsSeeder,
  galleriesSeeder,
  legalPagesSeeder,
  ...pageSeeders,
  scheduleSeeder,
];

/**
 * Imports today's content (cms/seed/*.json) into the back office, each part once; returns how many documents each part
 * created (0 for a part already done).
 */
export async function seedCms(payload: Payload): Promise<Record<string, number>> {
  const context = { [SKIP_REVALIDATE]: true };
  const imported: Record<string, number> = {};
  for (const seeder of seeders) {
    if (await payload.kv.has(seeder.key)) {
      imported[seeder.key] = 0;
      continue;
    }
    imported[seeder.key] = await seeder.run(payload, context);
    await payload.kv.set(seeder.key, { at: new Date().toISOString(), imported: imported[seeder.key] });
  }
  return imported;
}
