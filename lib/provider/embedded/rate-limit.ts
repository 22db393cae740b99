import { sql } from 'kysely';
import { RateLimiterMemory, RateLimiterRes } from 'rate-limiter-flexible';
import { env } from '@/lib/env';
import { getStore } from './db/connection';

/**
 * Per-client limits on writes and on gallery password attempts, counted in the database the site already uses, so
 * that every server process shares them and a restart does not forget a brute force. A fixed window per key: one
 * atomic upsert both counts and reads. If the database cannot count, each process falls back to its own memory
 * (the insurance) rather than letting everything through or failing the visitor.
 */
type Limit = { prefix: string; points: () => number; seconds: () => number };

const writes: Limit = { prefix: 'writes', points: () => env.RATE_LIMIT_WRITES_PER_MINUTE, seconds: () => 60 };
const passwords: Limit = {
  prefix: 'gallery-password',
  points: () => env.RATE_LIMIT_PASSWORD_ATTEMPTS,
  seconds: () => env.RATE_LIMIT_PASSWORD_WINDOW_SECONDS,
};

const insurance = new Map<string, RateLimiterMemory>();
let calls = 0;
const PRUNE_EVERY = 500;

function memoryLimiter(limit: Limit): RateLimiterMemory {
  let limiter = insurance.get(limit.prefix);
  if (!limiter) {
    limiter = new RateLimiterMemory({ keyPrefix: limit.prefix, points: limit.points(), duration: limit.seconds() });
    insurance.set(limit.prefix, limiter);
  }
  return limiter;
}

async function consumeInMemory(limit: Limit, key: string): Promise<number | null> {
  try {
    await memoryLimiter(limit).consume(key);
    return null;
  } catch (rejection) {
    if (rejection instanceof RateLimiterRes) return Math.max(1, Math.ceil(rejection.msBeforeNext / 1000));
    throw rejection;
  }
}

/** Counts one point for the key; the seconds to wait when it is over the limit, else null. */
async function consumeInDatabase(limit: Limit, key: string): Promise<number | null> {
  const { db } = await getStore();
  const now = Date.now();
  const resetAt = now + limit.seconds() * 1000;
  const row = await db
    .insertInto('rate_limits')
    .values({ key: `${limit.prefix}:${key}`, points: 1, reset_at: resetAt })
    .onConflict((conflict) =>
      conflict.column('key').doUpdateSet({
        points: sql<number>`case when rate_limits.reset_at <= ${now} then 1 else rate_limits.points + 1 end`,
        reset_at: sql<number>`case when rate_limits.reset_at <= ${now} then ${resetAt} else rate_limits.reset_at end`,
      }),
    )
    .returning(['points', 'reset_at'])
    .executeTakeFirstOrThrow();
  if ((calls = (calls + 1) % PRUNE_EVERY) === 0)
    await db.deleteFrom('rate_limits').where('reset_at', '<=', now).execute();
  return row.points > limit.points() ? Math.max(1, Math.ceil((Number(row.reset_at) - now) / 1000)) : null;
}

async function consume(limit: Limit, key: string): Promise<number | null> {
  try {
    return await consumeInDatabase(limit, key);
  } catch (error) {
    console.error(`[rate-limit] the database could not count ${limit.prefix}; counting in this process`, error);
    return consumeInMemory(limit, key);
  }
}

export function consumeWrite(clientId: string): Promise<number | null> {
  return consume(writes, clientId);
}

export function consumePasswordAttempt(clientId: string, galleryId: string): Promise<number | null> {
  return consume(passwords, `${clientId}:${galleryId}`);
}

/** A right password forgives the wrong ones before it. */
export async function forgetPasswordAttempts(clientId: string, galleryId: string): Promise<void> {
  const key = `${clientId}:${galleryId}`;
  await memoryLimiter(passwords).delete(key);
  try {
    const { db } = await getStore();
    await db.deleteFrom('rate_limits').where('key', '=', `${passwords.prefix}:${key}`).execute();
  } catch (error) {
    console.error('[rate-limit] could not clear the password attempts', error);
  }
}

/** A limit on failures only (the caller counts one when an attempt fails): `failures` of them per `seconds`. */
export type FailureLimit = { prefix: string; failures: number; seconds: number };

const asLimit = (limit: FailureLimit): Limit => ({
  prefix: limit.prefix,
  points: () => limit.failures,
  seconds: () => limit.seconds,
});

/** The seconds a key must wait because it already has its failures in the current window, else null. Counts nothing. */
export async function failureWait(limit: FailureLimit, key: string): Promise<number | null> {
  const now = Date.now();
  try {
    const { db } = await getStore();
    const row = await db
      .selectFrom('rate_limits')
      .select(['points', 'reset_at'])
      .where('key', '=', `${limit.prefix}:${key}`)
      .executeTakeFirst();
    const resetAt = Number(row?.reset_at ?? 0);
    return row && resetAt > now && row.points >= limit.failures ? Math.max(1, Math.ceil((resetAt - now) / 1000)) : null;
  } catch (error) {
    console.error(`[rate-limit] the database could not read ${limit.prefix}; reading this process's count`, error);
    const counted = await memoryLimiter(asLimit(limit)).get(key);
    return counted && counted.consumedPoints >= limit.failures
      ? Math.max(1, Math.ceil(counted.msBeforeNext / 1000))
      : null;
  }
}

/** The failures counted for the key within its window. */
export async function failuresSoFar(limit: FailureLimit, key: string): Promise<number> {
  try {
    const { db } = await getStore();
    const row = await db
      .selectFrom('rate_limits')
      .select(['points', 'reset_at'])
      .where('key', '=', `${limit.prefix}:${key}`)
      .executeTakeFirst();
    return row && Number(row.reset_at) > Date.now() ? Number(row.points) : 0;
  } catch {
    return (await memoryLimiter(asLimit(limit)).get(key))?.consumedPoints ?? 0;
  }
}

/** Counts one attempt for the key: the seconds to wait when it is past the limit, else null. */
export function consumeLimit(limit: FailureLimit, key: string): Promise<number | null> {
  return consume(asLimit(limit), key);
}

/** Counts one failure for the key. */
export async function countFailure(limit: FailureLimit, key: string): Promise<void> {
  await consume(asLimit(limit), key);
}
