import type { Transaction } from 'kysely';
import type { StudioTx } from '@/lib/studio/ports';
import { getStore } from '../db/connection';
import type { Database } from '../db/schema';

/** The studio's unit of work on this store: a Kysely transaction behind the opaque port type. */
interface EmbeddedTx extends StudioTx {
  trx: Transaction<Database>;
}

export function trxOf(tx: StudioTx): Transaction<Database> {
  return (tx as EmbeddedTx).trx;
}

export async function transaction<T>(work: (tx: StudioTx) => Promise<T>): Promise<T> {
  const { db } = await getStore();
  return db.transaction().execute((trx) => {
    const tx: EmbeddedTx = { opened: 'studio-tx', trx };
    return work(tx);
  });
}

/** The transaction a port was given, or the store itself outside one. */
export async function dbOf(tx?: StudioTx) {
  return tx ? trxOf(tx) : (await getStore()).db;
}
