import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { jsonRequest, slot, workingDay } from './support/requests';
import { startInbox } from './support/studio-inbox';

// A person's data: found however their address was written, exported as JSON, and erased from every table.
const { appointmentsRoute, book, cmsPostForm, lead, message, personal, smtp, stamp } = await startInbox();
const { madridInstant, addDays, madridDay } = await import('@/lib/domain/booking-calendar');
const { getStore } = await import('@/lib/provider/embedded/db/connection');

describe('A person’s data: find, export, erase', () => {
  const person = { name: 'Ana Pérez Villalba', phone: '+34 611 222 333', words: 'Mi casa en la calle Colón 12' };

  async function everyTable(): Promise<string[]> {
    const { db, driver } = await getStore();
    const result =
      driver === 'postgres'
        ? await sql<{
            name: string;
          }>`select table_name as name from information_schema.tables where table_schema = current_schema() and table_type = 'BASE TABLE'`.execute(
            db,
          )
        : await sql<{
            name: string;
          }>`select name from sqlite_master where type = 'table' and name not like 'sqlite_%'`.execute(db);
    return result.rows.map((row) => row.name).sort();
  }

  async function dumpOf(table: string): Promise<string> {
    const { db } = await getStore();
    const rows = await sql<Record<string, unknown>>`select * from ${sql.table(table)}`.execute(db);
    return JSON.stringify(rows.rows).toLowerCase();
  }

  it('finds every way the address was written, exports it as JSON for an owner only, and erases it from every table', async () => {
    const day = workingDay(6);
    // Booked while the mail server is down, so that its mail is still queued; the rest is sent.
    await smtp.stop();
    const futureId = await book(person.name, 'ana.perez+citas@gmail.com', day, '16:00', {
      phone: person.phone,
      message: person.words,
    });
    await smtp.start();
    await message(person.name, 'AnaPerez@googlemail.com', 'Presupuesto', `${person.words}, ¿cuánto cuesta?`);
    await lead('a.n.a.perez@gmail.com', 'lang=es&stage=3&source=quiz');
    await book('Otra Persona', 'otra@example.com', day, '16:30');
    await message('Anabel Pérez', 'anabelperez@gmail.com', 'Otra cosa', 'Esta persona no es Ana.');
    // An address that ends like hers is somebody else's.
    await message('Juana Ruiz', 'juana.perez+citas@gmail.com', 'Otra cosa', 'Esta persona tampoco es Ana.');
    // A past booking, which keeps its slot in the history once anonymised.
    const { db } = await getStore();
    const pastId = crypto.randomUUID();
    const past = madridInstant(addDays(madridDay(new Date()), -20), '10:00');
    await db
      .insertInto('appointments')
      .values({
        id: pastId,
        name: person.name,
        email: 'ANA.PEREZ@gmail.com',
        email_key: 'anaperez@gmail.com',
        phone: person.phone,
        service: 'consulta-gratuita',
        message: person.words,
        lang: 'es',
        slot_start: past.toISOString(),
        slot_day: madridDay(past),
        status: 'confirmed',
        created_at: new Date(past.getTime() - 86_400_000).toISOString(),
        // Where she lives, roughly: her browser's time zone, sent with the booking.
        time_zone: 'Atlantic/Canary',
      })
      .execute();

    const found = await personal.findPersonalData({ email: 'anaperez@gmail.com' });
    expect(found?.appointments.map((row) => row.id).sort()).toEqual([futureId, pastId].sort());
    expect(found?.leads.map((row) => row.email)).toEqual(['a.n.a.perez@gmail.com']);
    expect(found?.messages.map((row) => row.email)).toEqual(['AnaPerez@googlemail.com']);
    // Mail to her, and the studio's notices about her (which reply to her address).
    const kinds = found?.mails.map((row) => row.kind).sort();
    expect(kinds).toEqual([
      'booking-confirmation',
      'booking-notification',
      'contact-ack',
      'contact-forward',
      'lead-guide',
    ]);
    expect(found?.mails.find((row) => row.kind === 'booking-confirmation')?.status).toBe('pending');
    expect(await personal.findPersonalData({ email: 'not an address' })).toBeNull();

    for (const who of ['editor', 'nobody'] as const) {
      const refused = await cmsPostForm('studio/personal-data/export', { email: 'anaperez@gmail.com' }, who);
      expect(refused.status, who).toBe(403);
      expect(await refused.text()).not.toContain('Pérez');
    }
    const exported = await cmsPostForm('studio/personal-data/export', { email: 'anaperez@gmail.com' }, 'owner');
    expect(exported.status).toBe(200);
    expect(exported.headers.get('content-disposition')).toMatch(/^attachment; filename="personal-data-/);
    const json = (await exported.json()) as {
      appointments: { id: string; phone: string; history: unknown[] }[];
      leads: unknown[];
      messages: unknown[];
      mails: unknown[];
    };
    expect(json.appointments.map((row) => row.phone)).toEqual([person.phone, person.phone]);
    expect([json.leads.length, json.messages.length, json.mails.length]).toEqual([1, 1, 5]);
    expect((await cmsPostForm('studio/personal-data/export', { email: 'nope' }, 'owner')).status).toBe(400);

    const erased = await personal.erasePersonalData({ email: 'Ana.Perez@Gmail.com' }, 'owner@lumen.test');
    expect(erased).toEqual({ appointments: 2, cancelled: 1, leads: 1, messages: 1, mails: 5 });

    // Nothing of hers is left anywhere in the store: every table is read, whatever tables it has.
    const tables = await everyTable();
    expect(tables).toEqual(
      expect.arrayContaining([
        'appointments',
        'leads',
        'contact_messages',
        'mail_outbox',
        'audit_log',
        'studio_settings',
        'rate_limits',
      ]),
    );
    for (const table of tables) {
      const dump = await dumpOf(table);
      for (const trace of [
        'anaperez',
        'ana.perez',
        'a.n.a.perez',
        'pérez villalba',
        'perez villalba',
        '611 222 333',
        'colón 12',
        'ana pérez',
      ]) {
        // Not as the tail of somebody else's address (juana.perez+citas@ is Juana's).
        const pattern = new RegExp(`(^|[^a-z0-9._+-])${trace.replace(/[.+]/g, (char) => `\\${char}`)}`);
        expect(dump, `${table} holds "${trace}"`).not.toMatch(pattern);
      }
    }
    // Her bookings keep their slots (the past one as it was, the future one cancelled and its slot free again).
    const kept = await db
      .selectFrom('appointments')
      .selectAll()
      .where('id', 'in', [futureId, pastId])
      .orderBy('slot_start')
      .execute();
    expect(
      kept.map((row) => [
        row.id,
        row.slot_start,
        row.status,
        row.name,
        row.email,
        row.phone,
        row.message,
        row.time_zone,
      ]),
    ).toEqual([
      [pastId, past.toISOString(), 'confirmed', personal.ERASED_NAME, '', '', '', null],
      [futureId, madridInstant(day, '16:00').toISOString(), 'cancelled', personal.ERASED_NAME, '', '', '', null],
    ]);
    expect(
      (
        await appointmentsRoute.POST(
          jsonRequest('/api/appointments', { name: 'Nueva', email: 'nueva@example.com', date: slot(day, '16:00') }),
        )
      ).status,
    ).toBe(201);
    // Everybody else's data is untouched.
    expect((await personal.findPersonalData({ email: 'otra@example.com' }))?.appointments).toHaveLength(1);
    expect((await personal.findPersonalData({ email: 'anabelperez@gmail.com' }))?.messages).toHaveLength(1);
    const juana = await personal.findPersonalData({ email: 'juana.perez+citas@gmail.com' });
    expect([juana?.messages.length, juana?.mails.map((row) => row.kind).sort()]).toEqual([
      1,
      ['contact-ack', 'contact-forward'],
    ]);

    // Export and erasure are recorded with who, when and a hash of the address, never the address.
    const audit = await db
      .selectFrom('audit_log')
      .selectAll()
      .where('action', 'in', ['personal-data.export', 'personal-data.erase'])
      .orderBy('at')
      .execute();
    expect(audit.map((row) => [row.action, row.actor])).toEqual([
      ['personal-data.export', `owner-inbox-${stamp}@lumen.test`],
      ['personal-data.erase', 'owner@lumen.test'],
    ]);
    const hashes = audit.map((row) => (JSON.parse(row.details) as { subject: string }).subject);
    expect(hashes[0]).toMatch(/^[0-9a-f]{64}$/);
    expect(hashes[1]).toBe(hashes[0]);
    expect(personal.addressHash('anaperez@gmail.com')).toBe(hashes[0]);
    expect(await personal.findPersonalData({ email: 'anaperez@gmail.com' })).toEqual({
      email: 'anaperez@gmail.com',
      appointments: [],
      leads: [],
      messages: [],
      mails: [],
    });
  });
});
