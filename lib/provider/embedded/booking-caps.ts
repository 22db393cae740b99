import { sql, type Transaction } from 'kysely';
import {
  capReached,
  HOUR_MS,
  networkOf,
  type BookingCounts,
  type CapReached,
  type HourCount,
} from '@/lib/domain/booking-caps';
import { env } from '@/lib/env';
import type { Database, Driver } from './db/schema';

export type { BookingCap, CapReached } from '@/lib/domain/booking-caps';

const TAKEN_STATUSES = ['pending', 'confirmed'] as const;

// Any fixed number; it names the lock that makes bookings take turns on PostgreSQL while a cap is counted.
const BOOKING_LOCK_ID = 727_314_002;

export interface BookingOwner {
  /** The normalised address (lib/domain/booking-email). */
  emailKey: string;
  /** Who is booking; null when the caller cannot be told apart (no address known) or is the studio itself. */
  clientId: string | null;
}

type Query = Transaction<Database>;
/** Whose bookings are counted: one inbox, one client, or every client of a network (an IPv4 prefix). */
type Who = { column: 'email_key' | 'client_id'; value: string } | { network: string };

function whose(who: Who) {
  return 'network' in who
    ? sql<boolean>`client_id like ${`${who.network}%`}`
    : sql<boolean>`${sql.ref(who.column)} = ${who.value}`;
}

async function held(trx: Query, who: Who, now: Date): Promise<number> {
  const hourAgo = new Date(now.getTime() - HOUR_MS).toISOString();
  const row = await trx
    .selectFrom('appointments')
    .select((eb) => eb.fn.countAll<number | string>().as('count'))
    .where(whose(who))
    .where((eb) =>
      eb.or([
        eb.and([eb('status', 'in', TAKEN_STATUSES), eb('slot_start', '>', now.toISOString())]),
        eb.and([eb('status', '=', 'cancelled'), eb('created_at', '>', hourAgo)]),
      ]),
    )
    .executeTakeFirst();
  return Number(row?.count ?? 0);
}

async function madeInHour(trx: Query, who: Who, now: Date): Promise<HourCount> {
  const row = await trx
    .selectFrom('appointments')
    .select((eb) => [eb.fn.countAll<number | string>().as('count'), eb.fn.min('created_at').as('oldest')])
    .where(whose(who))
    .where('created_at', '>', new Date(now.getTime() - HOUR_MS).toISOString())
    .executeTakeFirst();
  return { count: Number(row?.count ?? 0), oldest: row?.oldest ?? null };
}

/** What the booker holds and made this hour, per inbox, client and network. */
export async function bookingCounts(trx: Query, owner: BookingOwner, now: Date): Promise<BookingCounts> {
  const client: Who | null = owner.clientId === null ? null : { column: 'client_id', value: owner.clientId };
  const prefix = networkOf(owner.clientId);
  const network: Who | null = prefix === null ? null : { network: prefix };
  return {
    email: await held(trx, { column: 'email_key', value: owner.emailKey }, now),
    client: client ? { held: await held(trx, client, now), hour: await madeInHour(trx, client, now) } : null,
    network: network ? { held: await held(trx, network, now), hour: await madeInHour(trx, network, now) } : null,
  };
}

/**
 * The counts and the cap a new booking would go past, counted in the booking's own transaction; on PostgreSQL bookings
 * first take turns on a lock, so two racing ones cannot both pass a cap (SQLite writes one transaction at a time).
 */
export async function reachedCap(
  trx: Query,
  driver: Driver,
  owner: BookingOwner,
  now: Date,
): Promise<{ counts: BookingCounts; reached: CapReached | null }> {
  if (driver === 'postgres') await sql`select pg_advisory_xact_lock(${BOOKING_LOCK_ID})`.execute(trx);
  const counts = await bookingCounts(trx, owner, now);
  const limits = {
    perEmail: env.BOOKING_MAX_PER_EMAIL,
    perClient: env.BOOKING_MAX_PER_CLIENT,
    perClientHour: env.BOOKING_MAX_PER_HOUR,
    perNetwork: env.BOOKING_MAX_PER_NETWORK,
    perNetworkHour: env.BOOKING_MAX_PER_NETWORK_HOUR,
  };
  return { counts, reached: capReached(counts, limits, now) };
}
