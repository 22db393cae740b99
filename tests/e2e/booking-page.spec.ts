import { expect, test } from '@playwright/test';
import { addDays, isWorkingDay, madridDay } from '@/lib/domain/booking-calendar';
import { bookingTimestamp } from '@/lib/domain/booking-rules';
import { axeViolations } from './axe';
import { openPage } from './ready';
import { bookingPaths, confirmationMail, dayButton, freeSlot, icsOf, pickDayAndTime, uniqueEmail } from './booking-support';

const confirmed = { es: '¡Reserva confirmada!', en: 'Booking confirmed!', it: 'Prenotazione confermata!' } as const;
const success = {
  es: 'Tu cita ha sido reservada con éxito.',
  en: 'Your appointment has been booked successfully.',
  it: 'Il tuo appuntamento è stato prenotato con successo.',
} as const;

test.describe.configure({ timeout: 60_000 });

test.describe('the booking page (spec §2 "Booking page and dialog", issue 7)', () => {
  for (const locale of ['es', 'en', 'it'] as const) {
    test(`${locale}: a booking ends on the confirmation, mails an .ics, and its slot is no longer offered`, async ({ page, request }) => {
      const { day, time } = await freeSlot(request, 55);
      const email = uniqueEmail(locale);
      await openPage(page, bookingPaths[locale]);
      await page.locator('#booking-name').fill('Visitante E2E');
      await page.locator('#booking-email').fill(email);
      await pickDayAndTime(page, day, time);
      await page.getByRole('button', { name: /reservar consulta|book consultation|prenota la consulenza/i }).click();

      const confirmation = page.getByTestId('booking-confirmation');
      await expect(confirmation.getByRole('heading', { name: confirmed[locale] })).toBeFocused();
      await expect(confirmation).toContainText(success[locale]);
      await expect(confirmation.getByRole('link')).toHaveAttribute('href', `/${locale}`);

      const mail = await confirmationMail(email);
      expect(mail).toMatch(/filename="?[\w-]+\.ics/);
      expect(icsOf(mail)).toContain('METHOD:REQUEST');
      expect(icsOf(mail)).toContain(`DTSTART;TZID=Europe/Madrid:${day.replace(/-/g, '')}T${time.replace(':', '')}00`);

      await openPage(page, bookingPaths[locale]);
      await (await dayButton(page, day)).click();
      await expect(page.locator('#booking-time option').nth(1)).toBeAttached();
      await expect(page.locator(`#booking-time option[value="${time}"]`)).toHaveCount(0);
    });
  }

  test('an empty submit shows each message of spec §5 beside its field and focuses the first', async ({ page }) => {
    await openPage(page, bookingPaths.en);
    await expect(page.locator('#booking-time option').first()).toHaveText('Please select a date first');
    await expect(page.locator('[data-booking-calendar] [role="grid"]')).toBeVisible();
    await page.getByRole('button', { name: 'Book consultation' }).click();
    await expect(page.locator('#booking-name-error')).toHaveText('Name is required');
    await expect(page.locator('#booking-email-error')).toHaveText('Valid email is required');
    await expect(page.locator('#booking-date-error')).toHaveText('Please select a date');
    await expect(page.locator('#booking-time-error')).toHaveText('Please select a time');
    await expect(page.getByRole('alert').filter({ hasText: 'Name is required' })).toHaveCount(1);
    await expect(page.locator('#booking-name')).toBeFocused();
    await expect(page.locator('#booking-name')).toHaveAttribute('aria-invalid', 'true');
    expect(await axeViolations(page, 'main')).toEqual([]);
  });

  test('Spanish and Italian show the same messages in their language', async ({ page }) => {
    await openPage(page, bookingPaths.es);
    await expect(page.locator('#booking-time option').first()).toHaveText('Por favor, selecciona una fecha primero');
    await page.getByRole('button', { name: 'Reservar consulta' }).click();
    await expect(page.locator('#booking-date-error')).toHaveText('Por favor, selecciona una fecha');
    await openPage(page, bookingPaths.it);
    await page.getByRole('button', { name: 'Prenota la consulenza' }).click();
    await expect(page.locator('#booking-time-error')).toHaveText(/orario/i);
  });

  test('weekends, past days and days beyond 60 are disabled and say why', async ({ page }) => {
    await openPage(page, bookingPaths.en);
    const today = madridDay(new Date());
    let weekend = addDays(today, 1);
    while (isWorkingDay(weekend)) weekend = addDays(weekend, 1);
    const weekendButton = await dayButton(page, weekend);
    await expect(weekendButton).toBeDisabled();
    await expect(weekendButton).toHaveAttribute('aria-label', /unavailable, weekend/);

    let beyond = addDays(today, 61);
    while (!isWorkingDay(beyond)) beyond = addDays(beyond, 1);
    const beyondButton = await dayButton(page, beyond);
    await expect(beyondButton).toBeDisabled();
    await expect(beyondButton).toHaveAttribute('aria-label', /beyond the booking window/);
    await expect(page.locator('.rdp-button_next')).toHaveAttribute('aria-disabled', 'true');

    await openPage(page, bookingPaths.en);
    const yesterday = page.locator(`td[data-day="${addDays(today, -1)}"] button`);
    if ((await yesterday.count()) > 0) await expect(yesterday.first()).toBeDisabled();
    await expect(page.locator('td[data-today] button')).toHaveAttribute('aria-label', /today/);
  });

  test('a slot someone else took a moment ago (409) offers the nearest free slots, booked in one click', async ({ page, request }) => {
    const { day, time } = await freeSlot(request, 55);
    const email = uniqueEmail('conflict');
    await openPage(page, bookingPaths.en);
    await page.locator('#booking-name').fill('Late Visitor');
    await page.locator('#booking-email').fill(email);
    await pickDayAndTime(page, day, time);
    const taken = await request.post('/api/appointments', {
      data: { name: 'Quicker Visitor', email: 'quicker@example.com', phone: '', date: bookingTimestamp(day, time), service: 'free-consultation', message: '' },
    });
    expect(taken.status()).toBe(201);
    await page.getByRole('button', { name: 'Book consultation' }).click();

    const conflict = page.getByTestId('booking-conflict');
    await expect(conflict).toContainText('Someone has just booked that time');
    await expect(page.locator('#booking-name')).toHaveValue('Late Visitor');
    const offers = conflict.getByRole('button');
    await expect(offers.first()).toBeVisible();
    expect(await offers.count()).toBeGreaterThan(0);
    await offers.first().click();
    await expect(page.getByRole('heading', { name: 'Booking confirmed!' })).toBeVisible();
    await confirmationMail(email);
  });

  test('a failure keeps every field filled and shows the destructive toast', async ({ page, request }) => {
    const { day, time } = await freeSlot(request, 55);
    await openPage(page, bookingPaths.es);
    await page.locator('#booking-name').fill('Sin Red');
    await page.locator('#booking-email').fill('sin.red@example.com');
    await page.locator('#booking-message').fill('Hotel en Valencia');
    await pickDayAndTime(page, day, time);
    await page.route(`**${bookingPaths.es}`, (route) => (route.request().method() === 'POST' ? route.abort() : route.continue()));
    await page.getByRole('button', { name: 'Reservar consulta' }).click();
    await expect(page.getByText('Error al procesar la reserva')).toBeVisible();
    await expect(page.getByText('Ha ocurrido un error. Por favor, inténtalo de nuevo más tarde.')).toBeVisible();
    await expect(page.locator('#booking-name')).toHaveValue('Sin Red');
    await expect(page.locator('#booking-message')).toHaveValue('Hotel en Valencia');
    await expect(page.locator('#booking-time')).toHaveValue(time);
    await expect(page.getByRole('button', { name: 'Reservar consulta' })).toBeEnabled();
  });

  test('the page with the calendar open and a day chosen has no axe violations', async ({ page, request }) => {
    const { day } = await freeSlot(request, 55);
    await openPage(page, bookingPaths.it);
    await (await dayButton(page, day)).click();
    await expect(page.locator('#booking-time')).toBeFocused();
    expect(await axeViolations(page, 'main')).toEqual([]);
  });
});
