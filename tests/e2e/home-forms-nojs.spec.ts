import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import { settled } from './ready';

/**
 * The lead magnet and the contact form posted without JavaScript: the server renders their answer. (axe needs
 * the page's JavaScript; home-forms.spec.ts checks the same states with it.)
 */
test.use({ javaScriptEnabled: false });

const outbox = '.data/e2e/outbox';
const mailsMentioning = (text: string) =>
  readdirSync(outbox).filter((file) => file.endsWith('.eml') && readFileSync(join(outbox, file), 'utf8').includes(text))
    .length;
const unique = (label: string) => `${label}-${Date.now()}-${Math.random().toString(36).slice(2, 7)}`;

type Messages = Record<string, Record<string, string>>;
const messages = (locale: string, namespace: string): Messages =>
  JSON.parse(readFileSync(join('messages', locale, `${namespace}.json`), 'utf8')) as Messages;

for (const locale of ['es', 'en', 'it'] as const) {
  const lead = messages(locale, 'lead') as unknown as Record<string, string>;
  const contact = messages(locale, 'contact') as unknown as Record<string, string>;
  const { validation, success } = messages(locale, 'errors') as {
    validation: Record<string, string>;
    success: Record<string, string>;
  };

  test.describe(`home forms without JavaScript in ${locale}`, () => {
    test('lead magnet: wrong input comes back with the validation messages beside the fields and the e-mail kept', async ({
      page,
    }) => {
      await page.goto(`/${locale}`);
      const form = page.getByTestId('lead-form');
      await form.getByLabel(lead.emailLabel ?? '').fill('ana@');
      await form.getByRole('button', { name: lead.submit }).click();
      const email = page.getByTestId('lead-form').getByLabel(lead.emailLabel ?? '');
      await expect(email).toHaveValue('ana@');
      await expect(email).toHaveAccessibleDescription(validation.emailInvalid ?? '');
      await expect(email).toBeFocused();
      await expect(page.getByTestId('lead-form').getByRole('checkbox')).toHaveAccessibleDescription(
        validation.acceptTermsAndConditions ?? '',
      );
      const alerts = page.getByTestId('lead-form').getByRole('alert');
      await expect(alerts).toHaveText([validation.emailInvalid ?? '', validation.acceptTermsAndConditions ?? '']);
    });

    test('lead magnet: a valid request reaches the thank-you state, its PDF downloads and the guide is mailed', async ({
      page,
    }) => {
      test.setTimeout(90_000);
      await page.goto(`/${locale}`);
      const address = `${unique(`lead-nojs-${locale}`)}@example.com`;
      const form = page.getByTestId('lead-form');
      await form.getByLabel(lead.emailLabel ?? '').fill(address);
      await (await settled(form.getByRole('checkbox'))).check();
      await form.getByRole('button', { name: lead.submit }).click();
      const thanks = page.getByTestId('lead-thanks');
      await expect(thanks.getByRole('heading', { name: lead.thanksTitle })).toBeFocused({ timeout: 60_000 });
      await expect(thanks.getByRole('status')).toHaveText(`${success.lead} ${lead.emailed}`);
      const link = thanks.getByRole('link', { name: lead.download });
      await expect(link).toHaveAttribute('href', `/api/download-pdf?lang=${locale}&type=general`);
      const [download] = await Promise.all([page.waitForEvent('download'), link.click()]);
      const file = await download.path();
      expect(readFileSync(file).subarray(0, 5).toString()).toBe('%PDF-');
      expect(download.suggestedFilename()).toMatch(/\.pdf$/);
      await expect.poll(() => mailsMentioning(address), { timeout: 30_000 }).toBeGreaterThanOrEqual(1);
    });

    test('contact: an empty submit shows the five validation messages; wrong input comes back kept', async ({
      page,
    }) => {
      await page.goto(`/${locale}`);
      await page.getByTestId('contact-form').getByRole('button', { name: contact.submit }).click();
      const keys = ['nameRequired', 'emailRequired', 'subjectRequired', 'messageTooShort', 'acceptTerms'] as const;
      await expect(page.getByTestId('contact-form').getByRole('alert')).toHaveText(
        keys.map((key) => validation[key] ?? ''),
      );
      await expect(page.getByTestId('contact-form').getByLabel(contact.name ?? '')).toBeFocused();

      const form = page.getByTestId('contact-form');
      await form.getByLabel(contact.name ?? '').fill('Ana López');
      await form.getByLabel(contact.email ?? '', { exact: true }).fill('ana@');
      await form.getByLabel(contact.subject ?? '').fill('Hotel');
      await form.getByLabel(contact.message ?? '').fill('Too short');
      await (await settled(form.getByRole('checkbox'))).check();
      await form.getByRole('button', { name: contact.submit }).click();
      const again = page.getByTestId('contact-form');
      await expect(again.getByRole('alert')).toHaveText([
        validation.emailRequired ?? '',
        validation.messageTooShort ?? '',
      ]);
      await expect(again.getByLabel(contact.name ?? '')).toHaveValue('Ana López');
      await expect(again.getByLabel(contact.email ?? '', { exact: true })).toHaveValue('ana@');
      await expect(again.getByLabel(contact.email ?? '', { exact: true })).toBeFocused();
      await expect(again.getByLabel(contact.subject ?? '')).toHaveValue('Hotel');
      await expect(again.getByLabel(contact.message ?? '')).toHaveValue('Too short');
      await expect(again.getByLabel(contact.message ?? '')).toHaveAccessibleDescription(
        validation.messageTooShort ?? '',
      );
      await expect(again.getByRole('checkbox')).toBeChecked();
    });

    test('contact: a valid message succeeds with the “message sent” text and its .eml is in the outbox', async ({
      page,
    }) => {
      test.setTimeout(90_000);
      await page.goto(`/${locale}`);
      const subject = unique(`Nojs ${locale}`);
      const form = page.getByTestId('contact-form');
      await form.getByLabel(contact.name ?? '').fill('Ana López');
      await form.getByLabel(contact.email ?? '', { exact: true }).fill('ana.nojs@example.com');
      await form.getByLabel(contact.subject ?? '').fill(subject);
      await form.getByLabel(contact.message ?? '').fill('Queremos fotografiar las habitaciones del hotel.');
      await (await settled(form.getByRole('checkbox'))).check();
      await form.getByRole('button', { name: contact.submit }).click();
      const done = page.getByTestId('contact-success');
      await expect(done).toHaveText(`${contact.successTitle}${success.contact}`, { timeout: 60_000 });
      await expect(done).toBeFocused();
      await expect(page.getByTestId('contact-form').getByLabel(contact.subject ?? '')).toHaveValue('');
      await expect.poll(() => mailsMentioning(subject), { timeout: 30_000 }).toBeGreaterThanOrEqual(1);
    });
  });
}
