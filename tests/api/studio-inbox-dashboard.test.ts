import { beforeAll, describe, expect, it } from 'vitest';
import { workingDay } from './support/requests';
import { appointmentRow, startInbox } from './support/studio-inbox';

// The back office's home (the studio's day and week, what arrived since the previous visit) and the outbox of mail
// that failed: listed with its error, counted, and sent again on the owner's retry.
const { dashboard, message, outbox, smtp } = await startInbox();
const { flushOutbox } = await import('@/lib/provider/embedded/mail/outbox');
const { madridInstant, addDays, madridDay } = await import('@/lib/domain/booking-calendar');
const { madridWeek } = await import('@/lib/domain/studio-inbox');
const { getStore } = await import('@/lib/provider/embedded/db/connection');

describe('The outbox', () => {
  it('shows failed mail with its attempts and error, counts it, and sends it again on the owner’s retry', async () => {
    await smtp.stop();
    await message('Lucía Gil', 'lucia@example.com', 'Reportaje', 'Queremos un reportaje de la boda.');
    for (let attempt = 0; attempt < 3; attempt += 1) await flushOutbox({ ignoreBackoff: true });

    const failed = await outbox.listOutbox({ filter: 'failed' });
    expect(failed.total).toBe(2);
    for (const row of failed.rows) {
      expect(row).toMatchObject({ state: 'failed', attempts: 2 });
      expect(row.lastError).toBeTruthy();
      expect(row.failedAt).toBeTruthy();
    }
    expect(failed.rows.map((row) => row.kind).sort()).toEqual(['contact-ack', 'contact-forward']);
    expect(failed.rows.find((row) => row.kind === 'contact-ack')?.recipient).toBe('lucia@example.com');
    expect((await dashboard.dashboardFigures(null)).mail).toEqual({ waiting: 0, failed: 2 });

    await smtp.start();
    const before = smtp.received.length;
    const ack = failed.rows.find((row) => row.kind === 'contact-ack');
    expect(await outbox.retryMail({ id: ack?.id }, 'owner@lumen.test')).toBe('sent');
    await smtp.waitFor(before + 1);
    expect(smtp.received.at(-1)?.envelopeTo).toEqual(['lucia@example.com']);
    expect(await outbox.retryMail({ id: ack?.id }, 'owner@lumen.test')).toBe('not-failed');
    expect(await outbox.retryMail({ id: '00000000-0000-4000-8000-000000000000' }, 'owner@lumen.test')).toBe(
      'not-found',
    );
    expect(await outbox.retryMail({ id: 'nonsense' }, 'owner@lumen.test')).toBe('not-found');
    expect((await outbox.listOutbox({ filter: 'failed' })).total).toBe(1);
    expect((await outbox.listOutbox({ filter: 'sent' })).rows.some((row) => row.id === ack?.id)).toBe(true);

    const { db } = await getStore();
    const audit = await db.selectFrom('audit_log').selectAll().where('action', '=', 'mail.retry').execute();
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({ actor: 'owner@lumen.test' });
    expect(JSON.parse(audit[0]?.details ?? '{}')).toEqual({ mail: ack?.id, kind: 'contact-ack' });
  });
});

describe('The dashboard', () => {
  // A first visit counts every lead: 33 of them, as many as the leads' tests leave in the store.
  beforeAll(async () => {
    const { db } = await getStore();
    const at = (index: number) => new Date(Date.now() - (index + 1) * 1000).toISOString();
    await db
      .insertInto('leads')
      .values(
        Array.from({ length: 33 }, (_, index) => ({
          id: crypto.randomUUID(),
          email: `lead${index}@example.com`,
          lang: 'es',
          stage: 1,
          type: 'general',
          source: 'home',
          consent_at: at(index),
          created_at: at(index),
        })),
      )
      .execute();
  });

  const now = madridInstant(workingDay(10), '09:00');
  const today = madridDay(now);
  const week = madridWeek(now);

  it('shows today’s and this week’s pending and confirmed appointments in Madrid time', async () => {
    const { db } = await getStore();
    await db
      .insertInto('appointments')
      .values([
        appointmentRow(today, '11:00', 'pending', 'Pending'),
        appointmentRow(today, '10:00', 'confirmed', 'Confirmed'),
        appointmentRow(today, '12:00', 'cancelled', 'Cancelled'),
        appointmentRow(week.to, '10:00', 'confirmed', 'Sunday'),
        appointmentRow(addDays(week.to, 1), '10:00', 'pending', 'NextWeek'),
        appointmentRow(addDays(week.from, -1), '10:00', 'pending', 'LastWeek'),
      ])
      .execute();
    const figures = await dashboard.dashboardFigures(null, now);
    expect(figures.today.day).toBe(today);
    expect(figures.today.appointments.map((a) => [a.name, a.status])).toEqual([
      ['Confirmed', 'confirmed'],
      ['Pending', 'pending'],
    ]);
    expect(figures.week).toMatchObject({ from: week.from, to: week.to, pending: 1, confirmed: 2 });
    expect(figures.week.appointments.map((a) => a.name)).toEqual(['Confirmed', 'Pending', 'Sunday']);
    expect(figures.toConfirm).toBe(2);
  });

  it('counts what arrived since the account’s previous visit; reloading within a visit keeps the news', async () => {
    const start = new Date(Date.now() + 60_000);
    expect(await dashboard.recordVisit('owner-1', start)).toBeNull();
    const first = await dashboard.dashboardFigures(null, start);
    expect(first.sinceLastVisit.leads).toBe(33);

    const { db } = await getStore();
    const later = new Date(start.getTime() + 5 * 60_000).toISOString();
    await db
      .insertInto('leads')
      .values({
        id: crypto.randomUUID(),
        email: 'new@example.com',
        lang: 'es',
        stage: 1,
        type: 'general',
        source: 'home',
        consent_at: later,
        created_at: later,
      })
      .execute();
    await db
      .insertInto('contact_messages')
      .values({
        id: crypto.randomUUID(),
        name: 'Nuevo',
        email: 'new@example.com',
        subject: 'Hola',
        message: 'Un mensaje nuevo.',
        lang: 'es',
        created_at: later,
      })
      .execute();

    const nextVisit = new Date(start.getTime() + 45 * 60_000);
    const since = await dashboard.recordVisit('owner-1', nextVisit);
    expect(since).toBe(start.toISOString());
    const figures = await dashboard.dashboardFigures(since, nextVisit);
    expect(figures.sinceLastVisit).toMatchObject({
      since: start.toISOString(),
      appointments: 0,
      leads: 1,
      messages: 1,
      latestAppointments: [],
    });
    expect(figures.sinceLastVisit.latestMessages.map((row) => row.name)).toEqual(['Nuevo']);
    // A reload ten minutes later still shows the same news; another account has its own visits.
    expect(await dashboard.recordVisit('owner-1', new Date(nextVisit.getTime() + 10 * 60_000))).toBe(
      start.toISOString(),
    );
    expect(await dashboard.recordVisit('owner-2', nextVisit)).toBeNull();
  });
});
