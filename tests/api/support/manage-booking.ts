import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, expect } from 'vitest';
import { resetDatabase, setTestEnvironment, type TestEnvironment } from './environment';
import { parseMime, textOf, type MimeMessage } from './mime';
import { body, getRequest, jsonRequest, slot } from './requests';
import { manageLink } from './studio-appointments';

let environment: TestEnvironment;

/**
 * The settings of tests/api/manage-booking-*.test.ts (mail written as .eml files, links to SITE_URL) and an empty
 * store. Call it first, at the top level: it sets the environment before anything reads it.
 */
export function setUpManageBooking(): TestEnvironment {
  environment = setTestEnvironment({ SMTP_URL: undefined, SITE_URL: 'https://estudio.example' });
  beforeAll(resetDatabase);
  afterAll(async () => {
    const { closeStore } = await import('@/lib/provider/embedded/db/connection');
    await closeStore();
  });
  return environment;
}

export function outbox(): MimeMessage[] {
  const files = readdirSync(environment.outboxDir).filter((file) => file.endsWith('.eml'));
  return files.map((file) => parseMime(readFileSync(path.join(environment.outboxDir, file), 'utf8')));
}

export const mailsTo = (address: string) => outbox().filter((mail) => mail.headers.to?.includes(address));

/** Books a slot through the API and returns the token of the manage link its confirmation carries. */
export async function book(email: string, day: string, time: string, lang: 'es' | 'en' | 'it' = 'es') {
  const appointments = await import('@/app/api/appointments/route');
  const response = await appointments.POST(
    jsonRequest('/api/appointments', {
      name: 'Carmen Ruiz',
      email,
      date: slot(day, time),
      lang,
      message: 'Mi hotel en Xàtiva',
    }),
  );
  expect(response.status).toBe(201);
  const [confirmation] = mailsTo(email);
  const link = manageLink.exec(confirmation ? textOf(confirmation) : '');
  expect(link, 'the confirmation carries the manage link').not.toBeNull();
  return { id: String((await body(response)).id), link: link?.[0] ?? '', token: link?.[3] ?? '', confirmation };
}

export const freeTimes = async (day: string) => {
  const availability = await import('@/app/api/availability/route');
  return (
    (
      (await (await availability.GET(getRequest(`/api/availability?from=${day}&to=${day}`))).json()) as {
        slots: string[];
      }[]
    )[0]?.slots ?? []
  );
};

export const cancelWith = async (token: unknown, lang = 'es') => {
  const cancel = await import('@/app/api/appointments/cancel/route');
  return cancel.POST(jsonRequest('/api/appointments/cancel', { token, lang }));
};
