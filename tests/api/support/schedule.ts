import { afterAll, beforeAll, expect } from 'vitest';
import seededSchedule from '@/cms/seed/schedule.json';
import { owner, payload, setUpBackOffice } from './back-office';
import { resetDatabase } from './environment';
import { body, getRequest, jsonRequest, slot } from './requests';

export const visitor = {
  name: 'Ana López',
  email: 'ana@example.com',
  phone: '',
  service: 'consulta-gratuita',
  message: '',
};

/** The schedule as imported, put back: on PostgreSQL the next test files share this store. */
export async function restore(): Promise<void> {
  const { pauseMessage, ...shared } = seededSchedule;
  await payload.updateGlobal({
    slug: 'schedule',
    locale: 'es',
    data: { ...shared, pauseMessage: pauseMessage.es } as never,
    overrideAccess: true,
  });
  for (const lang of ['en', 'it'] as const) {
    await payload.updateGlobal({
      slug: 'schedule',
      locale: lang,
      data: { pauseMessage: pauseMessage[lang] } as never,
      overrideAccess: true,
    });
  }
}

/**
 * An empty bookings store and the back office with an owner and an editor, for tests/api/schedule-*.test.ts; the
 * schedule goes back as imported when the file ends. Call it at the top level, after setTestEnvironment.
 */
export function setUpScheduleOffice(): void {
  beforeAll(resetDatabase);
  // Registered before the back office's own: after-hooks run last-registered first, so the store closes last.
  afterAll(async () => {
    const { closeStore } = await import('@/lib/provider/embedded/db/connection');
    await restore();
    await closeStore();
  });
  setUpBackOffice({ emailPrefix: 'schedule-' });
}

/** The owner saves a change in the back office, the rest staying as it is. */
export async function ownerSaves(change: Record<string, unknown>, locale: 'es' | 'en' | 'it' = 'es'): Promise<void> {
  await payload.updateGlobal({ slug: 'schedule', locale, data: change as never, user: owner, overrideAccess: false });
}

export async function slotsOf(day: string): Promise<string[]> {
  const availability = await import('@/app/api/availability/route');
  const response = await availability.GET(getRequest(`/api/availability?from=${day}&to=${day}`));
  expect(response.status).toBe(200);
  return ((await response.json()) as { slots: string[] }[])[0]?.slots ?? [];
}

export async function book(
  day: string,
  time: string,
  lang = 'es',
): Promise<{ status: number; answer: Record<string, unknown> }> {
  const appointments = await import('@/app/api/appointments/route');
  const response = await appointments.POST(
    jsonRequest('/api/appointments', { ...visitor, lang, date: slot(day, time) }),
  );
  return { status: response.status, answer: await body(response) };
}

export const readSchedule = async () => (await import('@/lib/provider/cms/schedule')).readSchedule();

export function weekdayName(day: string): string {
  return (
    ['sunday', 'monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday'][
      new Date(`${day}T12:00:00Z`).getUTCDay()
    ] ?? ''
  );
}
