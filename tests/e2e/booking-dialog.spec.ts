import { expect, test } from '@playwright/test';
import { addDays, isWorkingDay, madridDay } from '@/lib/domain/booking-calendar';
import { axeViolations } from './axe';
import { openPage } from './ready';
import { confirmationMail, dayButton, freeSlot, pickDayAndTime, uniqueEmail } from './booking-support';

test.describe.configure({ timeout: 60_000 });

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
    await dialog.getByRole('button', { name: 'Close' }).click();
    await expect(prompt).toBeFocused();
  });

  test('a keyboard visitor on the plain date field when the calendar arrives keeps the focus, in the calendar', async ({ page }) => {
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

  test('the dialog allows 30 days: day 31 is disabled', async ({ page }) => {
    await openPage(page, '/es');
    await page.locator('#cta').getByRole('button', { name: 'Reservar ahora' }).click();
    const dialog = page.getByRole('dialog');
    let beyond = addDays(madridDay(new Date()), 31);
    while (!isWorkingDay(beyond)) beyond = addDays(beyond, 1);
    const button = await dayButton(dialog, beyond);
    await expect(button).toBeDisabled();
    await expect(button).toHaveAttribute('aria-label', /fuera del periodo de reserva/);
  });

  test('a booking through the dialog closes it, confirms it and reloads the page after 5 s', async ({ page, request }) => {
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
    // The toast says which day and time were booked.
    await expect(page.locator('[data-sonner-toast]')).toContainText(`alle ${time}`);
    await reloaded;
    await confirmationMail(email);
  });
});
