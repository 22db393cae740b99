import { type APIRequestContext, type Browser, type Page } from '@playwright/test';
import { expect, test } from './test';
import Database from 'better-sqlite3';
import { formatBookingDay } from '@/components/booking/booking-format';
import { bookingTimestamp } from '@/lib/domain/booking-rules';
import { parseMime, textOf } from '@/tests/api/support/mime';
import { axeViolations } from './axe';
import { availability, confirmationMail, freeSlot, icsOf, outboxMails, uniqueEmail } from './booking-support';
import { openPage } from './ready';

type Lang = 'es' | 'en' | 'it';

const texts = {
  es: {
    cancel: 'Cancelar la cita',
    cancelling: 'Cancelando…',
    done: 'Cita cancelada',
    pending: 'Pendiente de confirmar',
    cancelled: 'Cancelada',
    invalid: 'Enlace no válido',
    confirm: 'Sí, quiero cancelar esta cita',
    confirmRequired: 'Marca la casilla para confirmar que quieres cancelar la cita.',
    byStudio: 'Cancelada por el estudio',
    studioTitle: 'El estudio ha cancelado esta cita',
    studioReason: 'Motivo indicado por el estudio',
    bookAgain: 'Reservar otra consulta',
    intro: 'cancelarla si ya no te viene bien',
    dateLabel: 'Fecha',
    cancelledIntro: 'Aquí puedes ver los datos de tu cita, que ya está cancelada.',
    cancelledText: 'Tu cita está cancelada. Te hemos enviado un email con la cancelación para tu calendario.',
    alreadyCancelled: 'Esta cita ya estaba cancelada.',
    studioText:
      'Lo sentimos: el estudio ha tenido que cancelar tu consulta gratuita. Si quieres, puedes reservar otra hora.',
  },
  en: {
    cancel: 'Cancel the appointment',
    cancelling: 'Cancelling…',
    done: 'Appointment cancelled',
    pending: 'Awaiting confirmation',
    cancelled: 'Cancelled',
    invalid: 'Invalid link',
    confirm: 'Yes, I want to cancel this appointment',
    confirmRequired: 'Tick the box to confirm that you want to cancel the appointment.',
    byStudio: 'Cancelled by the studio',
    studioTitle: 'The studio has cancelled this appointment',
    studioReason: 'The studio’s reason',
    bookAgain: 'Book another consultation',
    intro: 'cancel it if it no longer suits you',
    dateLabel: 'Date',
    cancelledIntro: 'Here you can see the details of your appointment, which has been cancelled.',
    cancelledText: 'Your appointment is cancelled. We have emailed you the cancellation for your calendar.',
    alreadyCancelled: 'This appointment was already cancelled.',
    studioText:
      'We are sorry: the studio has had to cancel your free consultation. You are welcome to book another time.',
  },
  it: {
    cancel: 'Annulla l’appuntamento',
    cancelling: 'Annullamento…',
    done: 'Appuntamento annullato',
    pending: 'In attesa di conferma',
    cancelled: 'Annullato',
    invalid: 'Link non valido',
    confirm: 'Sì, voglio annullare questo appuntamento',
    confirmRequired: 'Spunta la casella per confermare che vuoi annullare l’appuntamento.',
    byStudio: 'Annullato dallo studio',
    studioTitle: 'Lo studio ha annullato questo appuntamento',
    studioReason: 'Motivo indicato dallo studio',
    bookAgain: 'Prenota un’altra consulenza',
    intro: 'annullarlo se non ti va più bene',
    dateLabel: 'Data',
    cancelledIntro: 'Qui puoi vedere i dati del tuo appuntamento, che è stato annullato.',
    cancelledText:
      'Il tuo appuntamento è annullato. Ti abbiamo inviato un’email con l’annullamento per il tuo calendario.',
    alreadyCancelled: 'Questo appuntamento era già annullato.',
    studioText:
      'Ci dispiace: lo studio ha dovuto annullare la tua consulenza gratuita. Se vuoi, puoi prenotare un altro orario.',
  },
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
  return { day, time, email, path: link, id: String(((await response.json()) as { id?: unknown }).id) };
}

/**
 * The studio's cancel as the back office stores it (lib/studio/appointment-changes.ts): status, who and the
 * reason, written straight to the e2e servers' database (the back office's own flow is back-office-appointments.spec).
 */
