import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { resetDatabase, setTestEnvironment } from './support/environment';
import { body, jsonRequest, slot, workingDay } from './support/requests';

/*
 * lib/studio's entry and its owner checks: with PROVIDER_API_URL the back office is the external provider's (the views
 * say so); otherwise the local use cases answer an owner and refuse an editor, on the store the tests run on.
 */
const environment = setTestEnvironment();
const { studioBackOffice } = await import('@/lib/studio');
const { sharedT, ADMIN_LANGS } = await import('@/cms/views/shared/texts');
const appointments = await import('@/app/api/appointments/route');
const contact = await import('@/app/api/contact/route');
const { closeStore, getStore } = await import('@/lib/provider/embedded/db/connection');

const OWNER = { role: 'owner', auditActor: 'owner-layer@lumen.test' } as const;
const EDITOR = { role: 'editor', auditActor: 'editor-layer@lumen.test' } as const;

beforeAll(async () => {
  await resetDatabase();
  await (await import('@/lib/provider/cms')).cms();
});
afterAll(closeStore);

describe('Which back office serves the studio', () => {
  it('is the external provider’s when PROVIDER_API_URL is set, named by its host, with no local use cases', () => {
    const office = studioBackOffice('https://reservas.proveedor.example/api/');
    expect(office).toEqual({ kind: 'external', provider: 'reservas.proveedor.example' });
    expect('studio' in office).toBe(false);
  });

  it('is the local one otherwise, the same use cases each time', () => {
    const office = studioBackOffice(undefined);
    expect(office.kind).toBe('local');
    expect(studioBackOffice(undefined)).toEqual(office);
    expect(studioBackOffice()).toEqual(office);
  });

  it('says so plainly in every language of the admin, naming the provider', () => {
    for (const lang of ADMIN_LANGS) {
      const t = sharedT(lang);
      expect(t.externalTitle.length).toBeGreaterThan(10);
      expect(t.external('reservas.proveedor.example')).toContain('reservas.proveedor.example');
    }
    expect(new Set(ADMIN_LANGS.map((lang) => sharedT(lang).externalTitle)).size).toBe(3);
  });
});

describe(`The studio's use cases check the owner themselves on ${environment.driver}`, () => {
  it('give an editor nothing, and leave the store as it was', async () => {
    const office = studioBackOffice();
    if (office.kind !== 'local') throw new Error('expected the local back office');
    const { studio } = office;
    const booked = await appointments.POST(
      jsonRequest('/api/appointments', {
        name: 'Lucía Gil',
        email: 'lucia-layer@example.com',
        phone: '',
        date: slot(workingDay(12), '11:00'),
        message: '',
      }),
    );
    expect(booked.status).toBe(201);
    const id = String((await body(booked)).id);
    const sent = await contact.POST(
      jsonRequest('/api/contact', {
        name: 'Lucía Gil',
        email: 'lucia-layer@example.com',
        subject: 'Hola',
        message: 'Una consulta',
        lang: 'es',
      }),
    );
    expect(sent.status).toBeLessThan(300);

    expect(await studio.listStudioAppointments(EDITOR, {})).toBeNull();
    expect(await studio.getStudioAppointment(EDITOR, id)).toBeNull();
    expect(await studio.confirmAppointment(EDITOR, id)).toEqual({ ok: false, error: 'forbidden' });
    expect(await studio.listLeads(EDITOR, {})).toBeNull();
    expect(await studio.listMessages(EDITOR, {})).toBeNull();
    expect(await studio.leadsForExport(EDITOR)).toBeNull();
    expect(await studio.messagesForExport(EDITOR)).toBeNull();
    expect(await studio.listOutbox(EDITOR, {})).toBeNull();
    expect(await studio.dashboardFigures(EDITOR, null)).toBeNull();
    expect(await studio.calendarFeedToken(EDITOR)).toBeNull();
    expect(await studio.regenerateCalendarFeed(EDITOR)).toBeNull();
    expect(await studio.bookingsOutsideSchedule(EDITOR)).toBeNull();
    expect(await studio.freeTimes(EDITOR, workingDay(12))).toEqual([]);
    expect(await studio.findPersonalData(EDITOR, { email: 'lucia-layer@example.com' })).toBeNull();
    expect(await studio.exportPersonalData(EDITOR, { email: 'lucia-layer@example.com' })).toBeNull();
    expect(await studio.erasePersonalData(EDITOR, { email: 'lucia-layer@example.com' })).toBeNull();
    const message = (await studio.listMessages(OWNER, {}))?.rows.find((row) => row.email === 'lucia-layer@example.com');
    expect(message).toBeDefined();
    expect(await studio.markInboxItem(EDITOR, { kind: 'message', id: message?.id, mark: 'handled' })).toBe(false);
    expect(await studio.openMessage(EDITOR, message?.id ?? '')).toBeNull();

    const { db } = await getStore();
    const row = await db.selectFrom('appointments').select(['status', 'name']).where('id', '=', id).executeTakeFirst();
    expect(row).toEqual({ status: 'pending', name: 'Lucía Gil' });
    const stored = await db
      .selectFrom('contact_messages')
      .select(['read_at', 'handled_at'])
      .where('id', '=', message?.id ?? '')
      .executeTakeFirst();
    expect(stored).toEqual({ read_at: null, handled_at: null });
    const audit = await db.selectFrom('audit_log').select('actor').where('actor', '=', EDITOR.auditActor).execute();
    expect(audit).toEqual([]);
    expect((await studio.findPersonalData(OWNER, { email: 'lucia-layer@example.com' }))?.appointments).toHaveLength(1);
  });
});
