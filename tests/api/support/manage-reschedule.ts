import ICAL from 'ical.js';
import { afterAll, beforeAll, expect } from 'vitest';
import { madridInstant } from '@/lib/domain/booking-calendar';
import { resetDatabase, setTestEnvironment, type TestEnvironment } from './environment';
import { calendarPart, type MimeMessage } from './mime';
import { body, jsonRequest, slot } from './requests';
import { startTestSmtp, type TestSmtp } from './smtp';

let smtp: TestSmtp;

/**
 * Mail through a real SMTP server, links to SITE_URL and an empty store, for tests/api/manage-reschedule-*.test.ts.
 * Call it first, at the top level: it sets the environment before anything reads it.
 */
export async function startReschedule(): Promise<TestEnvironment> {
  smtp = await startTestSmtp();
  const environment = setTestEnvironment({ SMTP_URL: smtp.url, SITE_URL: 'https://estudio.example' });
  beforeAll(resetDatabase);
  afterAll(async () => {
    const { closeStore } = await import('@/lib/provider/embedded/db/connection');
    await closeStore();
    await smtp.stop();
  });
  return environment;
}

export async function book(email: string, day: string, time: string, lang = 'en', timeZone?: string) {
  const appointments = await import('@/app/api/appointments/route');
  const { flushOutbox } = await import('@/lib/provider/embedded');
  const { signManageToken } = await import('@/lib/provider/embedded/manage-token');
  const payload = {
    name: 'Emma Clarke',
    email,
    phone: '',
    date: slot(day, time),
    service: 'free-consultation',
    message: '',
    lang,
    timeZone,
  };
  const response = await appointments.POST(jsonRequest('/api/appointments', payload));
  expect(response.status).toBe(201);
  const id = String((await body(response)).id);
  await flushOutbox();
  return { id, token: signManageToken(id, madridInstant(day, time)) };
}

export const move = async (token: unknown, date: string, lang = 'en') => {
  const reschedule = await import('@/app/api/appointments/reschedule/route');
  return reschedule.POST(jsonRequest('/api/appointments/reschedule', { token, date, lang }));
};

export const mailsTo = (address: string): MimeMessage[] =>
  smtp.received.filter((mail) => mail.envelopeTo.includes(address));

export async function row(id: string) {
  const { getStore } = await import('@/lib/provider/embedded/db/connection');
  const { db } = await getStore();
  return db
    .selectFrom('appointments')
    .select(['slot_start', 'sequence', 'visitor_moves', 'status'])
    .where('id', '=', id)
    .executeTakeFirstOrThrow();
}

export function eventOf(mail: MimeMessage) {
  const calendar = new ICAL.Component(ICAL.parse(calendarPart(mail)?.body ?? ''));
  const event = calendar.getFirstSubcomponent('vevent');
  if (!event) throw new Error('no VEVENT');
  return {
    method: calendar.getFirstPropertyValue('method'),
    uid: event.getFirstPropertyValue('uid'),
    sequence: event.getFirstPropertyValue('sequence'),
    start: (event.getFirstPropertyValue('dtstart') as ICAL.Time).toJSDate().toISOString(),
  };
}
