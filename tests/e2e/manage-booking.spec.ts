import { type APIRequestContext, type Browser, expect, type Page, test } from '@playwright/test';
import { bookingTimestamp } from '@/lib/domain/booking-rules';
import { parseMime, textOf } from '@/tests/api/support/mime';
import { axeViolations } from './axe';
import { availability, confirmationMail, freeSlot, icsOf, outboxMails, uniqueEmail } from './booking-support';
import { openPage } from './ready';

type Lang = 'es' | 'en' | 'it';

const texts = {
  es: { cancel: 'Cancelar la cita', cancelling: 'Cancelando…', done: 'Cita cancelada', pending: 'Pendiente de confirmar', cancelled: 'Cancelada', invalid: 'Enlace no válido' },
  en: { cancel: 'Cancel the appointment', cancelling: 'Cancelling…', done: 'Appointment cancelled', pending: 'Awaiting confirmation', cancelled: 'Cancelled', invalid: 'Invalid link' },
  it: { cancel: 'Annulla l’appuntamento', cancelling: 'Annullamento…', done: 'Appuntamento annullato', pending: 'In attesa di conferma', cancelled: 'Annullato', invalid: 'Link non valido' },
} as const;

const managePath = /\/(es|en|it)\/(mi-reserva|my-booking|la-mia-prenotazione)\/[A-Za-z0-9_-]+/;

/** Books a free slot through the API and returns the manage page's path from the confirmation e-mail in the outbox. */
async function bookAndReadLink(request: APIRequestContext, lang: Lang, tag: string) {
  const { day, time } = await freeSlot(request, 50);
  const email = uniqueEmail(`manage-${tag}`);
  const response = await request.post('/api/appointments', {
    data: { name: 'Visitante Enlace', email, phone: '', date: bookingTimestamp(day, time), message: '', lang },
  });
  expect(response.status()).toBe(201);
  const link = managePath.exec(textOf(parseMime(await confirmationMail(email))))?.[0];
  if (!link) throw new Error('the confirmation carries no manage link');
  return { day, time, email, path: link };
}

async function expectSlotFree(request: APIRequestContext, day: string, time: string, free: boolean) {
  const slots = (await availability(request, day, day))[0]?.slots ?? [];
  expect(slots.includes(time)).toBe(free);
}

async function expectCancelMail(email: string) {
  await expect.poll(() => outboxMails().filter((eml) => eml.includes(email) && icsOf(eml).includes('METHOD:CANCEL')).length).toBe(1);
}

async function withoutJavaScript(browser: Browser): Promise<Page> {
  const context = await browser.newContext({ javaScriptEnabled: false, locale: 'es-ES' });
  return context.newPage();
}

test.describe.configure({ timeout: 60_000 });

