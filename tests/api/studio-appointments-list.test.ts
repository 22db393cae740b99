import { beforeAll, describe, expect, it } from 'vitest';
import { body, jsonRequest, slot, workingDay } from './support/requests';
import { startStudioAppointments } from './support/studio-appointments';

// The studio's list of appointments and their detail: order, filters, search, bounded pages, the visitor's zone.
const { OWNER, appointments, book, environment, stamp, studio } = await startStudioAppointments();
const { STUDIO_PAGE_SIZE } = await import('@/lib/studio/appointments');
const { getStore } = await import('@/lib/provider/embedded/db/connection');

// The list is read among others' bookings, as the other tests leave them: ten upcoming, one cancelled by the studio.
beforeAll(async () => {
  const ids: string[] = [];
  for (const time of ['10:00', '10:30', '11:00', '11:30', '12:00', '12:30', '13:00', '13:30', '14:00', '14:30'])
    ids.push((await book(workingDay(5), time)).id);
  const cancelled = await studio.cancelStudioAppointment(OWNER, ids[0] ?? '');
  if (!cancelled.ok) throw new Error(cancelled.error);
});

describe(`The studio's appointments on ${environment.driver}`, () => {
  it('keeps the visitor’s time zone their browser sent (a known IANA zone only) for the studio’s detail', async () => {
    const tzDay = workingDay(13);
    const zoned = await appointments.POST(
      jsonRequest('/api/appointments', {
        name: 'Nora',
        email: `tz-${stamp}@example.com`,
        date: slot(tzDay, '10:00'),
        lang: 'en',
        timeZone: 'America/New_York',
      }),
    );
    const unknown = await appointments.POST(
      jsonRequest('/api/appointments', {
        name: 'Marte',
        email: `tz2-${stamp}@example.com`,
        date: slot(tzDay, '10:30'),
        lang: 'en',
        timeZone: 'Mars/Olympus_Mons',
      }),
    );
    expect([zoned.status, unknown.status]).toEqual([201, 201]);
    expect(await studio.getStudioAppointment(OWNER, String((await body(zoned)).id))).toMatchObject({
      timeZone: 'America/New_York',
    });
    expect(await studio.getStudioAppointment(OWNER, String((await body(unknown)).id))).toMatchObject({
      timeZone: null,
    });
  });

  it('lists upcoming first, then past; filters by status, day and a search in name or e-mail; pages are bounded', async () => {
    const listDay = workingDay(20);
    await book(listDay, '10:00', 'en', 'Zoë Percent_100%');
    await book(listDay, '10:30', 'en', 'Luis Navarro');
    const { db } = await getStore();
    // A past appointment, as a finished consultation looks in the store.
    const past = new Date(Date.now() - 3 * 86_400_000);
    past.setUTCMinutes(0, 0, 0);
    await db
      .insertInto('appointments')
      .values({
        id: '11111111-1111-4111-8111-111111111111',
        name: 'Pasado Antiguo',
        email: 'past@example.com',
        email_key: 'past@example.com',
        client_id: null,
        phone: '',
        service: 'consulta-gratuita',
        message: '',
        notify_email: null,
        lang: 'es',
        slot_start: past.toISOString(),
        slot_day: past.toISOString().slice(0, 10),
        status: 'confirmed',
        created_at: past.toISOString(),
        cancelled_at: null,
        updated_at: null,
        cancel_reason: null,
        cancelled_by: null,
      })
      .execute();

    const all = await studio.listStudioAppointments(OWNER, {});
    expect(all?.total).toBeGreaterThanOrEqual(10);
    const starts = all?.items.map((item) => item.start) ?? [];
    const firstPast = starts.findIndex((start) => Date.parse(start) < Date.now());
    expect(firstPast).toBe(starts.length - 1);
    const upcoming = starts.slice(0, firstPast);
    expect(upcoming).toEqual([...upcoming].sort());

    expect((await studio.listStudioAppointments(OWNER, { q: 'navarro' }))?.items.map((item) => item.name)).toEqual([
      'Luis Navarro',
    ]);
    expect((await studio.listStudioAppointments(OWNER, { q: `VISITOR-1-${stamp}` }))?.items).toHaveLength(1);
    // % and _ are searched as written, not as wildcards.
    expect((await studio.listStudioAppointments(OWNER, { q: '_100%' }))?.items.map((item) => item.name)).toEqual([
      'Zoë Percent_100%',
    ]);
    expect((await studio.listStudioAppointments(OWNER, { q: '%' }))?.items.map((item) => item.name)).toEqual([
      'Zoë Percent_100%',
    ]);
    expect((await studio.listStudioAppointments(OWNER, { from: listDay, to: listDay }))?.items).toHaveLength(2);
    const cancelled = await studio.listStudioAppointments(OWNER, { status: 'cancelled' });
    expect(cancelled?.items.length).toBeGreaterThan(0);
    expect(cancelled?.items.every((item) => item.status === 'cancelled')).toBe(true);

    // Out-of-bound filters are dropped rather than trusted; a page beyond the last shows the last.
    const odd = await studio.listStudioAppointments(OWNER, {
      status: 'deleted',
      from: '2026-02-30',
      q: 'x'.repeat(500),
      page: 10_000,
    });
    expect(odd?.query).toMatchObject({ status: undefined, from: undefined, q: undefined });
    expect(odd?.page).toBe(odd?.pageCount);
    expect(odd?.items.length).toBeLessThanOrEqual(STUDIO_PAGE_SIZE);
  });
});
