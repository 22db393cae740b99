import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { resetDatabase, setTestEnvironment } from './support/environment';
import { jsonRequest, slot, workingDay } from './support/requests';

const environment = setTestEnvironment();
const appointments = await import('@/app/api/appointments/route');
const leadMagnet = await import('@/app/api/lead-magnet/route');
const contact = await import('@/app/api/contact/route');
const verifyPassword = await import('@/app/api/gallery/verify-password/route');
const { getStore, closeStore } = await import('@/lib/provider/embedded/db/connection');

beforeAll(resetDatabase);
afterAll(closeStore);

type Handler = (request: Request) => Promise<Response>;

interface Endpoint {
  path: string;
  handler: Handler;
  valid: Record<string, unknown>;
  wrongTypes: Record<string, unknown>;
  injections: Record<string, unknown>[];
}

const date = slot(workingDay(5), '14:00');
const huge = 'x'.repeat(40 * 1024);

const endpoints: Endpoint[] = [
  {
    path: '/api/appointments',
    handler: appointments.POST,
    valid: { name: 'Ana López', email: 'ana@example.com', phone: '', date, service: 'consulta-gratuita', message: '' },
    wrongTypes: { name: 42, email: true, phone: [], date: { day: 'monday' }, service: 7, message: null },
    injections: [
      { name: 'Ana', email: "ana@example.com' OR '1'='1", date },
      { name: '<script>alert(1)</script>', email: 'ana@example.com', date },
      { name: 'Ana', email: 'ana@example.com', date: "2026-01-01'; DROP TABLE appointments;--" },
      { name: 'Ana', email: 'ana@example.com', date, service: "consulta'); DELETE FROM leads;--" },
      { name: 'Ana', email: 'ana@example.com', date, phone: '{{7*7}}' },
    ],
  },
  {
    path: '/api/lead-magnet?lang=es&stage=2&type=stage_specific&source=quiz',
    handler: leadMagnet.POST,
    valid: { email: 'lead@example.com' },
    wrongTypes: { email: 12345 },
    injections: [{ email: "lead@example.com'; DROP TABLE leads;--" }, { email: '<img src=x onerror=alert(1)>@x.com' }],
  },
  {
    path: '/api/contact',
    handler: contact.POST,
    valid: {
      name: 'Pablo',
      email: 'pablo@example.com',
      subject: 'Presupuesto',
      message: 'Necesito fotos de producto.',
      lang: 'es',
    },
    wrongTypes: { name: ['Pablo'], email: {}, subject: false, message: 1234567890, lang: 'es' },
    injections: [
      {
        name: 'Pablo',
        email: "p@example.com' --",
        subject: 'Hola',
        message: 'Un mensaje suficientemente largo.',
        lang: 'es',
      },
      {
        name: 'Pablo',
        email: 'p@example.com',
        subject: '<b>Hola</b>',
        message: 'Un mensaje suficientemente largo.',
        lang: 'es',
      },
      {
        name: 'Pablo',
        email: 'p@example.com',
        subject: 'Hola',
        message: 'Un mensaje suficientemente largo.',
        lang: "es'; DROP TABLE contact_messages;--",
      },
    ],
  },
  {
    path: '/api/gallery/verify-password',
    handler: verifyPassword.POST,
    valid: { galleryId: 'boutique-privada-retail', password: 'wrong-but-well-formed' },
    wrongTypes: { galleryId: 5, password: { $ne: null } },
    injections: [
      { galleryId: '../../etc/passwd', password: 'x' },
      { galleryId: "boutique' OR '1'='1", password: "' OR '1'='1" },
    ],
  },
];

function withQuery(path: string, extra: string): string {
  return path.includes('?') ? `${path.replace(/lang=[a-z]+/, '')}&${extra}` : `${path}?${extra}`;
}

async function expectClear4xx(response: Response, status?: number): Promise<void> {
  if (status) expect(response.status).toBe(status);
  expect(response.status).toBeGreaterThanOrEqual(400);
  expect(response.status).toBeLessThan(500);
  const answer = (await response.json()) as Record<string, unknown>;
  expect(answer.success).toBe(false);
  expect(typeof answer.message).toBe('string');
  expect(String(answer.message).length).toBeGreaterThan(5);
  expect(answer.error).toBe(answer.message);
}

describe.each(endpoints)(
  `Bad input on POST $path (${environment.driver})`,
  ({ path, handler, valid, wrongTypes, injections }) => {
    it('answers malformed JSON with 400', async () => {
      await expectClear4xx(await handler(jsonRequest(path, '{"name": "Ana", ', { raw: true })), 400);
    });

    it.each([
      ['an array', '[1,2]'],
      ['a string', '"hola"'],
      ['null', 'null'],
      ['an empty body', ''],
    ])('answers %s instead of an object with 400', async (_name, raw) => {
      await expectClear4xx(await handler(jsonRequest(path, raw, { raw: true })), 400);
    });

    it('answers bytes that are not UTF-8 with 400', async () => {
      const request = new Request(`http://localhost:3000${path}`, {
        method: 'POST',
        body: new Uint8Array([0x7b, 0xff, 0xfe, 0x7d]),
      });
      await expectClear4xx(await handler(request), 400);
    });

    it('answers wrong types with 400 and a message per field', async () => {
      const response = await handler(jsonRequest(path, wrongTypes));
      const copy = response.clone();
      await expectClear4xx(response, 400);
      expect(Object.keys(((await copy.json()) as { fieldErrors?: object }).fieldErrors ?? {}).length).toBeGreaterThan(
        0,
      );
    });

    it('answers missing fields with 400', async () => {
      await expectClear4xx(await handler(jsonRequest(path, {})), 400);
    });

    it('answers a body over 32 KB with 413', async () => {
      await expectClear4xx(await handler(jsonRequest(path, { ...valid, message: huge, name: huge })), 413);
    });

    it('answers a declared length over 32 KB with 413 before reading', async () => {
      await expectClear4xx(
        await handler(jsonRequest(path, valid, { headers: { 'content-length': String(64 * 1024) } })),
        413,
      );
    });

    it('answers an unknown language with 400', async () => {
      await expectClear4xx(await handler(jsonRequest(withQuery(path, 'lang=de'), valid)), 400);
      await expectClear4xx(await handler(jsonRequest(path.split('?')[0] ?? path, { ...valid, lang: 'fr' })), 400);
    });

    it.each(injections.map((payload, index) => [index + 1, payload] as const))(
      'answers injection string #%s with 400',
      async (_index, payload) => {
        await expectClear4xx(await handler(jsonRequest(path, payload)), 400);
      },
    );
  },
);

describe('Bad input stores nothing', () => {
  it('left every table empty and the schema intact', async () => {
    const { db } = await getStore();
    for (const table of ['appointments', 'leads', 'contact_messages', 'mail_outbox'] as const) {
      expect(await db.selectFrom(table).select('id').execute(), table).toEqual([]);
    }
    // The galleries' passwords live in the galleries themselves: the old table stays empty.
    expect(await db.selectFrom('gallery_passwords').select('gallery_id').execute()).toEqual([]);
  });
});
