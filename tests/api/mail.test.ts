import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { STUDIO_EMAIL, resetDatabase, setTestEnvironment } from './support/environment';
import { alternativeBlock, attachment, calendarPart, textOf } from './support/mime';
import { body, jsonRequest, slot, workingDay } from './support/requests';
import { startTestSmtp } from './support/smtp';

const smtp = await startTestSmtp();
const environment = setTestEnvironment({ SMTP_URL: smtp.url });
const appointments = await import('@/app/api/appointments/route');
const leadMagnet = await import('@/app/api/lead-magnet/route');
const contact = await import('@/app/api/contact/route');
const { flushOutbox } = await import('@/lib/provider/embedded');
const { getStore, closeStore } = await import('@/lib/provider/embedded/db/connection');

beforeAll(resetDatabase);
afterAll(async () => {
  await closeStore();
  await smtp.stop();
});

function mailTo(address: string) {
  const found = smtp.received.filter((mail) => mail.envelopeTo.includes(address));
  expect(found, `mail to ${address}`).toHaveLength(1);
  const [mail] = found;
  if (!mail) throw new Error('unreachable');
  return mail;
}

describe(`E-mail through SMTP on ${environment.driver}`, () => {
  it('confirms a booking to the visitor in their language with an .ics in Madrid time, and notifies the studio, never notifyEmail', async () => {
    const day = workingDay(5);
    const response = await appointments.POST(
      jsonRequest('/api/appointments', {
        name: 'Emma Clarke',
        email: 'emma@example.co.uk',
        phone: '+44 20 7946 0000',
        date: slot(day, '10:00'),
        service: 'free-consultation',
        message: 'Boutique hotel in Valencia, 12 rooms.',
        notifyEmail: 'bookings@lumen.test',
      }),
    );
    expect(response.status).toBe(201);
    await smtp.waitFor(2);

    const confirmation = mailTo('emma@example.co.uk');
    expect(confirmation.headers['content-language']).toBe('en');
    expect(confirmation.subject).toContain('Your free consultation with Lumen Estudio');
    // Greeted without the name they typed: mail to a visitor carries none of their text.
    expect(textOf(confirmation)).toMatch(/^Hello,\r?\n/);
    expect(textOf(confirmation)).not.toContain('Emma');
    expect(textOf(confirmation)).toContain('10:00 (Madrid time, CET/CEST)');
    expect(textOf(confirmation)).toContain('30 minutes, by video call');
    // A calendar invitation as RFC 6047 has it: text/calendar; method=REQUEST inside multipart/alternative, beside
    // the text and HTML, and the same file attached as .ics for programs that only read attachments.
    const ics = calendarPart(confirmation);
    expect(ics?.contentType).toMatch(/^text\/calendar; charset=utf-8; method=REQUEST/i);
    expect(alternativeBlock(confirmation)).toMatch(/Content-Type: text\/calendar; charset=utf-8; method=REQUEST/i);
    expect(alternativeBlock(confirmation)).toMatch(/Content-Type: text\/plain/i);
    expect(alternativeBlock(confirmation)).toMatch(/Content-Type: text\/html/i);
    expect(attachment(confirmation, '.ics')?.body.trim()).toBe(ics?.body.trim());
    expect(ics?.body).toContain('METHOD:REQUEST');
    // Pending until the studio confirms it.
    expect(ics?.body).toContain('STATUS:TENTATIVE');
    expect(ics?.body).toContain('SEQUENCE:0');
    expect(ics?.body).toContain(`DTSTART;TZID=Europe/Madrid:${day.replace(/-/g, '')}T100000`);
    expect(ics?.body).toContain(`DTEND;TZID=Europe/Madrid:${day.replace(/-/g, '')}T103000`);
    expect(ics?.body).toContain('BEGIN:VTIMEZONE');
    expect(ics?.body).toContain('\r\n');

    expect(smtp.received.some((mail) => mail.envelopeTo.includes('bookings@lumen.test'))).toBe(false);
    const notification = mailTo(STUDIO_EMAIL);
    expect(notification.headers['content-language']).toBe('es');
    expect(notification.subject).toContain('Nueva reserva: Emma Clarke');
    expect(notification.headers['reply-to']).toContain('emma@example.co.uk');
  });

  it('notifies STUDIO_EMAIL when the booking names no notifyEmail', async () => {
    const before = smtp.received.length;
    await appointments.POST(
      jsonRequest('/api/appointments', {
        name: 'Giulia Rossi',
        email: 'giulia@example.it',
        date: slot(workingDay(5), '11:00'),
        lang: 'it',
      }),
    );
    await smtp.waitFor(before + 2);
    expect(mailTo('giulia@example.it').subject).toContain('La tua consulenza gratuita con Lumen Estudio');
    expect(smtp.received.slice(before).some((mail) => mail.envelopeTo.includes(STUDIO_EMAIL))).toBe(true);
  });

  it('e-mails the stage guide to a lead, linking /api/download-pdf with the same parameters', async () => {
    const before = smtp.received.length;
    const response = await leadMagnet.POST(
      jsonRequest('/api/lead-magnet?lang=it&stage=3&type=stage_specific&source=quiz', { email: 'marco@example.it' }),
    );
    expect(response.status).toBe(201);
    // The answer waits at most 3 s for the mail; building the PDF attachment may take longer on a busy machine.
    await smtp.waitFor(before + 1);
    const mail = mailTo('marco@example.it');
    expect(mail.headers['content-language']).toBe('it');
    expect(mail.subject).toContain('fase 3');
    expect(textOf(mail)).toContain('http://localhost:3000/api/download-pdf?lang=it&stage=3');
    expect(attachment(mail, '.pdf')?.body.startsWith('%PDF')).toBe(true);
  });

  it('forwards a contact message to the studio and acknowledges it to the visitor', async () => {
    const before = smtp.received.length;
    const response = await contact.POST(
      jsonRequest('/api/contact', {
        name: 'Pablo Gómez',
        email: 'pablo@example.es',
        subject: 'Fotos de un restaurante',
        message: 'Queremos renovar las fotos de la carta.',
        lang: 'es',
      }),
    );
    expect(response.status).toBe(201);
    await smtp.waitFor(before + 2);
    const forwarded = smtp.received.slice(before).find((mail) => mail.envelopeTo.includes(STUDIO_EMAIL));
    expect(forwarded?.subject).toBe('Mensaje de contacto: Fotos de un restaurante');
    expect(forwarded?.headers['reply-to']).toContain('pablo@example.es');
    const receipt = mailTo('pablo@example.es');
    expect(receipt.subject).toBe('Hemos recibido tu mensaje');
    // The receipt goes to an unconfirmed address: none of the visitor's words are in it; the studio's copy has them
    // all.
    expect(textOf(receipt)).toContain('Gracias por escribirnos');
    expect(textOf(receipt)).not.toContain('Queremos renovar');
    expect(textOf(receipt)).not.toContain('Fotos de un restaurante');
    expect(forwarded && textOf(forwarded)).toContain('Queremos renovar las fotos de la carta.');
  });
});

