import type { Payload } from 'payload';
import { afterAll, beforeAll, expect } from 'vitest';
import { madridInstant, madridDay } from '@/lib/domain/booking-calendar';
import { resetDatabase, setTestEnvironment } from './environment';
import { body, jsonRequest, slot } from './requests';
import { startTestSmtp } from './smtp';
import { localStudio } from './studio';

/**
 * The studio's inbox as tests/api/studio-inbox-*.test.ts use it: mail through a real SMTP server, the owner's use
 * cases, an owner and an editor signed in for Payload's REST route, and submissions through the site's own routes.
 * Call it first, at the top level: it sets the environment before anything reads it.
 */
export async function startInbox() {
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
  const { getStore, closeStore } = await import('@/lib/provider/embedded/db/connection');
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
    dashboardFigures: async (since: string | null, now?: Date) =>
      owned(await studio.dashboardFigures(OWNER, since, now)),
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
    const response = await contactRoute.POST(
      jsonRequest('/api/contact', { name, email, subject, message: text, lang }),
    );
    expect(response.status).toBe(201);
  }

  async function lead(email: string, query: string): Promise<void> {
    const response = await leadRoute.POST(jsonRequest(`/api/lead-magnet?${query}`, { email }));
    expect(response.status).toBe(201);
  }

  return {
    smtp,
    environment,
    stamp,
    appointmentsRoute,
    inbox,
    outbox,
    dashboard,
    feed,
    personal,
    cmsGet,
    cmsPostForm,
    book,
    message,
    lead,
  };
}

/** An appointment as the store holds it, to insert directly: at a Madrid day and time, in a status. */
export const appointmentRow = (
  day: string,
  time: string,
  status: 'pending' | 'confirmed' | 'cancelled',
  name: string,
) => {
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
