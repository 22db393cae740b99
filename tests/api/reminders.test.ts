import { spawn } from 'node:child_process';
import path from 'node:path';
import type { Payload } from 'payload';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { STUDIO_EMAIL, resetDatabase, setTestEnvironment } from './support/environment';
import { textOf, type MimeMessage } from './support/mime';
import { body, jsonRequest, slot, workingDay } from './support/requests';
import { startTestSmtp } from './support/smtp';
import { localStudio } from './support/studio';

/*
 * Reminders before a consultation and the studio's morning agenda (issue 45), on SQLite and PostgreSQL: sent once per
 * lead time and start, in the visitor's language with their own time, never for a cancelled booking, planned afresh
 * after a move; two processes running the jobs together send each mail once. Each test books days four open days
 * apart, so no other test's consultation falls inside its 24-hour window.
 */
const smtp = await startTestSmtp();
const CRON_SECRET = 'reminders-cron-secret-0123456789';
const environment = setTestEnvironment({ SMTP_URL: smtp.url, CRON_SECRET });
const appointments = await import('@/app/api/appointments/route');
const cron = await import('@/app/api/cron/reminders/route');
const { flushOutbox } = await import('@/lib/provider/embedded');
const { runReminderJobs } = await import('@/lib/provider/embedded/reminders');
const { cancelBooking } = await import('@/lib/provider/embedded/manage-booking');
const { signManageToken } = await import('@/lib/provider/embedded/manage-token');
const { rescheduleAppointment } = await localStudio();
const { closeStore, getStore } = await import('@/lib/provider/embedded/db/connection');
const { madridInstant } = await import('@/lib/domain/booking-calendar');
const { manageBookingPath } = await import('@/lib/i18n/page-paths');

const OWNER = { role: 'owner', auditActor: 'owner-reminders@lumen.test' } as const;
const HOUR = 60 * 60_000;
let payload: Payload;

beforeAll(async () => {
  await resetDatabase();
  payload = await (await import('@/lib/provider/cms')).cms();
});

afterAll(async () => {
  await payload.updateGlobal({
    slug: 'schedule',
    data: { reminders: { first: '1440', second: '60', morningAgenda: true } } as never,
    overrideAccess: true,
  });
  await closeStore();
  await smtp.stop();
});

async function book(email: string, day: string, time: string, extra: Record<string, unknown> = {}) {
  const payloadBody = {
    name: 'Giulia Verdi',
    email,
    phone: '',
    date: slot(day, time),
    service: 'free-consultation',
    message: '',
    lang: 'it',
    ...extra,
  };
  const response = await appointments.POST(jsonRequest('/api/appointments', payloadBody));
  expect(response.status).toBe(201);
  const { id } = (await body(response)) as { id: string };
  await flushOutbox();
  return { id, start: madridInstant(day, time) };
}

const reminderMails = (address: string): MimeMessage[] =>
  smtp.received.filter(
    (mail) => mail.envelopeTo.includes(address) && /Promemoria|Reminder|Recordatorio/.test(mail.headers.subject ?? ''),
  );

const at = (start: Date, hoursBefore: number) => new Date(start.getTime() - hoursBefore * HOUR);

