import { randomUUID } from 'node:crypto';
import { getStore } from './db/connection';
import { INSTANCE_ID } from './instance-id';

/*
 * One instance at a time runs a job: it takes the job's row in job_leases, and the row says until when. A lease whose
 * holder died simply runs out, and the next instance that asks takes it. Taking it is one statement (an upsert whose
 * update only applies to an expired row), so two instances asking together cannot both get it, on either driver.
 */

export interface Lease {
  name: string;
  holder: string;
  /** Gives the lease back before it runs out (the job is done and may run again at once). */
  release(): Promise<void>;
}

/** The lease named `name` for `ttlMs` from `now`, or null while another holder's lease runs. */
export async function claimLease(name: string, ttlMs: number, now: Date = new Date()): Promise<Lease | null> {
  const { db } = await getStore();
  const holder = `${INSTANCE_ID}:${randomUUID().slice(0, 8)}`;
  const expiresAt = new Date(now.getTime() + ttlMs).toISOString();
  const taken = await db
    .insertInto('job_leases')
    .values({ name, holder, expires_at: expiresAt })
    .onConflict((oc) =>
      oc
        .column('name')
        .doUpdateSet({ holder, expires_at: expiresAt })
        .where('job_leases.expires_at', '<=', now.toISOString()),
    )
    .returning('holder')
    .executeTakeFirst();
  if (taken?.holder !== holder) return null;
  return {
    name,
    holder,
    async release() {
      await db.deleteFrom('job_leases').where('name', '=', name).where('holder', '=', holder).execute();
    },
  };
}

/** Runs `work` under the lease when this instance gets it, and gives the lease back after; null when it did not. */
export async function withLease<T>(name: string, ttlMs: number, work: () => Promise<T>): Promise<{ result: T } | null> {
  const lease = await claimLease(name, ttlMs);
  if (!lease) return null;
  try {
    return { result: await work() };
  } finally {
    // Not given back, it runs out by itself.
    await lease.release().catch((error: unknown) => console.error(`[jobs] could not give back lease ${name}`, error));
  }
}
