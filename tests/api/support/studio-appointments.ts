import type { Payload } from 'payload';
import { afterAll, beforeAll, expect } from 'vitest';
import { resetDatabase, setTestEnvironment } from './environment';
import { calendarPart, textOf, type MimeMessage } from './mime';
import { body, getRequest, jsonRequest, slot } from './requests';
import { startTestSmtp } from './smtp';
import { localStudio } from './studio';

export const manageLink =
  /https:\/\/estudio\.example\/(es|en|it)\/(mi-reserva|my-booking|la-mia-prenotazione)\/([A-Za-z0-9_-]+)/;
export const ics = (mail: MimeMessage) => calendarPart(mail)?.body ?? '';
export const stampOf = (day: string, time: string) => `${day.replace(/-/g, '')}T${time.replace(':', '')}00`;

// Set by the beforeAll startStudioAppointments registers: a test file imports it as a live binding.
export let payload: Payload;

/**
 * The studio's side of the bookings as tests/api/studio-appointments-*.test.ts use it: mail through a real SMTP
 * server, an owner and an editor in the back office, visitors booking through the API. Call it first, at the top
 * level: it sets the environment before anything reads it.
 */
export async function startStudioAppointments() {
  const smtp = await startTestSmtp();
  const environment = setTestEnvironment({ SMTP_URL: smtp.url, SITE_URL: 'https://estudio.example' });
  const appointments = await import('@/app/api/appointments/route');
  const availability = await import('@/app/api/availability/route');
  const studio = await localStudio();
  const { onAppointmentListsExpired } = await import('@/lib/provider/appointment-cache');
  const { closeStore } = await import('@/lib/provider/embedded/db/connection');

  const stamp = Date.now().toString(36);
  const OWNER = { role: 'owner', auditActor: `owner-${stamp}@lumen.test` } as const;
  const EDITOR = { role: 'editor', auditActor: `editor-${stamp}@lumen.test` } as const;
  const expired: string[] = [];

  beforeAll(async () => {
    await resetDatabase();
    onAppointmentListsExpired((tag) => expired.push(tag));
    const { cms } = await import('@/lib/provider/cms');
    payload = await cms();
    for (const role of ['owner', 'editor'] as const) {
      await payload.create({
        collection: 'users',
        overrideAccess: true,
        data: { email: `${role}-${stamp}@lumen.test`, password: `Una-clave-larga-${stamp}`, role } as never,
      });
    }
  });

  afterAll(async () => {
    onAppointmentListsExpired(null);
    await payload.delete({
      collection: 'users',
      where: { email: { like: `-${stamp}@lumen.test` } },
      overrideAccess: true,
    });
    await closeStore();
    await smtp.stop();
  });

  /** The mails to an address so far, oldest first. */
  const mailsTo = (address: string): MimeMessage[] => smtp.received.filter((mail) => mail.envelopeTo.includes(address));

  async function nextMailTo(address: string, count: number): Promise<MimeMessage> {
    const deadline = Date.now() + 15_000;
    while (mailsTo(address).length < count && Date.now() < deadline)
      await new Promise((resolve) => setTimeout(resolve, 20));
    const mail = mailsTo(address)[count - 1];
    if (!mail) throw new Error(`expected ${count} mails to ${address}, got ${mailsTo(address).length}`);
    return mail;
  }

  let booked = 0;
  /** A visitor books through the API; returns the appointment's id and the manage token of their confirmation. */
  async function book(day: string, time: string, lang: 'es' | 'en' | 'it' = 'en', name = 'Carmen Ruiz') {
    booked += 1;
    const email = `visitor-${booked}-${stamp}@example.com`;
    const response = await appointments.POST(
      jsonRequest('/api/appointments', {
        name,
        email,
        phone: '+34 600 000 000',
        date: slot(day, time),
        lang,
        message: 'Hotel <b>boutique</b> en Xàtiva',
      }),
    );
    expect(response.status).toBe(201);
    const confirmation = await nextMailTo(email, 1);
    const token = manageLink.exec(textOf(confirmation))?.[3] ?? '';
    return { id: String((await body(response)).id), email, token, confirmation };
  }

  const freeTimes = async (day: string) =>
    (
      (await (await availability.GET(getRequest(`/api/availability?from=${day}&to=${day}`))).json()) as {
        slots: string[];
      }[]
    )[0]?.slots ?? [];

  return { environment, appointments, studio, stamp, OWNER, EDITOR, expired, nextMailTo, book, freeTimes };
}
