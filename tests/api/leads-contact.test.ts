import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { resetDatabase, setTestEnvironment } from './support/environment';
import { body, jsonRequest } from './support/requests';

const environment = setTestEnvironment({ RATE_LIMIT_WRITES_PER_MINUTE: '3' });
const leadMagnet = await import('@/app/api/lead-magnet/route');
const contact = await import('@/app/api/contact/route');
const appointments = await import('@/app/api/appointments/route');
const { getStore, closeStore } = await import('@/lib/provider/embedded/db/connection');

beforeAll(resetDatabase);
afterAll(closeStore);

describe(`Lead magnet on ${environment.driver}`, () => {
  it('records the lead with its language, stage, type, source and the time consent was given', async () => {
    const before = Date.now();
    const response = await leadMagnet.POST(
      jsonRequest('/api/lead-magnet?lang=en&stage=4&type=stage_specific&source=quiz', { email: 'Owner@Example.com ' }),
    );
    expect(response.status).toBe(201);
    expect(await body(response)).toMatchObject({
      success: true,
      message: 'Thank you for subscribing! We have sent the guide to your email.',
    });
    const { db } = await getStore();
    const lead = await db.selectFrom('leads').selectAll().executeTakeFirstOrThrow();
    expect(lead).toMatchObject({
      email: 'Owner@Example.com',
      lang: 'en',
      stage: 4,
      type: 'stage_specific',
      source: 'quiz',
    });
    expect(Date.parse(lead.consent_at)).toBeGreaterThanOrEqual(before - 1000);
  });

  it('defaults stage 1 (marked as not given), type general and source home', async () => {
    await leadMagnet.POST(jsonRequest('/api/lead-magnet?lang=es', { email: 'defaults@example.com' }));
    await leadMagnet.POST(jsonRequest('/api/lead-magnet?lang=es&stage=1', { email: 'stage-one@example.com' }));
    const { db } = await getStore();
    const lead = await db
      .selectFrom('leads')
      .selectAll()
      .where('email', '=', 'defaults@example.com')
      .executeTakeFirstOrThrow();
    expect(lead).toMatchObject({ stage: 1, type: 'general', source: 'home', lang: 'es' });
    expect(Number(lead.stage_given)).toBe(0);
    // A stage the caller sends is the visitor's, even when it is 1.
    const given = await db
      .selectFrom('leads')
      .selectAll()
      .where('email', '=', 'stage-one@example.com')
      .executeTakeFirstOrThrow();
    expect([Number(given.stage), Number(given.stage_given)]).toEqual([1, 1]);
  });

  it.each([
    ['an invalid e-mail', '/api/lead-magnet?lang=en', { email: 'not-an-email' }, 'Please enter a valid email address'],
    [
      'a refused consent',
      '/api/lead-magnet?lang=en',
      { email: 'a@example.com', acceptTerms: false },
      'You must accept the terms and conditions',
    ],
    [
      'a stage out of range',
      '/api/lead-magnet?lang=es&stage=9',
      { email: 'a@example.com' },
      'La etapa debe ser un número del 1 al 5.',
    ],
  ])('refuses %s with 400 and the spec message', async (_name, url, payload, message) => {
    const response = await leadMagnet.POST(jsonRequest(url, payload));
    expect(response.status).toBe(400);
    expect(await body(response)).toMatchObject({ success: false, error: message });
  });
});

describe('Contact: stored as sent; name and subject 2+, valid e-mail, message 10+, terms accepted', () => {
  it('stores the message verbatim, even text that looks like SQL', async () => {
    const message = "Robert'); DROP TABLE contact_messages;-- quiere un presupuesto.";
    const response = await contact.POST(
      jsonRequest('/api/contact', {
        name: "Robert O'Brien",
        email: 'rob@example.com',
        subject: 'Presupuesto',
        message,
        lang: 'es',
      }),
    );
    expect(response.status).toBe(201);
    expect(await body(response)).toMatchObject({
      success: true,
      message: 'Mensaje enviado. Te responderemos lo antes posible.',
    });
    const { db } = await getStore();
    expect(await db.selectFrom('contact_messages').select(['name', 'message']).execute()).toEqual([
      { name: "Robert O'Brien", message },
    ]);
  });

  it.each([
    ['name', { name: 'A' }, 'Name is required'],
    ['email', { email: 'nope' }, 'Valid email is required'],
    ['subject', { subject: 'x' }, 'Subject is required'],
    ['message', { message: 'short' }, 'Message must be at least 10 characters'],
    ['terms, when sent', { terms: false }, 'You must accept the terms'],
    [
      'subject, which names the signs it refuses',
      { subject: 'Budget < 500 €' },
      'Please do not use the signs < or > in this field.',
    ],
    ['name, with a control character', { name: 'Ann\u0007a' }, 'The text contains characters that are not allowed.'],
    [
      'name, with a right-to-left override',
      { name: 'Ana\u202eTest' },
      'The text contains characters that are not allowed.',
    ],
    [
      'subject, with a bidirectional isolate',
      { subject: 'Shoot \u2067ing' },
      'The text contains characters that are not allowed.',
    ],
    [
      'message, with a C1 control',
      { message: 'We need photos\u0085 of our office.' },
      'The text contains characters that are not allowed.',
    ],
  ])('applies the %s rule', async (field, change, message) => {
    const valid = {
      name: 'Anna',
      email: 'anna@example.com',
      subject: 'Shooting',
      message: 'We need photos of our new office.',
      lang: 'en',
    };
    const response = await contact.POST(jsonRequest('/api/contact', { ...valid, ...change }));
    expect(response.status).toBe(400);
    expect(((await body(response)).fieldErrors as Record<string, string>)[field.split(',')[0] ?? field]).toBe(message);
  });
});