test.describe("the visitor's manage link", () => {
  for (const lang of ['es', 'en', 'it'] as const) {
    test(`${lang}: the link from the confirmation opens the booking, cancels it with the keyboard, and the slot comes back`, async ({ page, request }) => {
      const { day, time, email, path } = await bookAndReadLink(request, lang, lang);
      expect(path.startsWith(`/${lang}/`)).toBe(true);
      await expectSlotFree(request, day, time, false);

      const response = await openPage(page, path);
      expect(response?.status()).toBe(200);
      expect(response?.headers()['cache-control']).not.toMatch(/s-maxage/);
      await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
      await expect(page.getByTestId('manage-status')).toHaveText(texts[lang].pending);
      await expect(page.locator('main')).toContainText(time);
      expect(await axeViolations(page, 'main')).toEqual([]);

      const button = page.getByRole('button', { name: texts[lang].cancel });
      await button.focus();
      await page.keyboard.press('Enter');
      const result = page.getByTestId('manage-result');
      await expect(result).toBeFocused();
      await expect(result.getByRole('heading', { name: texts[lang].done })).toBeVisible();
      await expect(page.getByTestId('manage-status')).toHaveText(texts[lang].cancelled);
      expect(await axeViolations(page, 'main')).toEqual([]);

      await expectSlotFree(request, day, time, true);
      await expectCancelMail(email);

      // Opened again later, the link shows the booking as cancelled, without a cancel button.
      await openPage(page, path);
      await expect(page.getByTestId('manage-status')).toHaveText(texts[lang].cancelled);
      await expect(page.getByRole('button', { name: texts[lang].cancel })).toHaveCount(0);
    });
  }

  test('while the cancel is on its way the button says so and cannot be pressed again', async ({ page, request }) => {
    const { path, email } = await bookAndReadLink(request, 'es', 'pending');
    await openPage(page, path);
    await page.route(`**${path}`, async (route) => {
      if (route.request().method() !== 'POST') return route.continue();
      await new Promise((resolve) => setTimeout(resolve, 1500));
      return route.continue();
    });
    await page.getByRole('button', { name: texts.es.cancel }).click();
    const busy = page.getByRole('button', { name: texts.es.cancelling });
    await expect(busy).toBeDisabled();
    await expect(page.getByTestId('manage-result')).toBeFocused();
    await expectCancelMail(email);
  });

  test('switching language keeps the link working', async ({ page, request }) => {
    const { path } = await bookAndReadLink(request, 'es', 'switch');
    await openPage(page, path);
    await page.getByRole('link', { name: /^IT ·/ }).first().click();
    await expect(page).toHaveURL(/\/it\/la-mia-prenotazione\/[A-Za-z0-9_-]+$/);
    await expect(page.getByTestId('manage-status')).toHaveText(texts.it.pending);
  });

  test('a tampered link shows the invalid message, never a 5xx, and cancels nothing', async ({ page, request }) => {
    const { path, day, time } = await bookAndReadLink(request, 'en', 'tampered');
    const last = path.at(-2) === 'A' ? 'B' : 'A';
    const tampered = `${path.slice(0, -2)}${last}${path.slice(-1)}`;
    const response = await openPage(page, tampered);
    expect(response?.status()).toBeLessThan(500);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(texts.en.invalid);
    await expect(page.getByRole('button', { name: texts.en.cancel })).toHaveCount(0);
    expect(await axeViolations(page, 'main')).toEqual([]);
    for (const garbage of ['/en/my-booking/short', '/en/my-booking/%E2%9C%93%E2%9C%93%E2%9C%93%E2%9C%93%E2%9C%93%E2%9C%93', '/es/mi-reserva/' + 'A'.repeat(50)]) {
      expect((await request.get(garbage)).status(), garbage).toBeLessThan(500);
    }
    await expectSlotFree(request, day, time, false);
  });

  test('a link whose token cannot be one answers 404 with the invalid message, titled like the other not-found pages', async ({ page }) => {
    const cases = [
      { path: '/es/mi-reserva/AAAA', lang: 'es', title: 'Página no encontrada' },
      { path: '/en/my-booking/AAAA', lang: 'en', title: 'Page Not Found' },
      { path: '/it/la-mia-prenotazione/AAAA', lang: 'it', title: 'Pagina non trovata' },
    ] as const;
    for (const { path, lang, title } of cases) {
      const response = await page.goto(path);
      expect(response?.status(), path).toBe(404);
      await expect(page).toHaveTitle(title);
      expect(await response?.text()).toContain(`<title>${title}</title>`);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(texts[lang].invalid);
    }
  });

  test('without JavaScript the form still cancels and the server renders the cancelled booking', async ({ browser, request }) => {
    const { path, day, time, email } = await bookAndReadLink(request, 'it', 'nojs');
    const page = await withoutJavaScript(browser);
    await page.goto(path);
    await page.getByRole('button', { name: texts.it.cancel }).click();
    await expect(page.getByTestId('manage-result').getByRole('heading', { name: texts.it.done })).toBeVisible();
    await expect(page.getByTestId('manage-status')).toHaveText(texts.it.cancelled);
    await expectSlotFree(request, day, time, true);
    await expectCancelMail(email);
    await page.context().close();
  });
});
