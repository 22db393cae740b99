import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { STUDIO_EMAIL, resetDatabase, setTestEnvironment } from './support/environment';
import { parseMime, textOf, type MimeMessage } from './support/mime';
import { body, jsonRequest, slot, workingDay } from './support/requests';

const environment = setTestEnvironment({ SMTP_URL: undefined, SITE_URL: 'https://estudio.example' });
const appointments = await import('@/app/api/appointments/route');
const cancel = await import('@/app/api/appointments/cancel/route');
const contact = await import('@/app/api/contact/route');
const leadMagnet = await import('@/app/api/lead-magnet/route');
const { closeStore } = await import('@/lib/provider/embedded/db/connection');

beforeAll(resetDatabase);
afterAll(closeStore);

/**
 * Mail to a visitor goes to whatever address was typed into a form, so it must not carry anything else they typed:
 * otherwise anyone could have the studio send their text (links, adverts) under its name to anyone.
 */
const SPAM = {
  name: 'Cheap Pills At www.spam-shop.example Now',
  phone: '+39 (0) 555-1234 99',
  message: 'WIN MONEY <a href="https://spam-shop.example/win">click here</a> https://spam-shop.example/free',
  subject: 'FREE MONEY visit spam-shop.example today',
};
const TRACES = ['spam-shop', 'Pills', 'WIN MONEY', 'click here', 'FREE MONEY', '555-1234', 'href="https://spam'];

function outbox(): MimeMessage[] {
  const files = readdirSync(environment.outboxDir).filter((file) => file.endsWith('.eml'));
  return files.map((file) => parseMime(readFileSync(path.join(environment.outboxDir, file), 'utf8')));
}

const mailsTo = (address: string) => outbox().filter((mail) => mail.headers.to?.includes(address));

/** Everything a visitor's mail shows: subject, every part (text, HTML) and every attachment (.ics), decoded. */
function everything(mail: MimeMessage): string {
  return [mail.subject, ...mail.parts.map((part) => part.body)].join('\n');
}

function expectNoVisitorText(mail: MimeMessage | undefined): void {
  expect(mail).toBeDefined();
  const shown = everything(mail as MimeMessage);
  for (const trace of TRACES) expect(shown, trace).not.toContain(trace);
}

describe(`Mail to a visitor carries none of the text they typed, on ${environment.driver}`, () => {
  it('the booking confirmation and its .ics, then the cancellation and its .ics; the studio still reads it all', async () => {
    const email = 'spam-target@example.com';
    const response = await appointments.POST(
      jsonRequest('/api/appointments', {
        ...SPAM,
        email,
        date: slot(workingDay(6), '11:30'),
        service: 'publicidad',
        lang: 'en',
      }),
    );
    expect(response.status).toBe(201);
    const [confirmation] = mailsTo(email);
    expectNoVisitorText(confirmation);
    // The calendar file named in the visitor's language, not in Spanish.
    expect(
      confirmation?.parts.filter((part) => part.filename?.endsWith('.ics')).map((part) => part.filename),
    ).toContain('consultation-lumen-estudio.ics');
    // The service by our own label (the booking form's and the manage page's), the greeting without a name.
    expect(textOf(confirmation as MimeMessage)).toContain('Service: Advertising and corporate\r\n');
    // The studio's address as the English site writes it.
    expect(textOf(confirmation as MimeMessage)).toContain(
      'Carrer de Sueca, 31, ground floor, 46006\u00a0València, Spain · hola@lumenestudio.es',
    );
    expect(textOf(confirmation as MimeMessage)).toMatch(/^Hello,\r?\n/);

    const studio = mailsTo(STUDIO_EMAIL).map(everything).join('\n');
    expect(studio).toContain(SPAM.name);
    expect(studio).toContain('spam-shop.example/free');

    const token = /\/my-booking\/([A-Za-z0-9_-]+)/.exec(textOf(confirmation as MimeMessage))?.[1];
    expect(token).toBeDefined();
    const cancelled = await cancel.POST(jsonRequest('/api/appointments/cancel', { token, lang: 'en' }));
    expect(cancelled.status).toBe(200);
    const cancellation = mailsTo(email).find((mail) => mail.subject.startsWith('Appointment cancelled'));
    expectNoVisitorText(cancellation);
    expect(cancellation?.parts.map((part) => part.filename)).toContain('consultation-lumen-estudio-cancelled.ics');
  });

  it('the contact receipt', async () => {
    const email = 'contact-target@example.com';
    const response = await contact.POST(jsonRequest('/api/contact', { ...SPAM, email, lang: 'es' }));
    expect(response.status).toBe(201);
    const [receipt] = mailsTo(email);
    expectNoVisitorText(receipt);
    expect(textOf(receipt as MimeMessage)).toMatch(/^Hola:\r?\n/);
  });

  it('the lead magnet guide', async () => {
    const email = 'lead-target@example.com';
    const response = await leadMagnet.POST(
      jsonRequest('/api/lead-magnet?lang=it&stage=3&type=stage_specific&source=spam-shop', { email }),
    );
    expect(response.status).toBe(201);
    const [guide] = mailsTo(email);
    expectNoVisitorText(guide);
  });
});

describe('Only a service the studio offers can be booked', () => {
  it.each([
    ['es', 'compra-pastillas-baratas', 'El servicio elegido no es válido.'],
    ['en', 'visit-spam-shop-example', 'The chosen service is not valid.'],
    ['it', 'consulta-gratuita-x', 'Il servizio scelto non è valido.'],
  ])(
    '%s: the unknown service %s is a 400 with a localised field message, and nothing is stored or mailed',
    async (lang, service, message) => {
      const email = `service-${service}@example.com`;
      const response = await appointments.POST(
        jsonRequest('/api/appointments', { name: 'Ana', email, date: slot(workingDay(7), '15:00'), service, lang }),
      );
      expect(response.status).toBe(400);
      expect((await body(response)).fieldErrors).toEqual({ service: message });
      expect(mailsTo(email)).toHaveLength(0);
    },
  );

  it.each([
    'consulta-gratuita',
    'free-consultation',
    'consulenza-gratuita',
    'arquitectura',
    'publicidad',
    'turismo',
    'nm-ia',
  ])('the known service %s is booked', async (service) => {
    const response = await appointments.POST(
      jsonRequest('/api/appointments', {
        name: 'Ana',
        email: `${service}@example.com`,
        date: slot(workingDay(8), '10:00'),
        service,
      }),
    );
    // One slot for all of them: the first books it, the others find it taken — none is refused for its service.
    expect([201, 409]).toContain(response.status);
  });
});
