import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test, type Page, type Route } from '@playwright/test';
import Database from 'better-sqlite3';
import { axeViolations } from './axe';
import { openPage, settled } from './ready';

const outbox = '.data/e2e/outbox';
const mailsMentioning = (text: string) =>
  readdirSync(outbox).filter((file) => file.endsWith('.eml') && readFileSync(join(outbox, file), 'utf8').includes(text))
    .length;

/** The lead the server stored for an e-mail (the e2e server's store is this SQLite file, playwright.config.ts). */
function storedLead(email: string): { stage: number; stage_given: number; type: string } | undefined {
  const db = new Database('.data/e2e/studio.db', { readonly: true, fileMustExist: true });
  try {
    return db.prepare('select stage, stage_given, type from leads where email = ?').get(email) as
      { stage: number; stage_given: number; type: string } | undefined;
  } finally {
    db.close();
  }
}

const unique = (label: string) => `${label}-${Date.now()}-${Math.random().toString(36).slice(2, 7)}`;

const LEAD_MESSAGES = ['Please enter a valid email address', 'You must accept the terms and conditions'];
const CONTACT_MESSAGES = [
  'Name is required',
  'Valid email is required',
  'Subject is required',
  'Message must be at least 10 characters',
  'You must accept the terms',
];

async function fillContact(page: Page, subject: string) {
  const form = page.getByTestId('contact-form');
  await form.getByLabel('Name').fill('Ana Test');
  await form.getByLabel('Email', { exact: true }).fill('ana.test@example.com');
  await form.getByLabel('Subject').fill(subject);
  await form.getByLabel('Message').fill('We would like photos of our new hotel rooms.');
  await form.getByRole('checkbox').check();
}

async function fillLead(page: Page, email: string) {
  const form = page.getByTestId('lead-form');
  await form.getByLabel('Your email').fill(email);
  await form.getByRole('checkbox').check();
}

