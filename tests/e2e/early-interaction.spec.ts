import { expect, test, type Page } from '@playwright/test';
import { bookingPaths } from './booking-support';

// Each island is used the moment the browser fires `load`, before anything waits for hydration: what a visitor does
// then must not be lost, nor done the way the page does it without JavaScript when it has JavaScript.

// A slow phone's CPU: hydration then runs well past `load`, where a click on a node React swaps is lost.
const SLOW_CPU = 6;

async function loaded(page: Page, url: string) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: SLOW_CPU });
  await page.goto(url, { waitUntil: 'load' });
}

test.describe('an island used right after load', () => {
  test('the booking calendar appears when the visitor scrolls to the form at once, and stays without another scroll', async ({
    page,
  }) => {
    await loaded(page, bookingPaths.en);
    await page.evaluate(() =>
      document.querySelector('[data-booking-date-field]')?.scrollIntoView({ block: 'center', behavior: 'instant' }),
    );
    await expect(page.locator('[data-booking-calendar] [role="grid"]')).toBeVisible({ timeout: 15_000 });
  });

  test('the booking calendar appears on a form that is on screen from the start, with no scroll at all', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1280, height: 2400 });
    await loaded(page, bookingPaths.es);
    await expect(page.locator('[data-booking-calendar] [role="grid"]')).toBeVisible({ timeout: 15_000 });
  });

  test('the language switcher replaces the address without a history entry, each time', async ({ page }) => {
    for (const [from, to] of [
      ['/es/servicios', '/en/servicios'],
      ['/en/turismo', '/it/turismo'],
      ['/it', '/es'],
    ] as const) {
      await loaded(page, from);
      const entries = await page.evaluate(() => history.length);
      await page
        .locator('header')
        .getByRole('link', { name: new RegExp(`^${to.split('/')[1]?.toUpperCase()} · `) })
        .first()
        .click();
      await expect(page).toHaveURL(new RegExp(`${to}$`));
      await expect(page.locator('html')).toHaveAttribute('lang', to.split('/')[1] ?? '');
      expect(await page.evaluate(() => history.length)).toBe(entries);
    }
  });

  test('Book now opens the dialog, not the booking page', async ({ page }) => {
    await loaded(page, '/en');
    await page.locator('#cta').getByTestId('book-now').click();
    // The dialog waits for its texts and schedule from the server (a server action) and its code: as the gallery
    // viewer below, it may take longer than the default on a loaded machine.
    await expect(page.getByRole('dialog', { name: 'Book your free consultation' })).toBeVisible({ timeout: 15_000 });
    await expect(page).toHaveURL(/\/en$/);
  });

  test('a gallery card opens the viewer on the page, not the gallery’s own page', async ({ page }) => {
    await loaded(page, '/es/turismo');
    await page.locator('a[data-gallery]').first().click();
    await expect(page.getByRole('dialog')).toBeVisible({ timeout: 15_000 });
    await expect(page).toHaveURL(/\/es\/turismo\?/);
  });

  test('the chat button opens the chat as soon as it is there', async ({ page }) => {
    await loaded(page, '/es');
    await page.getByRole('button', { name: 'Abrir el chat con el asistente' }).click();
    await expect(page.getByRole('dialog').getByRole('textbox')).toBeVisible();
  });

  test('the quiz keeps an answer chosen while the page hydrated and moves on from it', async ({ page }) => {
    await loaded(page, '/es/servicios');
    const quiz = page.locator('#quiz');
    await quiz.locator('input[name="q1"][value="c"]').check();
    await quiz.getByRole('button', { name: 'Siguiente' }).click();
    await expect(quiz.locator('fieldset:visible legend')).toContainText('Pregunta 2 de 3');
    await quiz.getByRole('button', { name: 'Anterior' }).click();
    await expect(quiz.locator('input[name="q1"][value="c"]')).toBeChecked();
  });

  test('on a phone the menu button opens the menu', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 740 });
    await loaded(page, '/it');
    const button = page.getByRole('button', { name: /menu/i });
    await button.click();
    await expect(button).toHaveAttribute('aria-expanded', 'true');
    await expect(
      page
        .locator('header')
        .getByRole('link', { name: /^EN · / })
        .last(),
    ).toBeVisible();
  });
});

test.describe('the cookie banner used right after load', () => {
  test.use({ storageState: { cookies: [], origins: [] } });

  test('accept all is kept and the banner goes', async ({ page }) => {
    await loaded(page, '/es');
    await page.getByRole('button', { name: 'Aceptar todas' }).click();
    await expect(page.getByRole('button', { name: 'Aceptar todas' })).toHaveCount(0);
    const record = await page.evaluate(
      () => JSON.parse(localStorage.getItem('cookieConsent') ?? 'null') as { analytics?: boolean } | null,
    );
    expect(record?.analytics).toBe(true);
  });
});
