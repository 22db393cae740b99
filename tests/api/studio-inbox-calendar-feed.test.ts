import { beforeAll, describe, expect, it } from 'vitest';
import { workingDay } from './support/requests';
import { appointmentRow, startInbox } from './support/studio-inbox';

// The owner's private calendar feed: nothing until created, then the upcoming appointments at a secret address.
const { book, cmsGet, feed } = await startInbox();
const { madridInstant } = await import('@/lib/domain/booking-calendar');
const { getStore } = await import('@/lib/provider/embedded/db/connection');

// A confirmed appointment beside the pending ones the test books, as the dashboard's tests leave one.
beforeAll(async () => {
  const { db } = await getStore();
  await db
    .insertInto('appointments')
    .values(appointmentRow(workingDay(10), '10:00', 'confirmed', 'Confirmed'))
    .execute();
});

describe('The private calendar feed', () => {
  it('serves nothing until the owner creates it, then the upcoming appointments at the secret address only', async () => {
    const day = workingDay(4);
    await book('Feed Person', 'feed@example.com', day, '15:00');
    const cancelledId = await book('Gone Person', 'gone@example.com', day, '15:30');
    const { db } = await getStore();
    await db.updateTable('appointments').set({ status: 'cancelled' }).where('id', '=', cancelledId).execute();

    expect(await feed.calendarFeedToken()).toBeNull();
    expect((await cmsGet(`studio/calendar/${'a'.repeat(43)}.ics`, 'nobody')).status).toBe(404);

    const token = await feed.regenerateCalendarFeed('owner@lumen.test');
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(await feed.calendarFeedToken()).toBe(token);
    const response = await cmsGet(feed.calendarFeedPath(token).replace('/cms-api/', ''), 'nobody');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/calendar; charset=utf-8');
    expect(response.headers.get('cache-control')).toBe('private, no-store');
    const ics = await response.text();
    expect(ics).toMatch(/^BEGIN:VCALENDAR\r\n/);
    expect(ics).toContain('METHOD:PUBLISH\r\n');
    // Long lines are folded (RFC 5545): a CRLF and a space inside a line.
    expect(ics.replace(/\r\n /g, '')).toContain('SUMMARY:Feed Person · Consulta gratuita (30 min)\r\n');
    expect(ics).toContain(
      `DTSTART:${madridInstant(day, '15:00').toISOString().replace(/[-:]/g, '').replace('.000', '')}`,
    );
    expect(ics).toContain('STATUS:TENTATIVE');
    expect(ics).toContain('STATUS:CONFIRMED'); // the dashboard's confirmed rows
    expect(ics).not.toContain('Gone Person');
    expect(ics.split('\r\n').every((line) => Buffer.byteLength(line) <= 75)).toBe(true);

    const renewed = await feed.regenerateCalendarFeed('owner@lumen.test');
    expect(renewed).not.toBe(token);
    expect((await cmsGet(`studio/calendar/${token}.ics`, 'owner')).status).toBe(404);
    expect((await cmsGet(`studio/calendar/${renewed}.ics`, 'nobody')).status).toBe(200);
    // The last character changed (to one it is not: a random token ends in 'A' once in 64 times).
    const lastChanged = `${renewed.slice(0, -1)}${renewed.endsWith('A') ? 'B' : 'A'}.ics`;
    for (const wrong of [renewed.slice(0, -1), `${renewed}x`, renewed, lastChanged, '..%2F..%2Fetc.ics']) {
      expect((await cmsGet(`studio/calendar/${wrong}`, 'owner')).status, wrong).toBe(404);
    }
    const audit = await db
      .selectFrom('audit_log')
      .select(['actor', 'details'])
      .where('action', '=', 'calendar-feed.regenerate')
      .orderBy('at')
      .execute();
    expect(audit.map((row) => [row.actor, JSON.parse(row.details)])).toEqual([
      ['owner@lumen.test', { replaced: false }],
      ['owner@lumen.test', { replaced: true }],
    ]);
  });
});