test.describe('home forms with JavaScript', () => {
  test('lead magnet: the two messages, then the thank-you state with the English PDF, stored e-mail and outbox mail', async ({
    page,
    request,
  }) => {
    test.setTimeout(90_000);
    await openPage(page, '/en');
    const form = page.getByTestId('lead-form');
    await form.getByRole('button', { name: 'Download the guide' }).click();
    // The first submission loads react-hook-form and the schema: seconds on a loaded machine.
    for (const message of LEAD_MESSAGES)
      await expect(form.getByRole('alert').filter({ hasText: message })).toBeVisible({ timeout: 20_000 });
    await expect(form.getByLabel('Your email')).toBeFocused();
    expect(await axeViolations(page, '#guia')).toEqual([]);

    const email = `${unique('lead')}@example.com`;
    await fillLead(page, email);
    await form.getByRole('button', { name: 'Download the guide' }).click();
    const thanks = page.getByTestId('lead-thanks');
    await expect(thanks).toContainText('Thank you for subscribing! We have sent the guide to your email.', {
      timeout: 30_000,
    });
    await expect(thanks.getByRole('heading')).toBeFocused();
    expect(await page.evaluate(() => window.localStorage.getItem('leadMagnetEmail'))).toBe(email);
    const href = await thanks.getByRole('link', { name: 'Download PDF' }).getAttribute('href');
    expect(href).toBe('/api/download-pdf?lang=en&type=general');
    const pdf = await request.get(href ?? '');
    expect(pdf.headers()['content-type']).toContain('application/pdf');
    expect((await pdf.body()).subarray(0, 5).toString()).toBe('%PDF-');
    await expect.poll(() => mailsMentioning(email)).toBeGreaterThanOrEqual(1);
    expect(await axeViolations(page, '#guia')).toEqual([]);
  });

  test('lead magnet: the guide goes with the business stage the quiz stored in this browser, else stage 1, not given', async ({
    page,
  }) => {
    test.setTimeout(90_000);
    const send = async (stage: string | null, expected: number) => {
      await openPage(page, '/en');
      await page.evaluate(
        (value) =>
          value ? window.localStorage.setItem('businessStage', value) : window.localStorage.removeItem('businessStage'),
        stage,
      );
      const email = `${unique('lead-stage')}@example.com`;
      await fillLead(page, email);
      await page.getByTestId('lead-form').getByRole('button', { name: 'Download the guide' }).click();
      await expect(page.getByTestId('lead-thanks')).toBeVisible({ timeout: 30_000 });
      // Stored as given only when the visitor's stage went with it, so that the back office shows it only then.
      await expect
        .poll(() => storedLead(email))
        .toEqual({ stage: expected, stage_given: stage === '4' ? 1 : 0, type: 'general' });
    };
    await send('4', 4);
    await send(null, 1);
    // Something else under the key is no stage: the default stands.
    await send('9', 1);
  });

  test('lead magnet: a failed request shows the destructive toast and keeps the form filled', async ({ page }) => {
    await openPage(page, '/en');
    // The toaster (and sonner's stylesheet) arrives with the first notice, once, with F8 as its hotkey.
    const toaster = page.locator('section[aria-label*="F8"]');
    await expect(toaster).toHaveCount(0);
    await page.route('**/en', (route) => (route.request().method() === 'POST' ? route.abort() : route.continue()));
    const email = `${unique('fail')}@example.com`;
    await fillLead(page, email);
    await page.getByTestId('lead-form').getByRole('button', { name: 'Download the guide' }).click();
    await expect(page.getByText('Error processing request')).toBeVisible();
    await expect(page.getByText('An error occurred. Please try again later.').first()).toBeVisible();
    await expect(toaster).toHaveCount(1);
    await expect(page.getByTestId('lead-form').getByLabel('Your email')).toHaveValue(email);
  });

  test('contact: the five messages on an empty submit, then success, reset and the .eml in the outbox', async ({
    page,
  }) => {
    test.setTimeout(90_000);
    await openPage(page, '/en');
    const form = page.getByTestId('contact-form');
    // The form is the page's last section: the ones above lay out as the scroll passes them, so wait for it to stop.
    await (await settled(form.getByRole('button', { name: 'Send message' }))).click();
    await expect(form.getByRole('alert').first()).toBeVisible({ timeout: 20_000 });
    for (const message of CONTACT_MESSAGES)
      await expect(form.getByRole('alert').filter({ hasText: new RegExp(`^${message}$`) })).toBeVisible();
    await expect(form.getByLabel('Name')).toBeFocused();
    expect(await axeViolations(page, '#contacto')).toEqual([]);
    const subject = unique('Hotel shoot');
    await fillContact(page, subject);
    await form.getByRole('button', { name: 'Send message' }).click();
    await expect(page.getByTestId('contact-success')).toContainText(
      'Message sent. We will reply as soon as possible.',
      { timeout: 30_000 },
    );
    // The answer takes the focus (the disabled submit button had dropped it), so Tab goes on from the form.
    await expect(page.getByTestId('contact-success')).toBeFocused();
    await expect(form.getByLabel('Subject')).toHaveValue('');
    await expect.poll(() => mailsMentioning(subject)).toBeGreaterThanOrEqual(1);
  });

  test('the Spanish contact form answers in Spanish', async ({ page }) => {
    await openPage(page, '/es');
    const form = page.getByTestId('contact-form');
    await (await settled(form.getByRole('button', { name: 'Enviar mensaje' }))).click();
    await expect(form.getByRole('alert')).toHaveCount(5, { timeout: 20_000 });
  });

  test('typing while react-hook-form takes over loses no keystroke, nor the focus', async ({ page }) => {
    await openPage(page, '/en');
    const name = page.getByTestId('contact-form').getByLabel('Name');
    await name.focus();
    await name.pressSequentially('Ana María López', { delay: 40 });
    await page.keyboard.press('Tab');
    await page.keyboard.type('ana@example.com');
    await expect(name).toHaveValue('Ana María López');
    await expect(page.getByTestId('contact-form').getByLabel('Email', { exact: true })).toHaveValue('ana@example.com');
    await expect(page.getByTestId('contact-form').getByLabel('Email', { exact: true })).toBeFocused();
  });

  // react-hook-form draws a new <form> when it takes over (ProgressiveForm). A press that began on the old button and
  // is released on the new one made no click at all: the visitor's first Send did nothing (seen in a CI run as no
  // messages within 20 s). The takeover now waits for the release.
  test('a press on Send while react-hook-form arrives is not lost: the click sends, the five messages come', async ({
    page,
  }) => {
    await openPage(page, '/en');
    const form = page.getByTestId('contact-form');
    const send = await settled(form.getByRole('button', { name: 'Send message' }));
    // The scripts the takeover needs are held until the button is down.
    const held: Route[] = [];
    let released = false;
    await page.route('**/_next/static/chunks/**', (route) => (released ? route.continue() : void held.push(route)));
    await send.hover();
    await expect.poll(() => held.length).toBeGreaterThan(0);
    await page.mouse.down();
    released = true;
    for (const route of held) await route.continue();
    // Long enough for the scripts to load and run while the button is down.
    await page.waitForTimeout(1_000);
    await page.mouse.up();
    await expect(form.getByRole('alert')).toHaveCount(5, { timeout: 20_000 });
    await expect(form).toHaveAttribute('aria-busy', 'false');
    await expect(form.getByLabel('Name')).toBeFocused();
  });

  test('the focus stays on Send when react-hook-form takes over, and Enter sends', async ({ page }) => {
    await openPage(page, '/en');
    const form = page.getByTestId('contact-form');
    const send = await settled(form.getByRole('button', { name: 'Send message' }));
    // Reached straight from outside the fields (a screen reader's list of buttons): the focus starts the takeover.
    await send.focus();
    await expect(form).toHaveAttribute('aria-busy', 'false', { timeout: 20_000 });
    await expect(send).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(form.getByRole('alert')).toHaveCount(5);
  });

  test('the page loads without react-hook-form, zod or tailwind-merge; they come with the first interaction', async ({
    page,
  }) => {
    const scripts: string[] = [];
    page.on('response', async (response) => {
      if (response.url().endsWith('.js')) scripts.push(await response.text().catch(() => ''));
    });
    await openPage(page, '/en');
    // Names only react-hook-form, zod and tailwind-merge carry.
    const marks = ['shouldUnregister', 'invalid_type', 'conflictingClassGroups'];
    expect(marks.filter((mark) => scripts.some((text) => text.includes(mark)))).toEqual([]);
    await page.getByTestId('contact-form').getByLabel('Name').focus();
    for (const mark of ['shouldUnregister', 'invalid_type'])
      await expect.poll(() => scripts.some((text) => text.includes(mark)), { timeout: 20_000 }).toBe(true);
  });
});
