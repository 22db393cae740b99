import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import { CONSULTATION_MINUTES } from '@/lib/domain/booking-slots';
import { env } from '@/lib/env';
import { recordAudit } from '../audit';
import { getStore } from '../db/connection';
import { serviceLabel } from '../mail/compose-booking';
import { escapeText, fold, utcStamp } from '../mail/ics';
import { readSetting, writeSetting } from './settings';

/*
 * The studio's private calendar feed: an ICS file of its upcoming appointments at an address with a secret in it, which
 * Google or Apple Calendar subscribes to. Whoever holds the address reads names and contact details, so the secret is
 * long and random, compared in constant time, and the owner can replace it (the old address then stops working).
 */

const TOKEN_KEY = 'calendar-feed.token';
/** Appointments this many days old still show, so that a calendar keeps the last weeks' consultations. */
const FEED_PAST_DAYS = 30;
/** The most events one feed holds. */
const FEED_MAX_EVENTS = 2000;
/** 32 random bytes in base64url: 43 characters. */
export const FEED_TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

/** The feed's path under the back office's API (the Payload endpoint in payload.config.ts serves it). */
export function calendarFeedPath(token: string): string {
  return `/cms-api/studio/calendar/${token}.ics`;
}

/** The feed's current secret, or null while the owner has not created one. */
export async function calendarFeedToken(): Promise<string | null> {
  const { db } = await getStore();
  const token = await readSetting(db, TOKEN_KEY);
  return token && FEED_TOKEN_PATTERN.test(token) ? token : null;
}

/** A new secret for the feed (the previous address stops working at once), recorded with who asked. */
export async function regenerateCalendarFeed(actor: string, now: Date = new Date()): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  const { db } = await getStore();
  await db.transaction().execute(async (trx) => {
    const previous = await readSetting(trx, TOKEN_KEY);
    await writeSetting(trx, TOKEN_KEY, token, now);
    await recordAudit(trx, { actor, action: 'calendar-feed.regenerate', details: { replaced: previous !== undefined } }, now);
  });
  return token;
}

function sameSecret(a: string, b: string): boolean {
  const digest = (value: string) => createHash('sha256').update(value).digest();
  return timingSafeEqual(digest(a), digest(b));
}

/** The feed's ICS for the secret `token`, or null when it is not the current secret. */
export async function calendarFeed(token: string, now: Date = new Date()): Promise<string | null> {
  const current = await calendarFeedToken();
  if (!current || !FEED_TOKEN_PATTERN.test(token) || !sameSecret(token, current)) return null;
  const { db } = await getStore();
  const rows = await db
    .selectFrom('appointments')
    .select(['id', 'name', 'email', 'phone', 'service', 'message', 'slot_start', 'status', 'sequence', 'created_at', 'updated_at'])
    .where('status', 'in', ['pending', 'confirmed'])
    .where('slot_start', '>=', new Date(now.getTime() - FEED_PAST_DAYS * 86_400_000).toISOString())
    .orderBy('slot_start')
    .limit(FEED_MAX_EVENTS)
    .execute();
  const site = env.SITE_URL.replace(/\/$/, '');
  const events = rows.flatMap((row) => {
    const start = new Date(row.slot_start);
    const end = new Date(start.getTime() + CONSULTATION_MINUTES * 60_000);
    const description = [row.email, row.phone, row.message, `${site}/admin/appointments/${row.id}`].filter(Boolean).join('\n');
    return [
      'BEGIN:VEVENT',
      `UID:${row.id}-studio@lumenestudio.es`,
      `DTSTAMP:${utcStamp(now)}`,
      `LAST-MODIFIED:${utcStamp(new Date(row.updated_at ?? row.created_at))}`,
      `DTSTART:${utcStamp(start)}`,
      `DTEND:${utcStamp(end)}`,
      // The service by its Spanish name (the studio's language), not its slug.
      `SUMMARY:${escapeText(`${row.name} · ${serviceLabel(row.service, 'es')}`)}`,
      `DESCRIPTION:${escapeText(description)}`,
      // A booking the studio has not confirmed yet shows as tentative.
      `STATUS:${row.status === 'confirmed' ? 'CONFIRMED' : 'TENTATIVE'}`,
      `SEQUENCE:${Number(row.sequence)}`,
      'TRANSP:OPAQUE',
      'END:VEVENT',
    ];
  });
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Lumen Estudio//Agenda//ES',
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    'X-WR-CALNAME:Lumen Estudio',
    'REFRESH-INTERVAL;VALUE=DURATION:PT15M',
    'X-PUBLISHED-TTL:PT15M',
    ...events,
    'END:VCALENDAR',
  ];
  return `${lines.map(fold).join('\r\n')}\r\n`;
}