describe('An SMTP outage loses nothing', () => {
  it('stores the booking, lead and message while the server is down, and delivers them once it is back', async () => {
    await smtp.stop();
    const answers = await Promise.all([
      appointments.POST(
        jsonRequest('/api/appointments', {
          name: 'Sin Correo',
          email: 'outage@example.com',
          date: slot(workingDay(6), '13:00'),
        }),
      ),
      leadMagnet.POST(jsonRequest('/api/lead-magnet?lang=es', { email: 'outage-lead@example.com' })),
      contact.POST(
        jsonRequest('/api/contact', {
          name: 'Sin Correo',
          email: 'outage-contact@example.com',
          subject: 'Hola',
          message: 'Un mensaje durante la caída.',
          lang: 'es',
        }),
      ),
    ]);
    expect(answers.map((answer) => answer.status)).toEqual([201, 201, 201]);
    expect((await body(answers[0] as Response)).success).toBe(true);

    const { db } = await getStore();
    // Background retries started by these submissions may be failing right now; poll until every row has been
    // tried, failed and put back to wait, rather than reading a moment when a retry holds one of them.
    const pendingRows = () =>
      db
        .selectFrom('mail_outbox')
        .select(['recipient', 'attempts', 'last_error'])
        .where('status', '=', 'pending')
        .execute();
    let waiting = await pendingRows();
    for (
      let tries = 0;
      tries < 250 && !(waiting.length === 5 && waiting.every((row) => row.attempts >= 1 && row.last_error));
      tries += 1
    ) {
      await new Promise((resolve) => setTimeout(resolve, 20));
      waiting = await pendingRows();
    }
    expect(waiting.map((row) => row.recipient).sort()).toEqual(
      [
        'outage-contact@example.com',
        'outage-lead@example.com',
        'outage@example.com',
        STUDIO_EMAIL,
        STUDIO_EMAIL,
      ].sort(),
    );
    expect(waiting.every((row) => row.attempts >= 1 && row.last_error)).toBe(true);

    await smtp.start();
    const before = smtp.received.length;
    // A background retry from the submissions may hold a row for a moment (its flush then counts it as not sent by
    // itself); flushing until nothing is left is what a running server's retry does.
    let sent = 0;
    for (let tries = 0; tries < 50; tries += 1) {
      sent += (await flushOutbox({ ignoreBackoff: true })).sent;
      if ((await db.selectFrom('mail_outbox').select('id').where('status', '!=', 'sent').execute()).length === 0) break;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    expect(sent).toBeGreaterThan(0);
    await smtp.waitFor(before + 5);
    expect(mailTo('outage@example.com').subject).toContain('Tu consulta gratuita con Lumen Estudio');
    expect(await db.selectFrom('mail_outbox').select('id').where('status', '!=', 'sent').execute()).toEqual([]);
  });
});
