import { sql } from 'kysely';
import { env } from '@/lib/env';
import { getStore } from './db/connection';

/**
 * A ceiling on wrong passwords for one gallery from all clients together, so that many addresses guessing in turn
 * (a botnet) meet a limit the per-client one cannot give. RATE_LIMIT_GALLERY_FAILURES wrong passwords within one
 * window lock the gallery for everyone: one window the first time, twice as long at each lock that follows, up to a
 * day; a day without a lock forgets them. While locked every attempt waits, the right password too, or guessing would
 * go on. The counters live in the rate_limits table, so all instances share them; if the database cannot answer,
 * this process counts alone.
 */
const DAY_MS = 24 * 60 * 60 * 1000;
const failuresKey = (galleryId: string) => `gallery-failures:${galleryId}`;
const lockKey = (galleryId: string) => `gallery-lock:${galleryId}`;
const levelKey = (galleryId: string) => `gallery-lock-level:${galleryId}`;

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
    const next = !current || current.resetAt <= now ? { points: 1, resetAt } : { ...current, points: current.points + 1 };
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
      .onConflict((conflict) => conflict.column('key').doUpdateSet({ points: counter.points, reset_at: counter.resetAt }))
      .execute();
  } catch (error) {
    console.error('[gallery-lock] the database could not store a lock; this process keeps it', error);
    if (counter) memory.set(key, counter);
  }
}

async function lockEnd(galleryId: string): Promise<number> {
  try {
    const { db } = await getStore();
    const row = await db.selectFrom('rate_limits').select('reset_at').where('key', '=', lockKey(galleryId)).executeTakeFirst();
    return Math.max(Number(row?.reset_at ?? 0), memory.get(lockKey(galleryId))?.resetAt ?? 0);
  } catch (error) {
    console.error('[gallery-lock] the database could not read the lock; using this process', error);
    return memory.get(lockKey(galleryId))?.resetAt ?? 0;
  }
}

/** The seconds to wait while the gallery is locked for everyone, else null. */
export async function galleryLockWait(galleryId: string, now: number = Date.now()): Promise<number | null> {
  const end = await lockEnd(galleryId);
  return end > now ? Math.max(1, Math.ceil((end - now) / 1000)) : null;
}

/** Counts one wrong password for the gallery; the one that reaches the ceiling locks it. */
export async function recordGalleryFailure(galleryId: string, now: number = Date.now()): Promise<void> {
  const windowMs = env.RATE_LIMIT_PASSWORD_WINDOW_SECONDS * 1000;
  const failures = await increment(failuresKey(galleryId), now + windowMs, now);
  // Counts are atomic, so exactly one request sees the ceiling itself and locks; the others only counted.
  if (failures.points !== env.RATE_LIMIT_GALLERY_FAILURES) return;
  const level = await increment(levelKey(galleryId), now + DAY_MS, now);
  const lockMs = Math.min(windowMs * 2 ** Math.min(level.points - 1, 30), DAY_MS);
  await write(levelKey(galleryId), { points: level.points, resetAt: now + lockMs + DAY_MS });
  await write(lockKey(galleryId), { points: level.points, resetAt: now + lockMs });
  await write(failuresKey(galleryId), null);
  const minutes = Math.round(lockMs / 60_000);
  console.warn(`[gallery-lock] ${galleryId}: ${failures.points} wrong passwords within the window; locked for ${minutes} min`);
}
