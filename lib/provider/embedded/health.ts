import { sql } from 'kysely';
import { getStore } from './db/connection';
import type { Driver } from './db/schema';
import { outboxCounts } from './mail/outbox';

export interface EmbeddedHealth {
  database: Driver;
  /** Mail waiting for a retry and mail given up on; only for the studio's eyes. */
  mail?: { waiting: number; failed: number };
}

/** Throws when the database does not answer; counts the outbox when asked. */
export async function embeddedHealth(withMail: boolean): Promise<EmbeddedHealth> {
  const { db, driver } = await getStore();
  await sql`select 1`.execute(db);
  return { database: driver, ...(withMail ? { mail: await outboxCounts() } : {}) };
}
