import { beforeAll, describe, expect, it } from 'vitest';
import { workingDay } from './support/requests';
import { appointmentRow, startInbox } from './support/studio-inbox';

// The owner's private calendar feed (nothing until created, then the upcoming appointments at a secret address), and
// the inbox views' form actions: refused to anyone but the owner, who is sent back to an inbox page only.
const { book, cmsGet, feed, message, personal } = await startInbox();
const { madridInstant } = await import('@/lib/domain/booking-calendar');
const { getStore } = await import('@/lib/provider/embedded/db/connection');

describe('The private calendar feed', () => {
  // A confirmed appointment beside the pending ones the test books, as the dashboard's tests leave one.
  beforeAll(async () => {
    const { db } = await getStore();
    await db
      .insertInto('appointments')
      .values(appointmentRow(workingDay(10), '10:00', 'confirmed', 'Confirmed'))
      .execute();
  });

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

describe('The inbox views’ form actions', () => {
  // The feed exists, as the calendar feed's tests leave it: the owner's action replaces its address.
  beforeAll(async () => {
    await feed.regenerateCalendarFeed('owner@lumen.test');
  });

  const operations = () => import('@/cms/views/inbox/operations');
  const form = (values: Record<string, string>) => {
    const data = new FormData();
    for (const [key, value] of Object.entries(values)) data.set(key, value);
    return data;
  };
  const owner = { id: 1, role: 'owner' as const, lang: 'es' as const, auditActor: 'owner@lumen.test' };
  const editor = { ...owner, role: 'editor' as const, auditActor: 'editor@lumen.test' };

  it('refuses every action to an editor and to nobody, before touching anything', async () => {
    const { runInboxAction, INBOX_ACTIONS } = await operations();
    const { db } = await getStore();
    await message('Rosa Martín', 'rosa@example.com', 'Sesión de fotos', 'Queremos una sesión de fotos.');
    const rosa = await db
      .selectFrom('contact_messages')
      .selectAll()
      .where('email', '=', 'rosa@example.com')
      .executeTakeFirstOrThrow();
    const { sealAddress } = personal;
    const snapshot = async () =>
      JSON.stringify([
        await db.selectFrom('contact_messages').selectAll().orderBy('id').execute(),
        await db.selectFrom('audit_log').selectAll().orderBy('id').execute(),
        await db.selectFrom('studio_settings').selectAll().orderBy('key').execute(),
        await db.selectFrom('mail_outbox').select(['id', 'status', 'attempts']).orderBy('id').execute(),
      ]);
    const before = await snapshot();
    const inputs: Record<(typeof INBOX_ACTIONS)[number], Record<string, string>> = {
      mark: { kind: 'message', id: rosa.id, mark: 'handled', back: '/admin/messages' },
      retry: { id: rosa.id, back: '/admin/outbox' },
      feed: { back: '/admin' },
      find: { email: 'rosa@example.com' },
      erase: { q: sealAddress('rosa@example.com'), confirm: 'yes' },
    };
    for (const who of [null, editor]) {
      for (const action of INBOX_ACTIONS) {
        const location = await runInboxAction(who, action, form(inputs[action]));
        expect(location, `${who?.role ?? 'nobody'} ${action}`).toMatch(/[?&]notice=refused$/);
        expect(location).not.toContain('rosa');
      }
    }
    expect(await snapshot()).toBe(before);

    // The owner may, and is sent back where the form said (only ever to an inbox page).
    expect(await runInboxAction(owner, 'mark', form(inputs.mark))).toBe('/admin/messages?notice=saved');
    expect(await runInboxAction(owner, 'mark', form({ ...inputs.mark, back: 'https://evil.example/admin' }))).toBe(
      '/admin?notice=saved',
    );
    expect(await runInboxAction(owner, 'mark', form({ ...inputs.mark, back: '//evil.example/admin' }))).toBe(
      '/admin?notice=saved',
    );
    expect(await runInboxAction(owner, 'mark', form({ ...inputs.mark, back: '/admin/../api/x' }))).toBe(
      '/admin?notice=saved',
    );
    expect(await runInboxAction(owner, 'mark', form({ ...inputs.mark, id: 'nope' }))).toBe(
      '/admin/messages?notice=notFound',
    );
  });

  it('finds a person by a sealed reference, never the address in the URL, and erases only after confirmation', async () => {
    const { runInboxAction } = await operations();
    const found = await runInboxAction(owner, 'find', form({ email: 'rosa@example.com' }));
    expect(found).toMatch(/^\/admin\/personal-data\?q=[A-Za-z0-9_-]+$/);
    expect(found.toLowerCase()).not.toContain('rosa');
    const sealed = new URL(found, 'http://x').searchParams.get('q') ?? '';
    expect(personal.openSealedAddress(sealed)).toBe('rosa@example.com');
    expect(personal.openSealedAddress(`${sealed.slice(0, -2)}AA`)).toBeNull();
    expect(personal.openSealedAddress(sealed, new Date(Date.now() + 31 * 60_000))).toBeNull();
    expect(await runInboxAction(owner, 'find', form({ email: 'not an address' }))).toBe(
      '/admin/personal-data?notice=invalidEmail',
    );

    expect(await runInboxAction(owner, 'erase', form({ q: sealed }))).toBe(
      `/admin/personal-data?q=${sealed}&notice=eraseNeedsConfirm`,
    );
    expect((await personal.findPersonalData({ email: 'rosa@example.com' }))?.messages).toHaveLength(1);
    expect(await runInboxAction(owner, 'erase', form({ q: 'tampered', confirm: 'yes' }))).toBe(
      '/admin/personal-data?notice=searchExpired',
    );
    expect(await runInboxAction(owner, 'erase', form({ q: sealed, confirm: 'yes' }))).toBe(
      '/admin/personal-data?notice=erased&n=0.0.0.1.2',
    );
    expect((await personal.findPersonalData({ email: 'rosa@example.com' }))?.messages).toHaveLength(0);
  });

  it('regenerates the feed and retries mail for the owner, recorded under their name', async () => {
    const { runInboxAction } = await operations();
    const before = await feed.calendarFeedToken();
    expect(await runInboxAction(owner, 'feed', form({ back: '/admin' }))).toBe('/admin?notice=feedRegenerated');
    expect(await feed.calendarFeedToken()).not.toBe(before);
    expect(await runInboxAction(owner, 'retry', form({ id: '00000000-0000-4000-8000-000000000000' }))).toBe(
      '/admin/outbox?notice=notFound',
    );
  });
});
