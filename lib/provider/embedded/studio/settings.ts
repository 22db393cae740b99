import type { Kysely, Transaction } from 'kysely';
import type { SettingsStore } from '@/lib/studio/ports';
import type { Database } from '../db/schema';
import { dbOf } from './tx';

type Db = Kysely<Database> | Transaction<Database>;

/** A studio setting's value (studio_settings), or undefined when it was never written. */
async function readSetting(db: Db, key: string): Promise<string | undefined> {
  const row = await db.selectFrom('studio_settings').select('value').where('key', '=', key).executeTakeFirst();
  return row?.value;
}

/** Writes a studio setting, replacing its value. */
async function writeSetting(db: Db, key: string, value: string, now: Date): Promise<void> {
  const at = now.toISOString();
  await db
    .insertInto('studio_settings')
    .values({ key, value, updated_at: at })
    .onConflict((conflict) => conflict.column('key').doUpdateSet({ value, updated_at: at }))
    .execute();
}

export const settingsStore: SettingsStore = {
  read: async (key, tx) => readSetting(await dbOf(tx), key),
  write: async (key, value, now, tx) => writeSetting(await dbOf(tx), key, value, now),
};
