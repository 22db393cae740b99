import { sql } from 'kysely';
import type { Payload } from 'payload';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { resetDatabase, setTestEnvironment } from './support/environment';
import { body, jsonRequest, slot, workingDay } from './support/requests';
import { startTestSmtp } from './support/smtp';
import { localStudio } from './support/studio';

/*
 * The studio's inbox in the back office, on the store the tests run on: leads and messages with read / handled marks
 * and CSV, the outbox with a retry, the dashboard's figures, the private calendar feed, and a person's data found,
 * exported and erased. Submissions arrive through the site's own routes; the downloads through Payload's REST route,
 * as a signed-in owner, an editor and nobody.
 */
const smtp = await startTestSmtp();
const environment = setTestEnvironment({
  SMTP_URL: smtp.url,
  MAIL_MAX_ATTEMPTS: '2',
  MAIL_PER_RECIPIENT_PER_DAY: '100',
});
const appointmentsRoute = await import('@/app/api/appointments/route');
const contactRoute = await import('@/app/api/contact/route');
const leadRoute = await import('@/app/api/lead-magnet/route');
const rest = await import('@/app/(payload)/cms-api/[...slug]/route');
const studio = await localStudio();
const { addressHash } = await import('@/lib/studio/personal-data');
const { calendarFeedPath, ERASED_NAME, openSealedAddress, sealAddress } = await import('@/lib/studio');
const OWNER = { role: 'owner', auditActor: 'owner@lumen.test' } as const;
const ownerNamed = (auditActor: string) => ({ role: 'owner', auditActor });
/** What an owner gets: the use cases answer null only to anyone else. */
function owned<T>(value: T | null): T {
  if (value === null) throw new Error('an owner was refused');
  return value;
}
const inbox = {
  listLeads: async (input: unknown) => owned(await studio.listLeads(OWNER, input)),
  listMessages: async (input: unknown) => owned(await studio.listMessages(OWNER, input)),
  openMessage: (id: string) => studio.openMessage(OWNER, id),
  markInboxItem: (input: unknown) => studio.markInboxItem(OWNER, input),
  unreadCounts: studio.unreadCounts,
};
const outbox = {
  listOutbox: async (input: unknown) => owned(await studio.listOutbox(OWNER, input)),
  retryMail: (input: unknown, actor: string) => studio.retryMail(ownerNamed(actor), input),
};
const dashboard = {
  dashboardFigures: async (since: string | null, now?: Date) => owned(await studio.dashboardFigures(OWNER, since, now)),
  recordVisit: studio.recordVisit,
};
const feed = {
  calendarFeedToken: () => studio.calendarFeedToken(OWNER),
  regenerateCalendarFeed: async (actor: string) => owned(await studio.regenerateCalendarFeed(ownerNamed(actor))),
  calendarFeedPath,
};
const personal = {
  findPersonalData: (input: unknown) => studio.findPersonalData(OWNER, input),
  erasePersonalData: (input: unknown, actor: string) => studio.erasePersonalData(ownerNamed(actor), input),
  addressHash,
  openSealedAddress,
  sealAddress,
  ERASED_NAME,
};
const { flushOutbox } = await import('@/lib/provider/embedded/mail/outbox');
const { madridInstant, addDays, madridDay } = await import('@/lib/domain/booking-calendar');
const { madridWeek } = await import('@/lib/domain/studio-inbox');
const { getStore, closeStore } = await import('@/lib/provider/embedded/db/connection');

let payload: Payload;
const stamp = Date.now().toString(36);
const password = `Una-clave-larga-${stamp}`;
const tokens: Record<'owner' | 'editor', string> = { owner: '', editor: '' };

