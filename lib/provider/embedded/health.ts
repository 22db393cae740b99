import { sql } from 'kysely';
import { env } from '@/lib/env';
import { storeWriteFailure } from '@/lib/provider/errors';
import { getStore } from './db/connection';
import type { Driver } from './db/schema';

const HEARTBEAT_KEY = 'health:heartbeat';
const DAY_MS = 24 * 60 * 60 * 1000;
/** A database that does not answer in this time is reported down, rather than holding a load balancer's check. */
const HEALTH_TIMEOUT_MS = 3_000;

export interface Check {
  ok: boolean;
  /** A short code, never an exception's text (which may hold addresses, paths or credentials). */
  error?: string;
}

export interface OutboxCheck extends Check {
  /** Only for the studio's eyes: mail waiting, how long mail to the studio has waited, and given up on in a day. */
  waiting?: number;
  oldestWaitingSeconds?: number;
  failedLastDay?: number;
}

export interface EmbeddedHealth {
  ok: boolean;
  driver: Driver | null;
  checks: { database: Check; writes: Check; outbox: OutboxCheck };
  /** Mail waiting for a retry and mail given up on; only for the studio's eyes. */
  mail?: { waiting: number; failed: number };
}

type Db = Awaited<ReturnType<typeof getStore>>['db'];

function failureCode(error: unknown): string {
  return storeWriteFailure(error) ?? 'unavailable';
}

/**
 * A booking's first write is its rate-limit counter: the same table takes a committed upsert here, so a read-only file,
 * role or transaction, or a full disk, shows up as it would for a visitor (a rolled-back write misses a full disk).
 */
async function checkWrites(db: Db): Promise<Check> {
  const resetAt = Date.now() + 60_000;
  try {
    await db
      .insertInto('rate_limits')
      .values({ key: HEARTBEAT_KEY, points: 0, reset_at: resetAt })
      .onConflict((conflict) => conflict.column('key').doUpdateSet({ reset_at: resetAt }))
      .execute();
    return { ok: true };
  } catch (error) {
    console.error('[health] the database refuses writes', error);
    return { ok: false, error: failureCode(error) };
  }
}

/**
 * Mail is leaving unless too much waits, or mail to the studio itself waits too long or was given up on in the last
 * day. A visitor's own address that never answers delays or loses only its mail: counted for the studio, but it does
 * not fail the check, or anyone could take the site out of a load balancer by booking with such an address.
 */
async function checkOutbox(
  db: Db,
  withCounts: boolean,
): Promise<{ check: OutboxCheck; mail: { waiting: number; failed: number } }> {
  const now = Date.now();
  const toStudio = sql<boolean>`lower(recipient) = ${env.STUDIO_EMAIL.toLowerCase()}`;
  const dayAgo = new Date(now - DAY_MS).toISOString();
  const waitingRow = await db
    .selectFrom('mail_outbox')
    .select((eb) => [eb.fn.countAll<number>().as('n'), eb.fn.min('created_at').filterWhere(toStudio).as('oldest')])
    .where('status', '!=', 'sent')
    .where('failed_at', 'is', null)
    .executeTakeFirst();
  const failedRow = await db
    .selectFrom('mail_outbox')
    .select((eb) => [
      eb.fn.countAll<number>().as('n'),
      eb.fn
        .countAll<number>()
        .filterWhere(eb.and([toStudio, eb('failed_at', '>', dayAgo)]))
        .as('recent'),
    ])
    .where('failed_at', 'is not', null)
    .executeTakeFirst();
  const waiting = Number(waitingRow?.n ?? 0);
  const oldest = waitingRow?.oldest ? Date.parse(waitingRow.oldest) : undefined;
  const oldestWaitingSeconds = oldest === undefined ? 0 : Math.max(0, Math.round((now - oldest) / 1000));
  const failedLastDay = Number(failedRow?.recent ?? 0);
  const error =
    failedLastDay > 0
      ? 'mail-given-up'
      : waiting > env.HEALTH_OUTBOX_MAX_WAITING
        ? 'backlog'
        : oldestWaitingSeconds > env.HEALTH_OUTBOX_MAX_AGE_MINUTES * 60
          ? 'stale'
          : undefined;
  const check: OutboxCheck = {
    ok: error === undefined,
    ...(error ? { error } : {}),
    ...(withCounts ? { waiting, oldestWaitingSeconds, failedLastDay } : {}),
  };
  return { check, mail: { waiting, failed: Number(failedRow?.n ?? 0) } };
}

/**
 * What the site needs to take a booking: the database answers, accepts a write, and mail is leaving (not piling up,
 * not given up on in the last day). Never throws: each part says whether it failed, with a short code.
 */
export async function embeddedHealth(withMail: boolean): Promise<EmbeddedHealth> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<EmbeddedHealth>((resolve) => {
    timer = setTimeout(() => resolve(unavailable('timeout')), HEALTH_TIMEOUT_MS);
  });
  try {
    return await Promise.race([checkStore(withMail), late]);
  } finally {
    clearTimeout(timer);
  }
}

function unavailable(error: string): EmbeddedHealth {
  const down: Check = { ok: false, error };
  return { ok: false, driver: null, checks: { database: down, writes: down, outbox: down } };
}

async function checkStore(withMail: boolean): Promise<EmbeddedHealth> {
  const down: Check = { ok: false, error: 'unavailable' };
  let store: Awaited<ReturnType<typeof getStore>>;
  try {
    store = await getStore();
    await sql`select 1`.execute(store.db);
  } catch (error) {
    console.error('[health] database unavailable', error);
    return unavailable('unavailable');
  }
  const writes = await checkWrites(store.db);
  let outbox: Awaited<ReturnType<typeof checkOutbox>> | undefined;
  try {
    outbox = await checkOutbox(store.db, withMail);
  } catch (error) {
    console.error('[health] outbox unreadable', error);
  }
  const checks = { database: { ok: true }, writes, outbox: outbox?.check ?? down };
  return {
    ok: writes.ok && checks.outbox.ok,
    driver: store.driver,
    checks,
    ...(withMail && outbox ? { mail: outbox.mail } : {}),
  };
}
