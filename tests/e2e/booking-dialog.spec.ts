import { type Page } from '@playwright/test';
import { expect, test } from './test';
import Database from 'better-sqlite3';
import { formatBookingDay } from '@/components/booking/booking-format';
import { addDays, madridDay } from '@/lib/domain/booking-calendar';
import { axeViolations } from './axe';
import { openPage } from './ready';
import { studio } from '@/lib/site';
import {
  beyondWindowInView,
  confirmationMail,
  dayButton,
  freeSlot,
  lastOpenDay,
  pickDayAndTime,
  uniqueEmail,
} from './booking-support';

test.describe.configure({ timeout: 60_000 });

/** The toast stands clear of the round chat button, above it, once it has slid in. */
async function expectClearOfChat(page: Page) {
  const toast = page.locator('[data-sonner-toast]').first();
  await expect(toast).toBeVisible();
  const chat = page.locator('.chat-fab');
  await expect(chat).toBeVisible();
  await expect
    .poll(async () => {
      const [box, button] = [await toast.boundingBox(), await chat.boundingBox()];
      if (!box || !button) return 'missing';
      return box.y + box.height <= button.y ? 'clear' : `toast bottom ${box.y + box.height} > chat top ${button.y}`;
    })
    .toBe('clear');
}

test.describe('the home booking section and dialog', () => {
  test('Book now opens the dialog; Esc closes it and focus returns to the button', async ({ page }) => {
    await openPage(page, '/en');
    const bookNow = page.locator('#cta').getByRole('button', { name: 'Book now' });
    await bookNow.click();
    const dialog = page.getByRole('dialog', { name: 'Book your free consultation' });
    await expect(dialog).toBeVisible();
    await expect(dialog.locator('[data-booking-calendar] [role="grid"]')).toBeVisible();
    expect(await axeViolations(page, '[role="dialog"]')).toEqual([]);
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(bookNow).toBeFocused();

    const prompt = page.locator('#cta').getByRole('button', { name: 'See free days in the calendar' });
    await prompt.click();
    await expect(dialog).toBeVisible();
    // The calendar prompt leads to the calendar: its focusable day takes the focus once the calendar is there.
    await expect(dialog.locator('[data-booking-calendar] button[tabindex="0"]')).toBeFocused();
    await dialog.getByRole('button', { name: 'Close', exact: true }).click();
    await expect(prompt).toBeFocused();
  });

  test('a keyboard visitor on the plain date field when the calendar arrives keeps the focus, in the calendar', async ({
    page,
  }) => {
    await openPage(page, '/en');
    // A slow connection: the dialog's and the calendar's code arrive late, so the plain date field shows first.
    await page.route('**/_next/static/chunks/**', async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 1500));
      await route.continue();
    });
    await page.locator('#cta').getByRole('button', { name: 'Book now' }).click();
    const dialog = page.getByRole('dialog');
    const plainDate = dialog.locator('input[type="date"]');
    await plainDate.focus();
    await expect(dialog.locator('[data-booking-calendar] [role="grid"]')).toBeVisible({ timeout: 15_000 });
    await expect(plainDate).toHaveCount(0);
    await expect(dialog.locator('[data-booking-calendar] button[tabindex="0"]')).toBeFocused();
  });

  test('the dialog allows 30 days: day 31 is disabled', { tag: '@dates' }, async ({ page, request }) => {
    await openPage(page, '/es');
    await page.locator('#cta').getByRole('button', { name: 'Reservar ahora' }).click();
    const dialog = page.getByRole('dialog');
    const today = madridDay(new Date());
    // The last day the server offers times on within 30 days can be chosen; the calendar ends with day 30's month.
    await expect(await dayButton(dialog, await lastOpenDay(request, today, 30))).toBeEnabled();
    await dayButton(dialog, addDays(today, 30));
    await expect(dialog.locator('.rdp-button_next')).toHaveAttribute('aria-disabled', 'true');
    for (const beyond of beyondWindowInView(today, 30)) {
      const button = dialog.locator(`td[data-day="${beyond}"] button`);
      await expect(button).toBeDisabled();
      await expect(button).toHaveAttribute('aria-label', /fuera del periodo de reserva/);
    }
  });

  test('on a phone the error toast stands above the chat button, not over it', async ({ page, request }) => {
    // A phone books on the booking page (the home buttons lead there), whose failures are toasts too.
    await page.setViewportSize({ width: 375, height: 740 });
    const { day, time } = await freeSlot(request, 28);
    await openPage(page, '/es/consulta-gratuita');
    // The connection fails as the booking is sent: the error toast.
    await page.route('**/es/consulta-gratuita', (route) =>
      route.request().method() === 'POST' ? route.abort('failed') : route.continue(),
    );
    await page.locator('#booking-name').fill('Visitante Móvil');
    await page.locator('#booking-email').fill(uniqueEmail('toast-phone'));
    await pickDayAndTime(page, day, time);
    await page.getByRole('button', { name: 'Reservar consulta' }).click();
    await expect(page.locator('[data-sonner-toast]')).toContainText('Error al procesar la reserva');
    await expectClearOfChat(page);

    // The area and the close button are named in the page's language.
    await expect(page.getByRole('region', { name: 'Notificaciones F8' })).toBeAttached();
    const toast = page.locator('[data-sonner-toast]');
    await expect(toast.getByRole('button', { name: 'Cerrar notificación' })).toBeVisible();

    // It is swiped away to the right, once it has travelled 50 px (spec: swipe right, threshold 50).
    const swipe = async (dx: number) => {
      const box = await toast.boundingBox();
      if (!box) throw new Error('no toast');
      const [x, y] = [box.x + box.width / 2, box.y + box.height / 2];
      await page.mouse.move(x, y);
      await page.mouse.down();
      await page.mouse.move(x + dx, y, { steps: 8 });
      await page.mouse.up();
    };
    await swipe(45);
    await swipe(-120);
    await expect(toast).toBeVisible();
    await expect(toast).toHaveCSS('translate', 'none');
    await swipe(52);
    await expect(toast).toHaveCount(0);
  });

  test(
    'a booking through the dialog closes it, confirms it and reloads the page after 5 s',
    { tag: '@dates' },
    async ({ page, request }) => {
      const { day, time } = await freeSlot(request, 28);
      const email = uniqueEmail('dialog');
      await openPage(page, '/it');
      await page.locator('#cta').getByRole('button', { name: 'Prenota ora' }).click();
      const dialog = page.getByRole('dialog');
      await dialog.locator('#dialog-booking-name').fill('Ospite Dialogo');
      await dialog.locator('#dialog-booking-email').fill(email);
      await pickDayAndTime(dialog, day, time, 'dialog-booking');
      const reloaded = page.waitForEvent('load', { timeout: 20_000 });
      await dialog.getByRole('button', { name: 'Prenota la consulenza' }).click();
      await expect(dialog).toBeHidden();
      await expect(page.getByText('Prenotazione confermata!')).toBeVisible();
      // The toast says which day and time were booked, the date opening its sentence with a capital letter.
      const toast = page.locator('[data-sonner-toast]');
      const date = formatBookingDay(day, 'it');
      expect(date).toMatch(/^[a-z]/);
      await expect(toast).toContainText(`con successo. ${date.charAt(0).toUpperCase()}${date.slice(1)} alle ${time}`);
      await expectClearOfChat(page);
      await reloaded;
      await confirmationMail(email);
      // The dialog's booking carries the studio's address to notify (the spec's notifyEmail), stored with it.
      expect(storedNotifyEmail(email)).toBe(studio.email);
    },
  );
});

/** The notifyEmail stored with a booking (lib/provider/embedded/appointments.ts), read from the e2e servers' store. */
function storedNotifyEmail(email: string): string | null | undefined {
  const db = new Database('.data/e2e/studio.db', { readonly: true, timeout: 15_000 });
  try {
    const row = db.prepare('SELECT notify_email FROM appointments WHERE email = ?').get(email) as
      { notify_email: string | null } | undefined;
    return row?.notify_email;
  } finally {
    db.close();
  }
}