beforeAll(async () => {
  await resetDatabase();
  const { db } = await getStore();
  await db.deleteFrom('audit_log').execute();
  await db.deleteFrom('studio_settings').execute();
  const { cms } = await import('@/lib/provider/cms');
  payload = await cms();
  for (const role of ['owner', 'editor'] as const) {
    const email = `${role}-inbox-${stamp}@lumen.test`;
    await payload.create({ collection: 'users', overrideAccess: true, data: { email, password, role } as never });
    const login = await payload.login({ collection: 'users', data: { email, password } });
    tokens[role] = login.token ?? '';
  }
});

afterAll(async () => {
  // On PostgreSQL the files share one store: the audit entries and settings this file made go with it.
  const { db } = await getStore();
  await db.deleteFrom('audit_log').execute();
  await db.deleteFrom('studio_settings').execute();
  await payload.delete({
    collection: 'users',
    where: { email: { like: `-inbox-${stamp}@lumen.test` } },
    overrideAccess: true,
  });
  await closeStore();
  await smtp.stop();
});

type Who = 'owner' | 'editor' | 'nobody';
const authorization = (who: Who): Record<string, string> =>
  who === 'nobody' ? {} : { authorization: `JWT ${tokens[who]}` };

function cmsGet(path: string, who: Who, headers: Record<string, string> = {}): Promise<Response> {
  const url = new URL(`http://localhost:3000/cms-api/${path}`);
  return rest.GET(new Request(url, { headers: { ...authorization(who), ...headers } }), {
    params: Promise.resolve({ slug: url.pathname.split('/').slice(2) }),
  });
}

function cmsPostForm(path: string, form: Record<string, string>, who: Who): Promise<Response> {
  const url = new URL(`http://localhost:3000/cms-api/${path}`);
  const request = new Request(url, {
    method: 'POST',
    headers: {
      ...authorization(who),
      'content-type': 'application/x-www-form-urlencoded',
      origin: 'http://localhost:3000',
    },
    body: new URLSearchParams(form).toString(),
  });
  return rest.POST(request, { params: Promise.resolve({ slug: url.pathname.split('/').slice(2) }) });
}

async function book(
  name: string,
  email: string,
  day: string,
  time: string,
  extra: Record<string, string> = {},
): Promise<string> {
  const response = await appointmentsRoute.POST(
    jsonRequest('/api/appointments', {
      name,
      email,
      phone: '+34 600 123 456',
      date: slot(day, time),
      message: `Hola, soy ${name}.`,
      ...extra,
    }),
  );
  expect(response.status).toBe(201);
  return String((await body(response)).id);
}

async function message(name: string, email: string, subject: string, text: string, lang = 'es'): Promise<void> {
  const response = await contactRoute.POST(jsonRequest('/api/contact', { name, email, subject, message: text, lang }));
  expect(response.status).toBe(201);
}

async function lead(email: string, query: string): Promise<void> {
  const response = await leadRoute.POST(jsonRequest(`/api/lead-magnet?${query}`, { email }));
  expect(response.status).toBe(201);
}