describe('Spam and floods', () => {
  it('treats a filled honeypot as spam without telling the sender', async () => {
    const { db } = await getStore();
    const count = async () => (await db.selectFrom('contact_messages').select('id').execute()).length;
    const before = await count();
    const response = await contact.POST(
      jsonRequest('/api/contact', {
        name: 'Bot',
        email: 'bot@example.com',
        subject: 'Offer',
        message: 'Cheap followers for you!',
        lang: 'en',
        website: 'http://spam.example',
      }),
    );
    expect(response.status).toBe(201);
    expect(await body(response)).toMatchObject({
      success: true,
      message: 'Message sent. We will reply as soon as possible.',
    });
    expect(await count()).toBe(before);
    const booking = await appointments.POST(
      jsonRequest('/api/appointments', { name: 'Bot', email: 'bot@example.com', date: 'x', website: 'spam' }),
    );
    expect(booking.status).toBe(201);
    expect(await db.selectFrom('appointments').select('id').execute()).toEqual([]);
  });

  it('limits writes per client (RATE_LIMIT_WRITES_PER_MINUTE=3) with 429 and Retry-After', async () => {
    const ip = '203.0.113.7';
    const statuses: number[] = [];
    let last: Response | undefined;
    for (let attempt = 0; attempt < 4; attempt += 1) {
      last = await leadMagnet.POST(
        jsonRequest('/api/lead-magnet?lang=es', { email: `flood${attempt}@example.com` }, { ip }),
      );
      statuses.push(last.status);
    }
    expect(statuses).toEqual([201, 201, 201, 429]);
    expect(Number(last?.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(await last?.json()).toMatchObject({
      success: false,
      message: 'Demasiadas solicitudes. Espera un momento y vuelve a intentarlo.',
    });
    expect(
      (
        await leadMagnet.POST(
          jsonRequest('/api/lead-magnet?lang=es', { email: 'other@example.com' }, { ip: '203.0.113.8' }),
        )
      ).status,
    ).toBe(201);
  });

  it('mails one address at most MAIL_PER_RECIPIENT_PER_DAY (5) times a day, storing every submission; the studio always hears', async () => {
    const victim = 'someone-else@example.org';
    for (let i = 0; i < 4; i += 1) {
      expect((await leadMagnet.POST(jsonRequest('/api/lead-magnet?lang=es', { email: victim }))).status).toBe(201);
    }
    const message = {
      name: 'Spam',
      email: victim.toUpperCase(),
      subject: 'Oferta',
      message: 'Texto de otra persona.',
      lang: 'es',
    };
    for (let i = 0; i < 3; i += 1) expect((await contact.POST(jsonRequest('/api/contact', message))).status).toBe(201);
    const { db } = await getStore();
    const toVictim = await db
      .selectFrom('mail_outbox')
      .select('kind')
      .where(sql<string>`lower(recipient)`, '=', victim)
      .execute();
    expect(toVictim).toHaveLength(5);
    expect(await db.selectFrom('leads').select('id').where('email', '=', victim).execute()).toHaveLength(4);
    expect(await db.selectFrom('contact_messages').select('id').where('subject', '=', 'Oferta').execute()).toHaveLength(
      3,
    );
    const forwards = await db
      .selectFrom('mail_outbox')
      .select('kind')
      .where('kind', '=', 'contact-forward')
      .where('payload', 'like', '%Oferta%')
      .execute();
    expect(forwards).toHaveLength(3);
  });
});