function cancelAsTheStudio(id: string, reason: string | null) {
  const db = new Database('.data/e2e/studio.db', { timeout: 15_000 });
  try {
    const now = new Date().toISOString();
    const changed = db
      .prepare(
        "UPDATE appointments SET status = 'cancelled', cancelled_by = 'studio', cancel_reason = ?, cancelled_at = ?, updated_at = ?, sequence = sequence + 1 WHERE id = ?",
      )
      .run(reason, now, now, id);
    expect(changed.changes).toBe(1);
  } finally {
    db.close();
  }
}

async function expectSlotFree(request: APIRequestContext, day: string, time: string, free: boolean) {
  const slots = (await availability(request, day, day))[0]?.slots ?? [];
  expect(slots.includes(time)).toBe(free);
}

async function expectCancelMail(email: string) {
  await expect
    .poll(() => outboxMails().filter((eml) => eml.includes(email) && icsOf(eml).includes('METHOD:CANCEL')).length)
    .toBe(1);
}

/** The booking's date as the manage page's details show it (the value beside or under its label). */
const shownDate = (page: Page, lang: Lang) =>
  page.locator('dt', { hasText: texts[lang].dateLabel }).locator('xpath=following-sibling::dd[1]');

/** A text read at the start of a description, whatever follows. */
const startingWith = (text: string) => new RegExp(`^${text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`);

async function withoutJavaScript(browser: Browser): Promise<Page> {
  const context = await browser.newContext({ javaScriptEnabled: false, locale: 'es-ES' });
  return context.newPage();
}

test.describe.configure({ timeout: 60_000 });

