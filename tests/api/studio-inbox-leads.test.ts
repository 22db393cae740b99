import { describe, expect, it } from 'vitest';
import { startInbox } from './support/studio-inbox';

// Leads and messages in the studio's inbox: lists, read and handled marks, pages, and the CSV an owner downloads.
const { cmsGet, environment, inbox, lead, message } = await startInbox();
const { getStore } = await import('@/lib/provider/embedded/db/connection');

describe(`Leads and messages on ${environment.driver}`, () => {
  it('lists leads newest first with stage, language, type and source; filters unread, open and handled', async () => {
    await lead('first@example.com', 'lang=es&stage=2&source=quiz&type=stage_specific');
    await lead('second@example.com', 'lang=en&stage=4&source=home');
    await lead('third@example.com', 'lang=it');
    const all = await inbox.listLeads({});
    expect(all.total).toBe(3);
    expect(all.rows.map((row) => row.email)).toEqual(['third@example.com', 'second@example.com', 'first@example.com']);
    expect(all.rows[2]).toMatchObject({
      lang: 'es',
      stage: 2,
      source: 'quiz',
      type: 'stage_specific',
      readAt: null,
      handledAt: null,
    });
    // A general guide sent with the visitor's stage (the quiz's, stored in the browser) shows it; one sent without is
    // stored with the API's default 1, which is not shown as though the visitor had given it...
    expect(all.rows[1]).toMatchObject({ lang: 'en', stage: 4, source: 'home', type: 'general' });
    expect(all.rows[0]).toMatchObject({ lang: 'it', stage: null, source: 'home', type: 'general' });
    // ...and what was stored is kept as it came.
    const { db } = await getStore();
    const stored = await db
      .selectFrom('leads')
      .select(['email', 'stage'])
      .where('email', 'in', ['second@example.com', 'third@example.com'])
      .orderBy('email')
      .execute();
    expect(stored.map((row) => [row.email, Number(row.stage)])).toEqual([
      ['second@example.com', 4],
      ['third@example.com', 1],
    ]);

    const [third, second] = all.rows;
    expect(await inbox.markInboxItem({ kind: 'lead', id: third?.id, mark: 'read' })).toBe(true);
    expect(await inbox.markInboxItem({ kind: 'lead', id: second?.id, mark: 'handled' })).toBe(true);
    expect((await inbox.listLeads({ filter: 'unread' })).rows.map((row) => row.email)).toEqual(['first@example.com']);
    expect((await inbox.listLeads({ filter: 'open' })).rows.map((row) => row.email)).toEqual([
      'third@example.com',
      'first@example.com',
    ]);
    expect((await inbox.listLeads({ filter: 'handled' })).rows.map((row) => row.email)).toEqual(['second@example.com']);

    // Reading again keeps the first time; opening a handled one again keeps it read.
    const readAt = (await inbox.listLeads({})).rows[0]?.readAt;
    await new Promise((resolve) => setTimeout(resolve, 5));
    await inbox.markInboxItem({ kind: 'lead', id: third?.id, mark: 'read' });
    expect((await inbox.listLeads({})).rows[0]?.readAt).toBe(readAt);
    await inbox.markInboxItem({ kind: 'lead', id: second?.id, mark: 'open' });
    expect((await inbox.listLeads({ filter: 'handled' })).total).toBe(0);
    expect((await inbox.listLeads({ filter: 'unread' })).total).toBe(1);
  });

  it('refuses marks of rows that do not exist or that are not marks', async () => {
    expect(await inbox.markInboxItem({ kind: 'lead', id: '00000000-0000-4000-8000-000000000000', mark: 'read' })).toBe(
      false,
    );
    expect(await inbox.markInboxItem({ kind: 'lead', id: "1' or '1'='1", mark: 'read' })).toBe(false);
    expect(await inbox.markInboxItem({ kind: 'users', id: '00000000-0000-4000-8000-000000000000', mark: 'read' })).toBe(
      false,
    );
    expect(
      await inbox.markInboxItem({ kind: 'lead', id: '00000000-0000-4000-8000-000000000000', mark: 'delete' }),
    ).toBe(false);
    expect(await inbox.markInboxItem(null)).toBe(false);
  });

  it('pages 25 rows at a time, and bounds any page asked for', async () => {
    const { db } = await getStore();
    const base = Date.parse('2026-01-01T00:00:00Z');
    await db
      .insertInto('leads')
      .values(
        Array.from({ length: 30 }, (_, index) => ({
          id: crypto.randomUUID(),
          email: `bulk${index}@example.com`,
          lang: 'es',
          stage: 1,
          type: 'general',
          source: 'home',
          consent_at: new Date(base + index * 1000).toISOString(),
          created_at: new Date(base + index * 1000).toISOString(),
        })),
      )
      .execute();
    const first = await inbox.listLeads({ page: '1' });
    expect(first).toMatchObject({ total: 33, pageCount: 2, page: 1 });
    expect(first.rows).toHaveLength(25);
    const last = await inbox.listLeads({ page: '2' });
    expect(last.rows).toHaveLength(8);
    expect(last.rows.at(-1)?.email).toBe('bulk0@example.com');
    expect((await inbox.listLeads({ page: '999' })).page).toBe(2);
    expect((await inbox.listLeads({ page: '-4', filter: 'everything' })).page).toBe(1);
    expect((await inbox.listLeads({ page: '1e9' })).page).toBe(1);
    expect((await inbox.listLeads({ page: '1e9', filter: 'nonsense' })).filter).toBe('all');
  });

  it('lists messages newest first; opening one marks it read once', async () => {
    await message('Marta Ruiz', 'marta@example.com', 'Fotos de producto', 'Necesitamos fotos de 40 productos.');
    await message(
      'Tom Baker',
      'tom@example.com',
      '=HYPERLINK("http://evil.example","Invoice")',
      '+1 this looks like a formula, too.',
      'en',
    );
    const list = await inbox.listMessages({ filter: 'unread' });
    expect(list.rows.map((row) => row.name)).toEqual(['Tom Baker', 'Marta Ruiz']);
    const marta = list.rows[1];
    const opened = await inbox.openMessage(marta?.id ?? '');
    expect(opened).toMatchObject({ subject: 'Fotos de producto', message: 'Necesitamos fotos de 40 productos.' });
    expect(opened?.readAt).toBeTruthy();
    expect((await inbox.openMessage(marta?.id ?? ''))?.readAt).toBe(opened?.readAt);
    expect((await inbox.listMessages({ filter: 'unread' })).rows.map((row) => row.name)).toEqual(['Tom Baker']);
    expect(await inbox.openMessage('00000000-0000-4000-8000-000000000000')).toBeNull();
    expect(await inbox.unreadCounts()).toEqual({ leads: 31, messages: 1 });
  });

  it('exports CSV for an owner only, for the spreadsheet of the admin’s language, a formula a visitor typed kept as text', async () => {
    // In Spanish (the admin's default): named columns, ';' between them, Madrid times, names for codes.
    const response = await cmsGet('studio/export/messages', 'owner');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(response.headers.get('cache-control')).toBe('private, no-store');
    expect(response.headers.get('content-disposition')).toMatch(
      /^attachment; filename="mensajes-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    const csv = await response.text();
    const lines = csv.replace(/^\uFEFF/, '').split('\r\n');
    expect(lines[0]).toBe(
      'Fecha (hora de Madrid);Nombre;Correo electrónico;Asunto;Mensaje;Idioma;Leído (hora de Madrid);Atendido (hora de Madrid);Identificador',
    );
    const tom = lines.find((line) => line.includes(';tom@example.com;')) ?? '';
    expect(tom).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2};Tom Baker;tom@example\.com;/);
    expect(tom).toContain(
      `;"'=HYPERLINK(""http://evil.example"",""Invoice"")";'+1 this looks like a formula, too.;Inglés;`,
    );
    expect(csv).not.toMatch(/(^|[;,])[=+@-]/m);
    // The time is Madrid's wall clock.
    const { db } = await getStore();
    const stored = await db
      .selectFrom('contact_messages')
      .select('created_at')
      .where('email', '=', 'tom@example.com')
      .executeTakeFirstOrThrow();
    const madrid = new Intl.DateTimeFormat('sv-SE', {
      timeZone: 'Europe/Madrid',
      dateStyle: 'short',
      timeStyle: 'short',
    }).format(new Date(stored.created_at));
    expect(tom.startsWith(`${madrid};`)).toBe(true);

    const leads = await cmsGet('studio/export/leads?filter=handled', 'owner');
    expect(leads.status).toBe(200);
    expect(leads.headers.get('content-disposition')).toMatch(
      /^attachment; filename="contactos-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    expect((await leads.text()).replace(/^\uFEFF/, '')).toBe(
      'Fecha (hora de Madrid);Correo electrónico;Etapa;Tipo;Origen;Idioma;Consentimiento (hora de Madrid);Leído (hora de Madrid);Atendido (hora de Madrid);Identificador\r\n',
    );
    const allLeads = (await (await cmsGet('studio/export/leads', 'owner')).text()).trim().split('\r\n');
    expect(allLeads).toHaveLength(34);
    // The stage column is empty for a lead without the visitor's stage, the stage otherwise.
    expect(allLeads.find((line) => line.includes(';first@example.com;'))).toMatch(
      /;first@example\.com;2;De su etapa;Test de etapa;Español;/,
    );
    expect(allLeads.find((line) => line.includes(';second@example.com;'))).toMatch(
      /;second@example\.com;4;General;Página de inicio;Inglés;/,
    );
    expect(allLeads.find((line) => line.includes(';third@example.com;'))).toMatch(
      /;third@example\.com;;General;Página de inicio;Italiano;/,
    );

    // In English: commas, and the English names.
    const english = await cmsGet('studio/export/leads', 'owner', { 'accept-language': 'en' });
    expect(english.headers.get('content-disposition')).toMatch(/^attachment; filename="leads-\d{4}-\d{2}-\d{2}\.csv"$/);
    const englishLines = (await english.text()).replace(/^\uFEFF/, '').split('\r\n');
    expect(englishLines[0]).toBe(
      'Date (Madrid time),E-mail,Stage,Type,Source,Language,Consent (Madrid time),Read (Madrid time),Handled (Madrid time),ID',
    );
    expect(englishLines.find((line) => line.includes(',first@example.com,'))).toMatch(
      /,first@example\.com,2,For their stage,Business-stage quiz,Spanish,/,
    );

    for (const who of ['editor', 'nobody'] as const) {
      for (const path of ['studio/export/messages', 'studio/export/leads']) {
        const refused = await cmsGet(path, who);
        expect(refused.status, `${who} ${path}`).toBe(403);
        expect(await refused.text()).not.toContain('marta@example.com');
      }
    }
  });
});
