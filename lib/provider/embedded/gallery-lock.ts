import { sql } from 'kysely';
import { env } from '@/lib/env';
import { getStore } from './db/connection';

/**
 * Locks on wrong gallery passwords, each for a scope: one client at one gallery (its own guesses), or a gallery (every
 * client's guesses together, against a botnet). `ceiling` wrong passwords within one window lock the scope: one window
 * the first time, twice as long at each lock that follows, up to a day; a day without a lock forgets them. A
 * gallery's lock holds only clients that have guessed wrong there (gallery-passwords.ts), never a clean one. The
 * counters live in the rate_limits table, shared by all instances; if the database cannot answer, this process counts.
 */
const DAY_MS = 24 * 60 * 60 * 1000;
const failuresKey = (scope: string) => `gallery-failures:${scope}`;
const lockKey = (scope: string) => `gallery-lock:${scope}`;
const levelKey = (scope: string) => `gallery-lock-level:${scope}`;
const suspectKey = (galleryId: string, clientId: string) => `gallery-suspect:${galleryId}:${clientId}`;

/** The scope of one client's guesses at one gallery. */
export const clientScope = (galleryId: string, clientId: string) => `${galleryId}:${clientId}`;

type Counter = { points: number; resetAt: number };
/** Only for a database that cannot count: keys exist only for galleries that exist, so this stays small. */
const memory = new Map<string, Counter>();

/** Adds one to a key's counter atomically; an expired one starts again at 1, ending at `resetAt`. */
async function increment(key: string, resetAt: number, now: number): Promise<Counter> {
  try {
    const { db } = await getStore();
    const expired = sql<boolean>`rate_limits.reset_at <= ${now}`;
    const row = await db
      .insertInto('rate_limits')
      .values({ key, points: 1, reset_at: resetAt })
      .onConflict((conflict) =>
        conflict.column('key').doUpdateSet({
          points: sql<number>`case when ${expired} then 1 else rate_limits.points + 1 end`,
          reset_at: sql<number>`case when ${expired} then ${resetAt} else rate_limits.reset_at end`,
        }),
      )
      .returning(['points', 'reset_at'])
      .executeTakeFirstOrThrow();
    return { points: Number(row.points), resetAt: Number(row.reset_at) };
  } catch (error) {
    console.error('[gallery-lock] the database could not count; counting in this process', error);
    const current = memory.get(key);
    const next =
      !current || current.resetAt <= now ? { points: 1, resetAt } : { ...current, points: current.points + 1 };
    memory.set(key, next);
    return next;
  }
}

async function write(key: string, counter: Counter | null): Promise<void> {
  memory.delete(key);
  try {
    const { db } = await getStore();
    if (!counter) return void (await db.deleteFrom('rate_limits').where('key', '=', key).execute());
    await db
      .insertInto('rate_limits')
      .values({ key, points: counter.points, reset_at: counter.resetAt })
      .onConflict((conflict) =>
        conflict.column('key').doUpdateSet({ points: counter.points, reset_at: counter.resetAt }),
      )
      .execute();
  } catch (error) {
    console.error('[gallery-lock] the database could not store a lock; this process keeps it', error);
    if (counter) memory.set(key, counter);
  }
}

async function resetAt(key: string): Promise<number> {
  try {
    const { db } = await getStore();
    const row = await db.selectFrom('rate_limits').select('reset_at').where('key', '=', key).executeTakeFirst();
    return Math.max(Number(row?.reset_at ?? 0), memory.get(key)?.resetAt ?? 0);
  } catch (error) {
    console.error('[gallery-lock] the database could not read a lock; using this process', error);
    return memory.get(key)?.resetAt ?? 0;
  }
}

/** The seconds to wait while a scope (a gallery, or clientScope) is locked, else null. */
export async function lockWait(scope: string, now: number = Date.now()): Promise<number | null> {
  const end = await resetAt(lockKey(scope));
  return end > now ? Math.max(1, Math.ceil((end - now) / 1000)) : null;
}

/** Counts one wrong password in a scope; the one that reaches `ceiling` locks it. */
export async function recordFailure(scope: string, ceiling: number, now: number = Date.now()): Promise<void> {
  const windowMs = env.RATE_LIMIT_PASSWORD_WINDOW_SECONDS * 1000;
  const failures = await increment(failuresKey(scope), now + windowMs, now);
  // Counts are atomic, so exactly one request sees the ceiling itself and locks; the others only counted.
  if (failures.points !== ceiling) return;
  const level = await increment(levelKey(scope), now + DAY_MS, now);
  const lockMs = Math.min(windowMs * 2 ** Math.min(level.points - 1, 30), DAY_MS);
  await write(levelKey(scope), { points: level.points, resetAt: now + lockMs + DAY_MS });
  await write(lockKey(scope), { points: level.points, resetAt: now + lockMs });
  await write(failuresKey(scope), null);
  const minutes = Math.round(lockMs / 60_000);
  console.warn(
    `[gallery-lock] ${scope}: ${failures.points} wrong passwords within the window; locked for ${minutes} min`,
  );
}

/** The seconds a gallery's own lock holds, all clients' wrong guesses together. */
export const galleryLockWait = (galleryId: string, now?: number) => lockWait(galleryId, now);
export const recordGalleryFailure = (galleryId: string, now?: number) =>
  recordFailure(galleryId, env.RATE_LIMIT_GALLERY_FAILURES, now);

/** Marks a client as one that guessed wrong at a gallery, for a day: the gallery's lock holds it. */
export async function markSuspect(galleryId: string, clientId: string, now: number = Date.now()): Promise<void> {
  await write(suspectKey(galleryId, clientId), { points: 1, resetAt: now + DAY_MS });
}

export async function isSuspect(galleryId: string, clientId: string, now: number = Date.now()): Promise<boolean> {
  return (await resetAt(suspectKey(galleryId, clientId))) > now;
}

/** A right password forgives a client's wrong guesses at that gallery, and its lock there. */
export async function forgiveClient(galleryId: string, clientId: string): Promise<void> {
  const scope = clientScope(galleryId, clientId);
  for (const key of [failuresKey(scope), lockKey(scope), levelKey(scope), suspectKey(galleryId, clientId)])
    await write(key, null);
}