test.describe("the visitor's manage link", () => {
  for (const lang of ['es', 'en', 'it'] as const) {
    test(`${lang}: the link from the confirmation opens the booking, cancels it with the keyboard, and the slot comes back`, async ({
      page,
      request,
    }) => {
      const { day, time, email, path } = await bookAndReadLink(request, lang, lang);
      expect(path.startsWith(`/${lang}/`)).toBe(true);
      await expectSlotFree(request, day, time, false);

      const response = await openPage(page, path);
      expect(response?.status()).toBe(200);
      expect(response?.headers()['cache-control']).not.toMatch(/s-maxage/);
      await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
      await expect(page.getByTestId('manage-status')).toHaveText(texts[lang].pending);
      await expect(page.locator('main')).toContainText(time);
      // The date opens its line: its first letter capitalised in every language ('jueves, 3 de…' is 'Jueves, 3 de…').
      const spelled = formatBookingDay(day, lang, true);
      if (lang !== 'en') expect(spelled).toMatch(/^\p{Ll}/u);
      await expect(shownDate(page, lang)).toHaveText(spelled.charAt(0).toLocaleUpperCase(lang) + spelled.slice(1));
      expect(await axeViolations(page, 'main')).toEqual([]);

      // One press alone cancels nothing: the tick is asked for, and the focus goes to it.
      const button = page.getByRole('button', { name: texts[lang].cancel });
      await button.focus();
      await page.keyboard.press('Enter');
      const tick = page.getByRole('checkbox', { name: texts[lang].confirm });
      await expect(tick).toBeFocused();
      await expect(tick).toHaveAttribute('aria-invalid', 'true');
      await expect(page.getByRole('alert').filter({ hasText: texts[lang].confirmRequired })).toBeVisible();
      await expect(tick).toHaveAccessibleDescription(texts[lang].confirmRequired);
      await expect(page.getByTestId('manage-status')).toHaveText(texts[lang].pending);
      await expectSlotFree(request, day, time, false);
      expect(await axeViolations(page, 'main')).toEqual([]);

      await page.keyboard.press('Space');
      await expect(tick).toBeChecked();
      await button.focus();
      await page.keyboard.press('Enter');
      const result = page.getByTestId('manage-result');
      await expect(result).toBeFocused();
      // Focus lands on the news, read out by its title and its text.
      await expect(result).toHaveAccessibleName(texts[lang].done);
      await expect(result).toHaveAccessibleDescription(texts[lang].cancelledText);
      await expect(result.getByRole('heading', { name: texts[lang].done })).toBeVisible();
      await expect(page.getByTestId('manage-status')).toHaveText(texts[lang].cancelled);
      // The whole page reads as cancelled, as without JavaScript: the intro no longer offers to cancel.
      await expect(page.locator('main')).not.toContainText(texts[lang].intro);
      await expect(page.locator('main')).toContainText(texts[lang].cancelledIntro);
      await expect(page.getByRole('button', { name: texts[lang].cancel })).toHaveCount(0);
      await expect(result.getByRole('link', { name: texts[lang].bookAgain })).toBeVisible();
      expect(await axeViolations(page, 'main')).toEqual([]);
      const cancelledHere = await page.locator('main').innerText();

      await expectSlotFree(request, day, time, true);
      await expectCancelMail(email);

      // Opened again later, the link shows the booking as cancelled, without a cancel button nor the offer to cancel:
      // the same page, but that the booking was already cancelled.
      await openPage(page, path);
      await expect(page.getByTestId('manage-status')).toHaveText(texts[lang].cancelled);
      await expect(page.getByRole('button', { name: texts[lang].cancel })).toHaveCount(0);
      await expect(page.locator('main')).not.toContainText(texts[lang].intro);
      await expect(page.getByTestId('manage-result').getByRole('heading', { name: texts[lang].done })).toBeVisible();
      expect(await page.locator('main').innerText()).toBe(
        cancelledHere.replace(texts[lang].cancelledText, texts[lang].alreadyCancelled),
      );
    });
  }

  test('a cancel that finds the booking cancelled in another tab turns the whole page, as the form posted without JavaScript does', async ({
    page,
    browser,
    request,
  }) => {
    const { path } = await bookAndReadLink(request, 'en', 'other-tab');
    await openPage(page, path);
    const plain = await withoutJavaScript(browser);
    await plain.goto(path);
    await expect(page.locator('main')).toContainText(texts.en.intro);

    // The visitor's other tab cancels first (as the API does).
    const other = await request.post('/api/appointments/cancel', {
      data: { token: path.split('/').pop(), lang: 'en' },
    });
    expect(((await other.json()) as { outcome?: string }).outcome).toBe('cancelled');

    await page.getByRole('checkbox', { name: texts.en.confirm }).check();
    await page.getByRole('button', { name: texts.en.cancel }).click();
    const result = page.getByTestId('manage-result');
    await expect(result).toBeFocused();
    await expect(result).toHaveAccessibleName(texts.en.done);
    await expect(result).toHaveAccessibleDescription(texts.en.alreadyCancelled);
    await expect(page.getByTestId('manage-status')).toHaveText(texts.en.cancelled);
    await expect(page.locator('main')).not.toContainText(texts.en.intro);
    await expect(page.locator('main')).toContainText(texts.en.cancelledIntro);
    await expect(page.getByRole('button', { name: texts.en.cancel })).toHaveCount(0);
    await expect(result.getByRole('link', { name: texts.en.bookAgain })).toBeVisible();
    expect(await axeViolations(page, 'main')).toEqual([]);

    // The same form posted without JavaScript from a page opened before: the server's page reads word for word the
    // same.
    await plain.getByRole('checkbox', { name: texts.en.confirm }).check();
    await plain.getByRole('button', { name: texts.en.cancel }).click();
    await expect(plain.getByTestId('manage-result').getByRole('heading', { name: texts.en.done })).toBeVisible();
    expect(await page.locator('main').innerText()).toBe(await plain.locator('main').innerText());
    await plain.context().close();
  });

  test('while the cancel is on its way the button says so and cannot be pressed again', async ({ page, request }) => {
    const { path, email } = await bookAndReadLink(request, 'es', 'pending');
    await openPage(page, path);
    await page.route(`**${path}`, async (route) => {
      if (route.request().method() !== 'POST') return route.continue();
      await new Promise((resolve) => setTimeout(resolve, 1500));
      return route.continue();
    });
    await page.getByRole('checkbox', { name: texts.es.confirm }).check();
    await page.getByRole('button', { name: texts.es.cancel }).click();
    const busy = page.getByRole('button', { name: texts.es.cancelling });
    await expect(busy).toBeDisabled();
    await expect(page.getByTestId('manage-result')).toBeFocused();
    await expectCancelMail(email);
  });

  for (const lang of ['es', 'en', 'it'] as const) {
    test(`${lang}: a booking the studio cancelled says so, with its reason as text, neither as the visitor's cancel nor with an offer to cancel`, async ({
      page,
      request,
    }) => {
      const { path, id } = await bookAndReadLink(request, lang, `studio-${lang}`);
      const reason = 'Cerramos esa mañana. <img src=x onerror="window.__xss=1"> & más';
      cancelAsTheStudio(id, reason);
      await openPage(page, path);
      await expect(page.getByTestId('manage-status')).toHaveText(texts[lang].byStudio);
      const result = page.getByTestId('manage-result');
      await expect(result.getByRole('heading', { name: texts[lang].studioTitle })).toBeVisible();
      await expect(result).toHaveAccessibleName(texts[lang].studioTitle);
      await expect(result).toHaveAccessibleDescription(startingWith(texts[lang].studioText));
      await expect(result.getByTestId('manage-studio-reason')).toHaveText(`${texts[lang].studioReason}${reason}`);
      await expect(result.locator('img')).toHaveCount(0);
      expect(await page.evaluate(() => (window as { __xss?: number }).__xss)).toBeUndefined();
      // Neither the visitor's success (its title and green check) nor the offer to cancel.
      await expect(page.getByRole('heading', { name: texts[lang].done })).toHaveCount(0);
      await expect(result.locator('svg')).toHaveCount(0);
      await expect(page.locator('main')).not.toContainText(texts[lang].intro);
      await expect(page.getByRole('button', { name: texts[lang].cancel })).toHaveCount(0);
      await expect(result.getByRole('link', { name: texts[lang].bookAgain })).toBeVisible();
      expect(await axeViolations(page, 'main')).toEqual([]);
    });
  }

  test('a booking the studio cancelled without a reason, and a cancel that arrives after the studio’s, say the studio cancelled it', async ({
    page,
    browser,
    request,
  }) => {
    const { path, id } = await bookAndReadLink(request, 'es', 'studio-silent');
    await openPage(page, path);
    // The studio cancels while the visitor has the page open; their cancel then finds it cancelled by the studio.
    cancelAsTheStudio(id, null);
    await page.getByRole('checkbox', { name: texts.es.confirm }).check();
    await page.getByRole('button', { name: texts.es.cancel }).click();
    const result = page.getByTestId('manage-result');
    await expect(result).toBeFocused();
    await expect(result).toHaveAccessibleName(texts.es.studioTitle);
    await expect(result).toHaveAccessibleDescription(texts.es.studioText);
    await expect(result.getByRole('heading', { name: texts.es.studioTitle })).toBeVisible();
    await expect(page.getByTestId('manage-status')).toHaveText(texts.es.byStudio);
    await expect(result.getByTestId('manage-studio-reason')).toHaveCount(0);
    // The page around it no longer offers to cancel either.
    await expect(page.locator('main')).not.toContainText(texts.es.intro);
    await expect(page.locator('main')).toContainText(texts.es.cancelledIntro);

    const plain = await withoutJavaScript(browser);
    await plain.goto(path);
    await expect(plain.getByTestId('manage-result').getByRole('heading', { name: texts.es.studioTitle })).toBeVisible();
    await expect(plain.getByTestId('manage-status')).toHaveText(texts.es.byStudio);
    await plain.context().close();
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
    for (const garbage of [
      '/en/my-booking/short',
      '/en/my-booking/%E2%9C%93%E2%9C%93%E2%9C%93%E2%9C%93%E2%9C%93%E2%9C%93',
      '/es/mi-reserva/' + 'A'.repeat(50),
    ]) {
      expect((await request.get(garbage)).status(), garbage).toBeLessThan(500);
    }
    await expectSlotFree(request, day, time, false);
  });

  test('a link whose token cannot be one answers 404 with the invalid message, titled like the other not-found pages', async ({
    page,
  }) => {
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

  test(
    'without JavaScript the form still cancels and the server renders the cancelled booking',
    { tag: '@dates' },
    async ({ browser, request }) => {
      const { path, day, time, email } = await bookAndReadLink(request, 'it', 'nojs');
      const page = await withoutJavaScript(browser);
      await page.goto(path);
      // Without the tick the server renders the form again with its error, and cancels nothing.
      await page.getByRole('button', { name: texts.it.cancel }).click();
      await expect(page.getByRole('alert').filter({ hasText: texts.it.confirmRequired })).toBeVisible();
      await expect(page.getByTestId('manage-status')).toHaveText(texts.it.pending);
      await expectSlotFree(request, day, time, false);
      await page.getByRole('checkbox', { name: texts.it.confirm }).check();
      await page.getByRole('button', { name: texts.it.cancel }).click();
      await expect(page.getByTestId('manage-result').getByRole('heading', { name: texts.it.done })).toBeVisible();
      await expect(page.getByTestId('manage-status')).toHaveText(texts.it.cancelled);
      await expect(page.locator('main')).not.toContainText(texts.it.intro);
      await expect(page.locator('main')).toContainText(texts.it.cancelledIntro);
      await expect(page.getByRole('button', { name: texts.it.cancel })).toHaveCount(0);
      await expectSlotFree(request, day, time, true);
      await expectCancelMail(email);
      await page.context().close();
    },
  );
});