/** One more server process on the same database running the jobs at `now`. */
function otherProcess(now: Date): Promise<{ reminders: number; agendas: number }> {
  return new Promise((resolve, reject) => {
    let out = '';
    const child = spawn(process.execPath, ['--import', 'tsx', path.resolve('tests/api/support/run-reminders.ts')], {
      env: { ...process.env, NOW: now.toISOString() },
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    child.stdout.on('data', (chunk: Buffer) => (out += chunk.toString()));
    child.on('exit', (code) =>
      code === 0
        ? resolve(JSON.parse(out) as { reminders: number; agendas: number })
        : reject(new Error(`exit ${code}`)),
    );
  });
}

describe(`booking reminders on ${environment.driver}`, () => {
  it('sends 24 hours and 1 hour before, each once, in the booking’s language with the visitor’s own time', async () => {
    const day = workingDay(4);
    const email = 'giulia@example.it';
    const { id, start } = await book(email, day, '16:00', { timeZone: 'America/New_York' });
    const { db } = await getStore();
    const { meeting_url: room } = await db
      .selectFrom('appointments')
      .select('meeting_url')
      .where('id', '=', id)
      .executeTakeFirstOrThrow();

    expect(await runReminderJobs(at(start, 30))).toMatchObject({ reminders: 0 });
    expect(await runReminderJobs(at(start, 23.9))).toMatchObject({ reminders: 1 });
    expect(await runReminderJobs(at(start, 23.5))).toMatchObject({ reminders: 0 });
    expect(reminderMails(email)).toHaveLength(1);
    const [mail] = reminderMails(email);
    if (!mail) throw new Error('no reminder');
    const text = textOf(mail);
    expect(mail.headers.subject).toMatch(/^Promemoria: la tua consulenza gratuita, .+, 16:00$/);
    expect(text).toContain('Ti ricordiamo la tua consulenza gratuita');
    expect(text).toContain(room ?? 'no room');
    expect(text).toContain(manageBookingPath('it', signManageToken(id, start)));
    // 16:00 in Madrid is 10:00 in New York (both on winter time in December, summer time in June).
    expect(text).toMatch(/Nel tuo fuso orario: 10:00, .+ \(America\/New_York\)/);

    expect(await runReminderJobs(at(start, 0.9))).toMatchObject({ reminders: 1 });
    expect(await runReminderJobs(at(start, 0.5))).toMatchObject({ reminders: 0 });
    expect(await runReminderJobs(new Date(start.getTime() + 60_000))).toMatchObject({ reminders: 0 });
    expect(reminderMails(email)).toHaveLength(2);
  });

  it('a booking made inside both windows gets one reminder at once, and no older one after it', async () => {
    const day = workingDay(4);
    const email = 'late@example.it';
    const { start } = await book(email, day, '16:30');
    expect(await runReminderJobs(at(start, 0.5))).toMatchObject({ reminders: 1 });
    expect(await runReminderJobs(at(start, 0.25))).toMatchObject({ reminders: 0 });
    expect(reminderMails(email)).toHaveLength(1);
  });

  it('sends nothing for a cancelled booking, and plans a moved one afresh for its new time', async () => {
    const day = workingDay(8);
    const cancelled = await book('cancelled@example.it', day, '10:00');
    const outcome = await cancelBooking({ token: signManageToken(cancelled.id, cancelled.start), lang: 'it' });
    expect(outcome.outcome).toBe('cancelled');
    expect(await runReminderJobs(at(cancelled.start, 23))).toMatchObject({ reminders: 0 });

    const moved = await book('moved@example.it', day, '11:00');
    expect(await runReminderJobs(at(moved.start, 23))).toMatchObject({ reminders: 1 });
    const later = madridInstant(day, '15:00');
    const change = await rescheduleAppointment(OWNER, moved.id, later.toISOString());
    expect(change.ok).toBe(true);
    // The new start is four hours later: its 24-hour reminder is due again, at its own time.
    expect(await runReminderJobs(at(moved.start, 22))).toMatchObject({ reminders: 0 });
    expect(await runReminderJobs(at(later, 23))).toMatchObject({ reminders: 1 });
    expect(reminderMails('moved@example.it')).toHaveLength(2);
    expect(reminderMails('moved@example.it').map(textOf).at(-1)).toContain('15:00');
  });

  it('follows the schedule: one reminder at 2 hours, or none', async () => {
    await payload.updateGlobal({
      slug: 'schedule',
      data: { reminders: { first: '120', second: 'none', morningAgenda: true } } as never,
      overrideAccess: true,
    });
    const day = workingDay(12);
    const { start } = await book('twohours@example.it', day, '12:00');
    expect(await runReminderJobs(at(start, 23))).toMatchObject({ reminders: 0 });
    expect(await runReminderJobs(at(start, 1.9))).toMatchObject({ reminders: 1 });
    expect(await runReminderJobs(at(start, 0.5))).toMatchObject({ reminders: 0 });
    await payload.updateGlobal({
      slug: 'schedule',
      data: { reminders: { first: 'none', second: 'none', morningAgenda: false } } as never,
      overrideAccess: true,
    });
    const other = await book('none@example.it', day, '12:30');
    expect(await runReminderJobs(at(other.start, 0.5))).toEqual({ reminders: 0, agendas: 0 });
    await payload.updateGlobal({
      slug: 'schedule',
      data: { reminders: { first: '1440', second: '60', morningAgenda: true } } as never,
      overrideAccess: true,
    });
  });

  it('sends the studio the day’s agenda once, from 07:00 Madrid, on a day with consultations', async () => {
    const day = workingDay(16);
    await book('agenda.one@example.it', day, '10:00');
    await book('agenda.two@example.it', day, '11:30', { lang: 'en' });
    expect(await runReminderJobs(madridInstant(day, '06:30'))).toMatchObject({ agendas: 0 });
    expect(await runReminderJobs(madridInstant(day, '07:01'))).toMatchObject({ agendas: 1 });
    expect(await runReminderJobs(madridInstant(day, '08:00'))).toMatchObject({ agendas: 0 });
    // Earlier tests ran the jobs on other mornings: this day's agenda is the one that names its consultations.
    const agenda = smtp.received.filter(
      (mail) =>
        /^Agenda de hoy/.test(mail.headers.subject ?? '') &&
        mail.envelopeTo.includes(STUDIO_EMAIL) &&
        textOf(mail).includes('agenda.one@example.it'),
    );
    expect(agenda).toHaveLength(1);
    const [mail] = agenda;
    if (!mail) throw new Error('no agenda');
    expect(mail.headers.subject).toMatch(/^Agenda de hoy: 2 consultas, /);
    const text = textOf(mail);
    expect(text).toMatch(/10:00: Giulia Verdi <agenda\.one@example\.it> · pendiente de confirmar · IT/);
    expect(text).toMatch(/11:30: Giulia Verdi <agenda\.two@example\.it> · pendiente de confirmar · EN/);
    expect(text).toContain('/admin/appointments?view=week');
    // An empty day sends nothing.
    expect(await runReminderJobs(madridInstant(workingDay(20), '07:30'))).toMatchObject({ agendas: 0 });
  });

  it('two processes running the jobs at once send each reminder once', async () => {
    const day = workingDay(24);
    const starts: Date[] = [];
    for (const time of ['10:00', '10:30', '11:00', '11:30', '12:00'])
      starts.push((await book(`race.${time.replace(':', '')}@example.it`, day, time)).start);
    // Every start within the next 24 hours, none within the hour.
    const now = at(starts.at(-1) ?? new Date(), 23);
    const before = smtp.received.length;
    const [one, two] = await Promise.all([otherProcess(now), otherProcess(now)]);
    expect(one.reminders + two.reminders).toBe(5);
    await expect.poll(() => smtp.received.length - before, { timeout: 10_000 }).toBe(5);
    expect(await runReminderJobs(now)).toMatchObject({ reminders: 0 });
  }, 120_000);

  it('runs from the cron route only with CRON_SECRET', async () => {
    const call = (authorization?: string) =>
      cron.GET(new Request('http://localhost/api/cron/reminders', { headers: authorization ? { authorization } : {} }));
    expect((await call()).status).toBe(401);
    expect((await call('Bearer wrong')).status).toBe(401);
    const answer = await call(`Bearer ${CRON_SECRET}`);
    expect(answer.status).toBe(200);
    expect(await body(answer)).toMatchObject({
      success: true,
      reminders: expect.any(Number),
      agendas: expect.any(Number),
    });
  });
});
