import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import { CONSULTATION_MINUTES } from '@/lib/domain/booking-slots';
import { escapeText, fold, utcStamp } from '@/lib/domain/ics-text';
import { env } from '@/lib/env';
import { serviceLabel } from '@/lib/provider/service-label';
import { isOwnerActor, type StudioActorRef } from './actor';
import type { StudioPorts } from './ports';

/*
 * The studio's private calendar feed: an ICS file of its upcoming appointments at an address with a secret in it.
 * Whoever holds the address reads names and contact details, so the secret is long, random, compared in constant
 * time, and the owner can replace it (the old address then stops working).
 */

const TOKEN_KEY = 'calendar-feed.token';
/** Appointments this many days old still show, so that a calendar keeps the last weeks' consultations. */
const FEED_PAST_DAYS = 30;
const FEED_MAX_EVENTS = 2000;
/** 32 random bytes in base64url: 43 characters. */
export const FEED_TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

/** The feed's path under the back office's API (cms/endpoints/studio.ts serves it). */
export function calendarFeedPath(token: string): string {
  return `/cms-api/studio/calendar/${token}.ics`;
}

function sameSecret(a: string, b: string): boolean {
  const digest = (value: string) => createHash('sha256').update(value).digest();
  return timingSafeEqual(digest(a), digest(b));
}

export function calendarFeedUseCases(ports: Pick<StudioPorts, 'appointments' | 'settings' | 'audit' | 'transaction'>) {
  async function calendarFeedToken(): Promise<string | null> {
    const token = await ports.settings.read(TOKEN_KEY);
    return token && FEED_TOKEN_PATTERN.test(token) ? token : null;
  }

  return {
    /** The feed's current secret for an owner, or null while none was created (or no owner asks). */
    async calendarFeedToken(actor: StudioActorRef | null): Promise<string | null> {
      return isOwnerActor(actor) ? calendarFeedToken() : null;
    },

    /** A new secret for the feed (the previous address stops working at once), recorded with who asked. */
    async regenerateCalendarFeed(actor: StudioActorRef | null, now: Date = new Date()): Promise<string | null> {
      if (!isOwnerActor(actor)) return null;
      const token = randomBytes(32).toString('base64url');
      await ports.transaction(async (tx) => {
        const previous = await ports.settings.read(TOKEN_KEY, tx);
        await ports.settings.write(TOKEN_KEY, token, now, tx);
        await ports.audit.record(
          tx,
          {
            actor: actor.auditActor,
            action: 'calendar-feed.regenerate',
            details: { replaced: previous !== undefined },
          },
          now,
        );
      });
      return token;
    },

    /** The feed's ICS for the secret `token`, or null when it is not the current secret. */
    async calendarFeed(token: string, now: Date = new Date()): Promise<string | null> {
      const current = await calendarFeedToken();
      if (!current || !FEED_TOKEN_PATTERN.test(token) || !sameSecret(token, current)) return null;
      const rows = await ports.appointments.held(
        new Date(now.getTime() - FEED_PAST_DAYS * 86_400_000),
        FEED_MAX_EVENTS,
      );
      const site = env.SITE_URL.replace(/\/$/, '');
      const events = rows.flatMap((row) => {
        const start = new Date(row.start);
        const end = new Date(start.getTime() + CONSULTATION_MINUTES * 60_000);
        const description = [row.email, row.phone, row.message, `${site}/admin/appointments/${row.id}`]
          .filter(Boolean)
          .join('\n');
        return [
          'BEGIN:VEVENT',
          `UID:${row.id}-studio@lumenestudio.es`,
          `DTSTAMP:${utcStamp(now)}`,
          `LAST-MODIFIED:${utcStamp(new Date(row.updatedAt ?? row.createdAt))}`,
          `DTSTART:${utcStamp(start)}`,
          `DTEND:${utcStamp(end)}`,
          // The service by its Spanish name (the studio's language), not its slug.
          `SUMMARY:${escapeText(`${row.name} · ${serviceLabel(row.service, 'es')}`)}`,
          `DESCRIPTION:${escapeText(description)}`,
          // A booking the studio has not confirmed yet shows as tentative.
          `STATUS:${row.status === 'confirmed' ? 'CONFIRMED' : 'TENTATIVE'}`,
          `SEQUENCE:${row.sequence}`,
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
    },
  };
}
