import { sql, type Transaction } from 'kysely';
import type { BookingFailureCode } from '@/lib/domain/booking-rules';
import { env } from '@/lib/env';
import type { Database, Driver } from './db/schema';

const TAKEN_STATUSES = ['pending', 'confirmed'] as const;
const HOUR_MS = 3_600_000;

// Any fixed number; it names the lock that makes bookings take turns on PostgreSQL while a cap is counted.
const BOOKING_LOCK_ID = 727_314_002;

export type BookingCap = Extract<BookingFailureCode, 'email-limit' | 'client-limit' | 'hourly-limit'>;

export interface CapReached {
  cap: BookingCap;
  /** For the hourly ceiling: seconds until the oldest booking of the hour leaves it. */
  retryAfterSeconds?: number;
}

export interface BookingOwner {
  /** The normalised address (lib/domain/booking-email). */
  emailKey: string;
  /** Who is booking; null when the caller cannot be told apart (no address known) or is the studio itself. */
  clientId: string | null;
}

type Query = Transaction<Database>;

async function futureCount(trx: Query, column: 'email_key' | 'client_id', value: string, now: Date): Promise<number> {
  const row = await trx
    .selectFrom('appointments')
    .select((eb) => eb.fn.countAll<number | string>().as('count'))
    .where(column, '=', value)
    .where('status', 'in', TAKEN_STATUSES)
    .where('slot_start', '>', now.toISOString())
    .executeTakeFirst();
  return Number(row?.count ?? 0);
}

async function lastHour(trx: Query, now: Date): Promise<{ count: number; oldest: string | null }> {
  const row = await trx
    .selectFrom('appointments')
    .select((eb) => [eb.fn.countAll<number | string>().as('count'), eb.fn.min('created_at').as('oldest')])
    .where('created_at', '>', new Date(now.getTime() - HOUR_MS).toISOString())
    .executeTakeFirst();
  return { count: Number(row?.count ?? 0), oldest: row?.oldest ?? null };
}

/**
 * The cap a new booking would go past, or null: future (pending or confirmed) bookings per inbox and per client, and
 * new bookings in the last hour for the whole site. Counted in the booking's own transaction; on PostgreSQL bookings
 * first take turns on a lock, so two racing ones cannot both pass a cap (SQLite writes one transaction at a time).
 */
export async function reachedCap(trx: Query, driver: Driver, owner: BookingOwner, now: Date): Promise<CapReached | null> {
  if (driver === 'postgres') await sql`select pg_advisory_xact_lock(${BOOKING_LOCK_ID})`.execute(trx);
  if ((await futureCount(trx, 'email_key', owner.emailKey, now)) >= env.BOOKING_MAX_PER_EMAIL) return { cap: 'email-limit' };
  if (owner.clientId !== null && (await futureCount(trx, 'client_id', owner.clientId, now)) >= env.BOOKING_MAX_PER_CLIENT) {
    return { cap: 'client-limit' };
  }
  const hour = await lastHour(trx, now);
  if (hour.count >= env.BOOKING_MAX_PER_HOUR) {
    const frees = hour.oldest ? Date.parse(hour.oldest) + HOUR_MS : now.getTime() + HOUR_MS;
    return { cap: 'hourly-limit', retryAfterSeconds: Math.max(1, Math.ceil((frees - now.getTime()) / 1000)) };
  }
  return null;
}
