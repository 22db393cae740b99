import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../db/schema';

type Db = Kysely<Database> | Transaction<Database>;

/** A studio setting's value (studio_settings), or undefined when it was never written. */
export async function readSetting(db: Db, key: string): Promise<string | undefined> {
  const row = await db.selectFrom('studio_settings').select('value').where('key', '=', key).executeTakeFirst();
  return row?.value;
}

/** Writes a studio setting, replacing its value. */
export async function writeSetting(db: Db, key: string, value: string, now: Date): Promise<void> {
  const at = now.toISOString();
  await db
    .insertInto('studio_settings')
    .values({ key, value, updated_at: at })
    .onConflict((conflict) => conflict.column('key').doUpdateSet({ value, updated_at: at }))
    .execute();
}
