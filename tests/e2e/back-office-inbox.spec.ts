import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test, type Browser, type Page } from '@playwright/test';
import { bookingTimestamp } from '@/lib/domain/booking-rules';
import { axeViolations } from './axe';
import { freeSlot, OUTBOX } from './booking-support';
import { ADMIN_OWNER } from './servers';
import { inviteEditor, signIn } from './back-office-support';

/** A file's text, or '' when it is gone between the listing and the read. */
function readIfThere(file: string): string {
  try {
    return readFileSync(file, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return '';
    throw error;
  }
}

/*
 * The studio's inbox in the back office against the served build: what visitors leave (a booking, a message, a guide
 * request) shows on the owner's dashboard and in the inbox views; the private calendar feed serves the booking at its
 * secret address only; a person's data is found and erased; an editor sees none of it.
 */
test.describe.configure({ mode: 'serial' });

const run = Date.now().toString(36);
const visitor = { name: `Clara Inbox ${run}`, email: `clara.inbox.${run}@example.com` };
const subject = `Reportaje de empresa ${run}`;
const guideReader = `guia.general.${run}@example.com`;

async function fresh<T>(browser: Browser, visit: (page: Page) => Promise<T>): Promise<T> {
  const context = await browser.newContext();
  try {
    return await visit(await context.newPage());
  } finally {
    await context.close();
  }
}

test('a visitor books, writes and asks for a guide; the owner sees it on the dashboard and in the inbox', async ({
  page,
  browser,
}) => {
  await fresh(browser, async (tab) => {
    const { day, time } = await freeSlot(tab.request);
    const booked = await tab.request.post('/api/appointments', {
      data: {
        name: visitor.name,
        email: visitor.email,
        phone: '+34 600 111 222',
        date: bookingTimestamp(day, time),
        message: 'Oficina nueva en Ruzafa.',
        lang: 'es',
      },
    });
    expect(booked.status()).toBe(201);
    const wrote = await tab.request.post('/api/contact', {
      data: {
        name: visitor.name,
        email: visitor.email,
        subject,
        message: 'Queremos fotos del equipo y de la oficina.',
        lang: 'es',
      },
    });
    expect(wrote.status()).toBe(201);
    expect(
      (
        await tab.request.post('/api/lead-magnet?lang=es&stage=3&source=quiz', { data: { email: visitor.email } })
      ).status(),
    ).toBe(201);
    // A plain guide request from the home page: stored with the API's default stage 1, which is no quiz result.
    expect((await tab.request.post('/api/lead-magnet?lang=es', { data: { email: guideReader } })).status()).toBe(201);
  });

  await signIn(page, ADMIN_OWNER);
  // The studio's nav and the dashboard, with the booking and the message among what is new.
  const nav = page.locator('nav');
  await expect(nav.locator('#nav-studio-leads')).toBeVisible();
  await expect(nav.locator('#nav-studio-personal-data')).toBeVisible();
  const latest = page.locator('section[aria-labelledby="dashboard-latest"]');
  await expect(latest).toContainText(visitor.name);
  // Each new booking says where it stands, as in the appointments list (a cancelled one is not taken for a live one).
  await expect(latest.locator('li', { hasText: visitor.name }).first().locator('.studio-badge--pending')).toBeVisible();
  await expect(latest.getByRole('link', { name: new RegExp(subject) })).toBeVisible();
  expect(Number(await page.getByTestId('new-appointments').textContent())).toBeGreaterThanOrEqual(1);
  expect(Number(await page.getByTestId('new-messages').textContent())).toBeGreaterThanOrEqual(1);
  expect(await axeViolations(page, '.inbox-dashboard')).toEqual([]);

  // The message: opened from the dashboard (which marks it read), with a reply link to the visitor's address.
  await latest.getByRole('link', { name: new RegExp(subject) }).click();
  await expect(page).toHaveURL(/\/admin\/messages\/[0-9a-f-]{36}$/);
  await expect(page.locator('.inbox-message')).toHaveText('Queremos fotos del equipo y de la oficina.');
  const reply = page.locator('a[href^="mailto:"]').first();
  expect(await reply.getAttribute('href')).toBe(
    `mailto:${visitor.email}?subject=${encodeURIComponent(`Re: ${subject}`)}`,
  );
  await page
    .locator('form')
    .filter({ has: page.locator('input[name="mark"][value="handled"]') })
    .getByRole('button')
    .click();
  await expect(page.locator('.studio-notice[role="status"]')).toBeVisible();
  await page.goto('/admin/messages?filter=handled');
  await expect(page.locator('table')).toContainText(subject);
  expect(await axeViolations(page, '.studio-view')).toEqual([]);

  // The lead, with its stage and source (the quiz, by its name), and the CSV export.
  await page.goto('/admin/leads?filter=unread');
  const leadRow = page.locator('tr', { hasText: visitor.email });
  await expect(leadRow).toContainText('Test de etapa');
  // Columns: date, e-mail, stage. The quiz's stage; none for the general guide.
  await expect(leadRow.locator('td').nth(2)).toHaveText('3');
  await expect(page.locator('tr', { hasText: guideReader }).locator('td').nth(2)).toHaveText('—');
  expect(await axeViolations(page, '.studio-view')).toEqual([]);
  const csv = await page.request.get('/cms-api/studio/export/leads');
  expect(csv.status()).toBe(200);
  const csvText = await csv.text();
  // For a Spanish spreadsheet: ';' between the columns, and names for the codes.
  expect(csv.headers()['content-disposition']).toMatch(/filename="contactos-\d{4}-\d{2}-\d{2}\.csv"/);
  expect(csvText).toMatch(new RegExp(`;${visitor.email.replace(/\./g, '\\.')};3;General;Test de etapa;Español;`));
  expect(csvText).toMatch(new RegExp(`;${guideReader.replace(/\./g, '\\.')};;General;Página de inicio;Español;`));

  // On a phone each lead is a card, a line per column named by its heading: nothing scrolls sideways, and the
  // buttons are on the screen.
  await page.setViewportSize({ width: 375, height: 800 });
  await page.goto('/admin/leads?filter=unread');
  const card = page.locator('tr', { hasText: visitor.email });
  await expect(card.locator('td[data-label="Etapa"]')).toHaveText('3');
  expect(
    await page.evaluate(() => [
      document.documentElement.scrollWidth,
      document.querySelector('.inbox-table-wrap')?.scrollWidth,
    ]),
  ).toEqual([375, 343]);
  const button = await card.getByRole('button', { name: /Marcar leído/ }).boundingBox();
  expect((button?.x ?? 999) + (button?.width ?? 0)).toBeLessThanOrEqual(375);
  expect(await axeViolations(page, '.studio-view')).toEqual([]);
  await page.setViewportSize({ width: 1280, height: 720 });

  // The outbox holds the visitor's confirmation, sent to the file outbox.
  await page.goto('/admin/outbox');
  await expect(page.locator('tr', { hasText: visitor.email }).first()).toBeVisible();
  expect(await axeViolations(page, '.studio-view')).toEqual([]);
});

test('the private calendar feed serves the booking at its secret address only, until the owner replaces it', async ({
  page,
  browser,
}) => {
  await signIn(page, ADMIN_OWNER);
  await page.locator('section[aria-labelledby="dashboard-feed"] button[type="submit"]').click();
  await expect(page.locator('.studio-notice[role="status"]')).toBeVisible();
  const address = await page.locator('#calendar-feed-url').inputValue();
  expect(address).toMatch(/\/cms-api\/studio\/calendar\/[A-Za-z0-9_-]{43}\.ics$/);
  const path = new URL(address).pathname;

  // A calendar program signs in to nothing: the address alone is enough.
  const ics = await fresh(browser, async (tab) => {
    const response = await tab.request.get(path);
    expect(response.status()).toBe(200);
    expect(response.headers()['content-type']).toBe('text/calendar; charset=utf-8');
    return response.text();
  });
  expect(ics).toContain(`SUMMARY:${visitor.name}`);

  await page.locator('section[aria-labelledby="dashboard-feed"] button[type="submit"]').click();
  await expect(page.locator('#calendar-feed-url')).not.toHaveValue(address);
  await fresh(browser, async (tab) => {
    expect((await tab.request.get(path)).status()).toBe(404);
  });
});

test('an editor (or nobody) sees no studio nav, no inbox, no personal data and no feed', async ({ page, browser }) => {
  await signIn(page, ADMIN_OWNER);
  const editor = { email: `editor-inbox-${run}@lumen.test`, password: `Editor-Patraix-${run}` };
  await inviteEditor(page, editor);

  await fresh(browser, async (tab) => {
    await signIn(tab, editor);
    await expect(tab.locator('#nav-studio-leads')).toHaveCount(0);
    await expect(tab.locator('.inbox-dashboard')).toHaveCount(0);
    await expect(tab.locator('#calendar-feed-url')).toHaveCount(0);
    // Payload's own dashboard is still theirs.
    await expect(tab.locator('.dashboard')).toBeVisible();
    for (const path of ['/admin/leads', '/admin/messages', '/admin/outbox', '/admin/personal-data']) {
      await tab.goto(path);
      await expect(tab.locator('.studio-notice[role="alert"]'), path).toBeVisible();
      await expect(tab.locator('body'), path).not.toContainText(visitor.email);
      await expect(tab.locator('table'), path).toHaveCount(0);
    }
    const refused = await tab.request.get('/cms-api/studio/export/leads');
    expect(refused.status()).toBe(403);
    // Said in the admin's language (the browser's here), not in English whatever it spoke.
    expect(((await refused.json()) as { errors: { message: string }[] }).errors[0]?.message).toBe(
      'Solo las personas titulares del estudio pueden descargar esto.',
    );
    expect((await tab.request.get('/cms-api/studio/export/messages')).status()).toBe(403);
    const exported = await tab.request.post('/cms-api/studio/personal-data/export', {
      form: { email: visitor.email },
      headers: { origin: new URL(tab.url()).origin },
    });
    expect(exported.status()).toBe(403);
  });
  // Signed out, the views send to the sign-in page and the downloads answer 403.
  await fresh(browser, async (tab) => {
    for (const path of ['/admin/leads', '/admin/messages', '/admin/outbox', '/admin/personal-data']) {
      await tab.goto(path);
      await expect(tab, path).toHaveURL(/\/admin\/login/);
      await expect(tab.locator('body'), path).not.toContainText(visitor.email);
    }
    expect((await tab.request.get('/cms-api/studio/export/leads')).status()).toBe(403);
  });
  // Leave the accounts as they were.
  const users = (await (
    await page.request.get(`/cms-api/users?where[email][equals]=${encodeURIComponent(editor.email)}&depth=0`)
  ).json()) as {
    docs: { id: number | string }[];
  };
  for (const user of users.docs) expect((await page.request.delete(`/cms-api/users/${user.id}`)).status()).toBe(200);
});

test('the owner finds a person’s data without the address in any URL, and erases it after confirming', async ({
  page,
}) => {
  await signIn(page, ADMIN_OWNER);
  await page.goto('/admin/personal-data');
  expect(await axeViolations(page, '.studio-view')).toEqual([]);
  await page.locator('#personal-data-email').fill(visitor.email);
  await page
    .locator('form')
    .filter({ has: page.locator('#personal-data-email') })
    .locator('button[type="submit"]')
    .click();
  await expect(page).toHaveURL(/\/admin\/personal-data\?q=[A-Za-z0-9_-]+$/);
  expect(page.url()).not.toContain('clara');
  const found = page.locator('section[aria-labelledby="personal-data-found"]');
  await expect(found).toContainText(visitor.name);
  await expect(found.locator('table')).toHaveCount(3);
  expect(await axeViolations(page, '.studio-view')).toEqual([]);

  // The export downloads everything as JSON.
  const download = page.waitForEvent('download');
  await found.locator('form[action="/cms-api/studio/personal-data/export"] button').click();
  const file = await (await download).path();
  const data = JSON.parse(readFileSync(file, 'utf8')) as {
    appointments: { name: string }[];
    messages: unknown[];
    leads: unknown[];
  };
  expect(data.appointments.map((row) => row.name)).toEqual([visitor.name]);
  expect([data.messages.length, data.leads.length]).toEqual([1, 1]);

  // Erasing asks for confirmation (the checkbox is required), then leaves nothing to find.
  expect(readdirSync(OUTBOX).some((name) => readFileSync(join(OUTBOX, name), 'utf8').includes(visitor.email))).toBe(
    true,
  );
  await found.locator('#personal-data-confirm').check();
  await found.locator('section[aria-labelledby="personal-data-erase"] button[type="submit"]').click();
  await expect(page.locator('.studio-notice[role="status"]')).toContainText(/1/);
  // The mail to and about her is gone, the .eml copies of the file outbox included.
  // A file listed may be gone by the time it is read (another test's mail delivered and its copy removed).
  const mentions = () =>
    readdirSync(OUTBOX).filter((name) => readIfThere(join(OUTBOX, name)).includes(visitor.email)).length;
  expect(mentions()).toBe(0);
  await page.locator('#personal-data-email').fill(visitor.email);
  await page
    .locator('form')
    .filter({ has: page.locator('#personal-data-email') })
    .locator('button[type="submit"]')
    .click();
  await expect(page.locator('section[aria-labelledby="personal-data-found"]')).not.toContainText(visitor.name);
  await expect(page.locator('section[aria-labelledby="personal-data-found"] table')).toHaveCount(0);
});