describe(`Leads and messages on ${environment.driver}`, () => {
  it('lists leads newest first with stage, language, type and source; filters unread, open and handled', async () => {
    await lead('first@example.com', 'lang=es&stage=2&source=quiz&type=stage_specific');
    await lead('second@example.com', 'lang=en&stage=4&source=home');
    await lead('third@example.com', 'lang=it');
    const all = await inbox.listLeads({});
    expect(all.total).toBe(3);
    expect(all.rows.map((row) => row.email)).toEqual(['third@example.com', 'second@example.com', 'first@example.com']);
    expect(all.rows[2]).toMatchObject({
      lang: 'es',
      stage: 2,
      source: 'quiz',
      type: 'stage_specific',
      readAt: null,
      handledAt: null,
    });
    // A general guide sent with the visitor's stage (the quiz's, stored in the browser) shows it; one sent without is
    // stored with the API's default 1, which is not shown as though the visitor had given it...
    expect(all.rows[1]).toMatchObject({ lang: 'en', stage: 4, source: 'home', type: 'general' });
    expect(all.rows[0]).toMatchObject({ lang: 'it', stage: null, source: 'home', type: 'general' });
    // ...and what was stored is kept as it came.
    const { db } = await getStore();
    const stored = await db
      .selectFrom('leads')
      .select(['email', 'stage'])
      .where('email', 'in', ['second@example.com', 'third@example.com'])
      .orderBy('email')
      .execute();
    expect(stored.map((row) => [row.email, Number(row.stage)])).toEqual([
      ['second@example.com', 4],
      ['third@example.com', 1],
    ]);

    const [third, second] = all.rows;
    expect(await inbox.markInboxItem({ kind: 'lead', id: third?.id, mark: 'read' })).toBe(true);
    expect(await inbox.markInboxItem({ kind: 'lead', id: second?.id, mark: 'handled' })).toBe(true);
    expect((await inbox.listLeads({ filter: 'unread' })).rows.map((row) => row.email)).toEqual(['first@example.com']);
    expect((await inbox.listLeads({ filter: 'open' })).rows.map((row) => row.email)).toEqual([
      'third@example.com',
      'first@example.com',
    ]);
    expect((await inbox.listLeads({ filter: 'handled' })).rows.map((row) => row.email)).toEqual(['second@example.com']);

    // Reading again keeps the first time; opening a handled one again keeps it read.
    const readAt = (await inbox.listLeads({})).rows[0]?.readAt;
    await new Promise((resolve) => setTimeout(resolve, 5));
    await inbox.markInboxItem({ kind: 'lead', id: third?.id, mark: 'read' });
    expect((await inbox.listLeads({})).rows[0]?.readAt).toBe(readAt);
    await inbox.markInboxItem({ kind: 'lead', id: second?.id, mark: 'open' });
    expect((await inbox.listLeads({ filter: 'handled' })).total).toBe(0);
    expect((await inbox.listLeads({ filter: 'unread' })).total).toBe(1);
  });

  it('refuses marks of rows that do not exist or that are not marks', async () => {
    expect(await inbox.markInboxItem({ kind: 'lead', id: '00000000-0000-4000-8000-000000000000', mark: 'read' })).toBe(
      false,
    );
    expect(await inbox.markInboxItem({ kind: 'lead', id: "1' or '1'='1", mark: 'read' })).toBe(false);
    expect(await inbox.markInboxItem({ kind: 'users', id: '00000000-0000-4000-8000-000000000000', mark: 'read' })).toBe(
      false,
    );
    expect(
      await inbox.markInboxItem({ kind: 'lead', id: '00000000-0000-4000-8000-000000000000', mark: 'delete' }),
    ).toBe(false);
    expect(await inbox.markInboxItem(null)).toBe(false);
  });

  it('pages 25 rows at a time, and bounds any page asked for', async () => {
    const { db } = await getStore();
    const base = Date.parse('2026-01-01T00:00:00Z');
    await db
      .insertInto('leads')
      .values(
        Array.from({ length: 30 }, (_, index) => ({
          id: crypto.randomUUID(),
          email: `bulk${index}@example.com`,
          lang: 'es',
          stage: 1,
          type: 'general',
          source: 'home',
          consent_at: new Date(base + index * 1000).toISOString(),
          created_at: new Date(base + index * 1000).toISOString(),
        })),
      )
      .execute();
    const first = await inbox.listLeads({ page: '1' });
    expect(first).toMatchObject({ total: 33, pageCount: 2, page: 1 });
    expect(first.rows).toHaveLength(25);
    const last = await inbox.listLeads({ page: '2' });
    expect(last.rows).toHaveLength(8);
    expect(last.rows.at(-1)?.email).toBe('bulk0@example.com');
    expect((await inbox.listLeads({ page: '999' })).page).toBe(2);
    expect((await inbox.listLeads({ page: '-4', filter: 'everything' })).page).toBe(1);
    expect((await inbox.listLeads({ page: '1e9' })).page).toBe(1);
    expect((await inbox.listLeads({ page: '1e9', filter: 'nonsense' })).filter).toBe('all');
  });

  it('lists messages newest first; opening one marks it read once', async () => {
    await message('Marta Ruiz', 'marta@example.com', 'Fotos de producto', 'Necesitamos fotos de 40 productos.');
    await message(
      'Tom Baker',
      'tom@example.com',
      '=HYPERLINK("http://evil.example","Invoice")',
      '+1 this looks like a formula, too.',
      'en',
    );
    const list = await inbox.listMessages({ filter: 'unread' });
    expect(list.rows.map((row) => row.name)).toEqual(['Tom Baker', 'Marta Ruiz']);
    const marta = list.rows[1];
    const opened = await inbox.openMessage(marta?.id ?? '');
    expect(opened).toMatchObject({ subject: 'Fotos de producto', message: 'Necesitamos fotos de 40 productos.' });
    expect(opened?.readAt).toBeTruthy();
    expect((await inbox.openMessage(marta?.id ?? ''))?.readAt).toBe(opened?.readAt);
    expect((await inbox.listMessages({ filter: 'unread' })).rows.map((row) => row.name)).toEqual(['Tom Baker']);
    expect(await inbox.openMessage('00000000-0000-4000-8000-000000000000')).toBeNull();
    expect(await inbox.unreadCounts()).toEqual({ leads: 31, messages: 1 });
  });

  it('exports CSV for an owner only, for the spreadsheet of the admin’s language, a formula a visitor typed kept as text', async () => {
    // In Spanish (the admin's default): named columns, ';' between them, Madrid times, names for codes.
    const response = await cmsGet('studio/export/messages', 'owner');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(response.headers.get('cache-control')).toBe('private, no-store');
    expect(response.headers.get('content-disposition')).toMatch(
      /^attachment; filename="mensajes-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    const csv = await response.text();
    const lines = csv.replace(/^\uFEFF/, '').split('\r\n');
    expect(lines[0]).toBe(
      'Fecha (hora de Madrid);Nombre;Correo electrónico;Asunto;Mensaje;Idioma;Leído (hora de Madrid);Atendido (hora de Madrid);Identificador',
    );
    const tom = lines.find((line) => line.includes(';tom@example.com;')) ?? '';
    expect(tom).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2};Tom Baker;tom@example\.com;/);
    expect(tom).toContain(
      `;"'=HYPERLINK(""http://evil.example"",""Invoice"")";'+1 this looks like a formula, too.;Inglés;`,
    );
    expect(csv).not.toMatch(/(^|[;,])[=+@-]/m);
    // The time is Madrid's wall clock.
    const { db } = await getStore();
    const stored = await db
      .selectFrom('contact_messages')
      .select('created_at')
      .where('email', '=', 'tom@example.com')
      .executeTakeFirstOrThrow();
    const madrid = new Intl.DateTimeFormat('sv-SE', {
      timeZone: 'Europe/Madrid',
      dateStyle: 'short',
      timeStyle: 'short',
    }).format(new Date(stored.created_at));
    expect(tom.startsWith(`${madrid};`)).toBe(true);

    const leads = await cmsGet('studio/export/leads?filter=handled', 'owner');
    expect(leads.status).toBe(200);
    expect(leads.headers.get('content-disposition')).toMatch(
      /^attachment; filename="contactos-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    expect((await leads.text()).replace(/^\uFEFF/, '')).toBe(
      'Fecha (hora de Madrid);Correo electrónico;Etapa;Tipo;Origen;Idioma;Consentimiento (hora de Madrid);Leído (hora de Madrid);Atendido (hora de Madrid);Identificador\r\n',
    );
    const allLeads = (await (await cmsGet('studio/export/leads', 'owner')).text()).trim().split('\r\n');
    expect(allLeads).toHaveLength(34);
    // The stage column is empty for a lead without the visitor's stage, the stage otherwise.
    expect(allLeads.find((line) => line.includes(';first@example.com;'))).toMatch(
      /;first@example\.com;2;De su etapa;Test de etapa;Español;/,
    );
    expect(allLeads.find((line) => line.includes(';second@example.com;'))).toMatch(
      /;second@example\.com;4;General;Página de inicio;Inglés;/,
    );
    expect(allLeads.find((line) => line.includes(';third@example.com;'))).toMatch(
      /;third@example\.com;;General;Página de inicio;Italiano;/,
    );

    // In English: commas, and the English names.
    const english = await cmsGet('studio/export/leads', 'owner', { 'accept-language': 'en' });
    expect(english.headers.get('content-disposition')).toMatch(/^attachment; filename="leads-\d{4}-\d{2}-\d{2}\.csv"$/);
    const englishLines = (await english.text()).replace(/^\uFEFF/, '').split('\r\n');
    expect(englishLines[0]).toBe(
      'Date (Madrid time),E-mail,Stage,Type,Source,Language,Consent (Madrid time),Read (Madrid time),Handled (Madrid time),ID',
    );
    expect(englishLines.find((line) => line.includes(',first@example.com,'))).toMatch(
      /,first@example\.com,2,For their stage,Business-stage quiz,Spanish,/,
    );

    for (const who of ['editor', 'nobody'] as const) {
      for (const path of ['studio/export/messages', 'studio/export/leads']) {
        const refused = await cmsGet(path, who);
        expect(refused.status, `${who} ${path}`).toBe(403);
        expect(await refused.text()).not.toContain('marta@example.com');
      }
    }
  });
});

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
  const now = madridInstant(workingDay(10), '09:00');
  const today = madridDay(now);
  const week = madridWeek(now);

  it('shows today’s and this week’s pending and confirmed appointments in Madrid time', async () => {
    const { db } = await getStore();
    const row = (day: string, time: string, status: 'pending' | 'confirmed' | 'cancelled', name: string) => {
      const start = madridInstant(day, time);
      return {
        id: crypto.randomUUID(),
        name,
        email: `${name.toLowerCase()}@example.com`,
        email_key: `${name.toLowerCase()}@example.com`,
        phone: '',
        service: 'consulta-gratuita',
        message: '',
        lang: 'es',
        slot_start: start.toISOString(),
        slot_day: madridDay(start),
        status,
        created_at: new Date().toISOString(),
      };
    };
    await db
      .insertInto('appointments')
      .values([
        row(today, '11:00', 'pending', 'Pending'),
        row(today, '10:00', 'confirmed', 'Confirmed'),
        row(today, '12:00', 'cancelled', 'Cancelled'),
        row(week.to, '10:00', 'confirmed', 'Sunday'),
        row(addDays(week.to, 1), '10:00', 'pending', 'NextWeek'),
        row(addDays(week.from, -1), '10:00', 'pending', 'LastWeek'),
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

describe('A person’s data: find, export, erase', () => {
  const person = { name: 'Ana Pérez Villalba', phone: '+34 611 222 333', words: 'Mi casa en la calle Colón 12' };

  async function everyTable(): Promise<string[]> {
    const { db, driver } = await getStore();
    const result =
      driver === 'postgres'
        ? await sql<{
            name: string;
          }>`select table_name as name from information_schema.tables where table_schema = current_schema() and table_type = 'BASE TABLE'`.execute(
            db,
          )
        : await sql<{
            name: string;
          }>`select name from sqlite_master where type = 'table' and name not like 'sqlite_%'`.execute(db);
    return result.rows.map((row) => row.name).sort();
  }

  async function dumpOf(table: string): Promise<string> {
    const { db } = await getStore();
    const rows = await sql<Record<string, unknown>>`select * from ${sql.table(table)}`.execute(db);
    return JSON.stringify(rows.rows).toLowerCase();
  }

  it('finds every way the address was written, exports it as JSON for an owner only, and erases it from every table', async () => {
    const day = workingDay(6);
    // Booked while the mail server is down, so that its mail is still queued; the rest is sent.
    await smtp.stop();
    const futureId = await book(person.name, 'ana.perez+citas@gmail.com', day, '16:00', {
      phone: person.phone,
      message: person.words,
    });
    await smtp.start();
    await message(person.name, 'AnaPerez@googlemail.com', 'Presupuesto', `${person.words}, ¿cuánto cuesta?`);
    await lead('a.n.a.perez@gmail.com', 'lang=es&stage=3&source=quiz');
    await book('Otra Persona', 'otra@example.com', day, '16:30');
    await message('Anabel Pérez', 'anabelperez@gmail.com', 'Otra cosa', 'Esta persona no es Ana.');
    // An address that ends like hers is somebody else's.
    await message('Juana Ruiz', 'juana.perez+citas@gmail.com', 'Otra cosa', 'Esta persona tampoco es Ana.');
    // A past booking, which keeps its slot in the history once anonymised.
    const { db } = await getStore();
    const pastId = crypto.randomUUID();
    const past = madridInstant(addDays(madridDay(new Date()), -20), '10:00');
    await db
      .insertInto('appointments')
      .values({
        id: pastId,
        name: person.name,
        email: 'ANA.PEREZ@gmail.com',
        email_key: 'anaperez@gmail.com',
        phone: person.phone,
        service: 'consulta-gratuita',
        message: person.words,
        lang: 'es',
        slot_start: past.toISOString(),
        slot_day: madridDay(past),
        status: 'confirmed',
        created_at: new Date(past.getTime() - 86_400_000).toISOString(),
        // Where she lives, roughly: her browser's time zone, sent with the booking.
        time_zone: 'Atlantic/Canary',
      })
      .execute();

    const found = await personal.findPersonalData({ email: 'anaperez@gmail.com' });
    expect(found?.appointments.map((row) => row.id).sort()).toEqual([futureId, pastId].sort());
    expect(found?.leads.map((row) => row.email)).toEqual(['a.n.a.perez@gmail.com']);
    expect(found?.messages.map((row) => row.email)).toEqual(['AnaPerez@googlemail.com']);
    // Mail to her, and the studio's notices about her (which reply to her address).
    const kinds = found?.mails.map((row) => row.kind).sort();
    expect(kinds).toEqual([
      'booking-confirmation',
      'booking-notification',
      'contact-ack',
      'contact-forward',
      'lead-guide',
    ]);
    expect(found?.mails.find((row) => row.kind === 'booking-confirmation')?.status).toBe('pending');
    expect(await personal.findPersonalData({ email: 'not an address' })).toBeNull();

    for (const who of ['editor', 'nobody'] as const) {
      const refused = await cmsPostForm('studio/personal-data/export', { email: 'anaperez@gmail.com' }, who);
      expect(refused.status, who).toBe(403);
      expect(await refused.text()).not.toContain('Pérez');
    }
    const exported = await cmsPostForm('studio/personal-data/export', { email: 'anaperez@gmail.com' }, 'owner');
    expect(exported.status).toBe(200);
    expect(exported.headers.get('content-disposition')).toMatch(/^attachment; filename="personal-data-/);
    const json = (await exported.json()) as {
      appointments: { id: string; phone: string; history: unknown[] }[];
      leads: unknown[];
      messages: unknown[];
      mails: unknown[];
    };
    expect(json.appointments.map((row) => row.phone)).toEqual([person.phone, person.phone]);
    expect([json.leads.length, json.messages.length, json.mails.length]).toEqual([1, 1, 5]);
    expect((await cmsPostForm('studio/personal-data/export', { email: 'nope' }, 'owner')).status).toBe(400);

    const erased = await personal.erasePersonalData({ email: 'Ana.Perez@Gmail.com' }, 'owner@lumen.test');
    expect(erased).toEqual({ appointments: 2, cancelled: 1, leads: 1, messages: 1, mails: 5 });

    // Nothing of hers is left anywhere in the store: every table is read, whatever tables it has.
    const tables = await everyTable();
    expect(tables).toEqual(
      expect.arrayContaining([
        'appointments',
        'leads',
        'contact_messages',
        'mail_outbox',
        'audit_log',
        'studio_settings',
        'rate_limits',
      ]),
    );
    for (const table of tables) {
      const dump = await dumpOf(table);
      for (const trace of [
        'anaperez',
        'ana.perez',
        'a.n.a.perez',
        'pérez villalba',
        'perez villalba',
        '611 222 333',
        'colón 12',
        'ana pérez',
      ]) {
        // Not as the tail of somebody else's address (juana.perez+citas@ is Juana's).
        const pattern = new RegExp(`(^|[^a-z0-9._+-])${trace.replace(/[.+]/g, (char) => `\\${char}`)}`);
        expect(dump, `${table} holds "${trace}"`).not.toMatch(pattern);
      }
    }
    // Her bookings keep their slots (the past one as it was, the future one cancelled and its slot free again).
    const kept = await db
      .selectFrom('appointments')
      .selectAll()
      .where('id', 'in', [futureId, pastId])
      .orderBy('slot_start')
      .execute();
    expect(
      kept.map((row) => [
        row.id,
        row.slot_start,
        row.status,
        row.name,
        row.email,
        row.phone,
        row.message,
        row.time_zone,
      ]),
    ).toEqual([
      [pastId, past.toISOString(), 'confirmed', personal.ERASED_NAME, '', '', '', null],
      [futureId, madridInstant(day, '16:00').toISOString(), 'cancelled', personal.ERASED_NAME, '', '', '', null],
    ]);
    expect(
      (
        await appointmentsRoute.POST(
          jsonRequest('/api/appointments', { name: 'Nueva', email: 'nueva@example.com', date: slot(day, '16:00') }),
        )
      ).status,
    ).toBe(201);
    // Everybody else's data is untouched.
    expect((await personal.findPersonalData({ email: 'otra@example.com' }))?.appointments).toHaveLength(1);
    expect((await personal.findPersonalData({ email: 'anabelperez@gmail.com' }))?.messages).toHaveLength(1);
    const juana = await personal.findPersonalData({ email: 'juana.perez+citas@gmail.com' });
    expect([juana?.messages.length, juana?.mails.map((row) => row.kind).sort()]).toEqual([
      1,
      ['contact-ack', 'contact-forward'],
    ]);

    // Export and erasure are recorded with who, when and a hash of the address, never the address.
    const audit = await db
      .selectFrom('audit_log')
      .selectAll()
      .where('action', 'in', ['personal-data.export', 'personal-data.erase'])
      .orderBy('at')
      .execute();
    expect(audit.map((row) => [row.action, row.actor])).toEqual([
      ['personal-data.export', `owner-inbox-${stamp}@lumen.test`],
      ['personal-data.erase', 'owner@lumen.test'],
    ]);
    const hashes = audit.map((row) => (JSON.parse(row.details) as { subject: string }).subject);
    expect(hashes[0]).toMatch(/^[0-9a-f]{64}$/);
    expect(hashes[1]).toBe(hashes[0]);
    expect(personal.addressHash('anaperez@gmail.com')).toBe(hashes[0]);
    expect(await personal.findPersonalData({ email: 'anaperez@gmail.com' })).toEqual({
      email: 'anaperez@gmail.com',
      appointments: [],
      leads: [],
      messages: [],
      mails: [],
    });
  });
});

describe('The inbox views’ form actions', () => {
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
