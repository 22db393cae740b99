import { type APIRequestContext, type Page } from '@playwright/test';
import { expect, test } from './test';
import { addDays, madridDay } from '@/lib/domain/booking-calendar';
import { bookingTimestamp } from '@/lib/domain/booking-rules';
import { axeViolations } from './axe';
import { openPage } from './ready';
import {
  availability,
  beyondWindowInView,
  bookingPaths,
  confirmationMail,
  dayButton,
  freeSlot,
  icsOf,
  isWeekend,
  lastOpenDay,
  pickDayAndTime,
  showCalendar,
  uniqueEmail,
} from './booking-support';

const confirmed = { es: '¡Reserva confirmada!', en: 'Booking confirmed!', it: 'Prenotazione confermata!' } as const;
const success = {
  es: 'Tu cita ha sido reservada con éxito.',
  en: 'Your appointment has been booked successfully.',
  it: 'Il tuo appuntamento è stato prenotato con successo.',
} as const;

test.describe.configure({ timeout: 60_000 });

/**
 * The English booking page with a visitor's details and a free slot chosen, which someone else books through the API
 * just before the visitor submits: the answer is the 409. The two tests that book after a 409 run side by side and
 * each books a time near its taken one: they pick their days from windows that do not overlap (`days`: from and to
 * days ahead), so neither can take a time the other was just offered. Suspected in one clean-clone CI failure: the
 * click on the first offered time never reached the confirmation while the other test ran beside it.
 */
async function bookATakenSlot(
  page: Page,
  request: APIRequestContext,
  { days, name, tag }: { days: [number, number]; name: string; tag: string },
) {
  const [from, within] = days;
  const { day, time } = await freeSlot(request, within, from);
  const email = uniqueEmail(tag);
  await openPage(page, bookingPaths.en);
  await page.locator('#booking-name').fill(name);
  await page.locator('#booking-email').fill(email);
  await pickDayAndTime(page, day, time);
  const taken = await request.post('/api/appointments', {
    data: {
      name: 'Quicker Visitor',
      email: 'quicker@example.com',
      phone: '',
      date: bookingTimestamp(day, time),
      service: 'free-consultation',
      message: '',
    },
  });
  expect(taken.status()).toBe(201);
  await page.getByRole('button', { name: 'Book consultation' }).click();
  return { email, time };
}

test.describe('the booking page', () => {
  for (const locale of ['es', 'en', 'it'] as const) {
    test(
      `${locale}: a booking ends on the confirmation, mails an .ics, and its slot is no longer offered`,
      { tag: '@dates' },
      async ({ page, request }) => {
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
      },
    );
  }

  test('an empty submit shows each field’s validation message beside it and focuses the first', async ({ page }) => {
    await openPage(page, bookingPaths.en);
    await expect(page.locator('#booking-time option').first()).toHaveText('Please select a date first');
    await showCalendar(page);
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

  test('the calendar takes the native field’s place without moving the button below it', async ({ page }) => {
    await page.setViewportSize({ width: 360, height: 640 });
    await openPage(page, bookingPaths.en);
    const button = page.getByRole('button', { name: 'Book consultation' });
    const top = () => button.evaluate((element) => element.getBoundingClientRect().top + window.scrollY);
    // Far below the fold on a phone: its code has not come yet, the native field holds its place.
    await expect(page.locator('[data-booking-calendar]')).toHaveCount(0);
    const before = await top();
    await showCalendar(page);
    await expect(page.locator('[data-booking-calendar] [role="grid"]')).toBeVisible();
    expect(await top()).toBe(before);
    // Six weeks of the same height in every month, the last one's days past the window included: paging moves nothing.
    const next = page.locator('.rdp-button_next');
    for (let month = 0; month < 3 && (await next.getAttribute('aria-disabled')) !== 'true'; month += 1) {
      const caption = await page.locator('.rdp-month_caption').textContent();
      await next.click();
      await expect(page.locator('.rdp-month_caption')).not.toHaveText(caption ?? '');
      expect(await top()).toBe(before);
    }
    await expect(next).toHaveAttribute('aria-disabled', 'true');
  });

  test('a focused day that the free days then take keeps the focus, says so, and the arrows go on', async ({
    page,
  }) => {
    // The free days are held back until the visitor is on a day, and then say that very day was just taken.
    let release: (day: string) => void = () => {};
    const focusedDay = new Promise<string>((resolve) => (release = resolve));
    await page.route('**/api/availability?*', async (route) => {
      const response = await route.fetch();
      const days = (await response.json()) as { date: string; slots: string[] }[];
      const taken = await focusedDay;
      await route.fulfill({ response, json: days.map((day) => (day.date === taken ? { ...day, slots: [] } : day)) });
    });
    await openPage(page, bookingPaths.en);
    await showCalendar(page);
    const grid = page.locator('[data-booking-calendar] [role="grid"]');
    await expect(grid).toBeVisible();
    await grid.locator('button[tabindex="0"]').focus();
    const day = (await grid.locator('td:has(button:focus)').getAttribute('data-day')) ?? '';
    expect(day).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    release(day);
    const button = grid.locator(`td[data-day="${day}"] button`);
    await expect(button).toHaveAttribute('aria-disabled', 'true');
    await expect(button).toHaveAccessibleName(/no free times/);
    await expect(button).toBeFocused();
    // Enter chooses nothing there; the arrows go on to an open day, which Enter chooses.
    await page.keyboard.press('Enter');
    await expect(page.locator('#booking-time option').first()).toHaveText('Please select a date first');
    for (let step = 0; step < 7; step += 1) {
      await page.keyboard.press('ArrowRight');
      if ((await grid.locator('td:has(button:focus)').getAttribute('data-disabled')) === null) break;
    }
    const open = grid.locator('td:has(button:focus)');
    await expect(open).not.toHaveAttribute('data-disabled', 'true');
    await page.keyboard.press('Enter');
    await expect(page.locator('#booking-time')).toBeFocused();
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

  test(
    'weekends, past days and days beyond 60 are disabled and say why',
    { tag: '@dates' },
    async ({ page, request }) => {
      await openPage(page, bookingPaths.en);
      const today = madridDay(new Date());
      let weekend = addDays(today, 1);
      while (!isWeekend(weekend)) weekend = addDays(weekend, 1);
      const weekendButton = await dayButton(page, weekend);
      await expect(weekendButton).toBeDisabled();
      await expect(weekendButton).toHaveAttribute('aria-label', /unavailable, weekend/);

      // The days the server offers times on reach day 60 at most; the calendar ends with day 60's month.
      await expect(await dayButton(page, await lastOpenDay(request, today, 60))).toBeEnabled();
      await dayButton(page, addDays(today, 60));
      await expect(page.locator('.rdp-button_next')).toHaveAttribute('aria-disabled', 'true');
      for (const beyond of beyondWindowInView(today, 60)) {
        const button = page.locator(`td[data-day="${beyond}"] button`);
        await expect(button).toBeDisabled();
        await expect(button).toHaveAttribute('aria-label', /beyond the booking window/);
      }

      // The calendar opens on the first day with a time left, which can be next month: today is a month back then.
      await openPage(page, bookingPaths.en);
      const todayButton = await dayButton(page, today);
      await expect(todayButton).toHaveAttribute('aria-label', /today/);
      const yesterday = page.locator(`td[data-day="${addDays(today, -1)}"] button`);
      if ((await yesterday.count()) > 0) await expect(yesterday.first()).toBeDisabled();
    },
  );

  test('a slot someone else took a moment ago (409) offers the nearest free slots, booked in one click', async ({
    page,
    request,
  }) => {
    const { email } = await bookATakenSlot(page, request, { days: [30, 55], name: 'Late Visitor', tag: 'conflict' });

    const conflict = page.getByTestId('booking-conflict');
    await expect(conflict).toContainText('Someone has just booked that time');
    // The sending form had dropped the focus; the offer takes it, so the keyboard is right before the slots.
    await expect(conflict.getByText('Someone has just booked that time')).toBeFocused();
    // Said once, by the offer: no error toast and no second message under the time.
    await expect(page.getByText('Error processing booking')).toBeHidden();
    await expect(page.locator('#booking-time-error')).toHaveCount(0);
    await expect(page.locator('#booking-name')).toHaveValue('Late Visitor');
    const offers = conflict.getByRole('button');
    await expect(offers.first()).toBeVisible();
    expect(await offers.count()).toBeGreaterThan(0);
    expect(await axeViolations(page, 'main')).toEqual([]);
    const offered = await offers.evaluateAll((buttons) => buttons.map((button) => (button as HTMLButtonElement).value));
    expect(offered).toEqual([...offered].sort());
    await offers.first().click();
    await expect(page.getByRole('heading', { name: 'Booking confirmed!' })).toBeVisible();
    // The error toast of the taken slot does not stand beside the confirmation.
    await expect(page.getByText('Error processing booking')).toBeHidden();
    expect(await axeViolations(page, 'main')).toEqual([]);
    await confirmationMail(email);
  });

  test('after a 409, Enter in a field books the time chosen in the form, not the first offered slot', async ({
    page,
    request,
  }) => {
    const { email, time } = await bookATakenSlot(page, request, {
      days: [1, 29],
      name: 'Enter Visitor',
      tag: 'conflict-enter',
    });
    const offers = page.getByTestId('booking-conflict').getByRole('button');
    await expect(offers.first()).toBeVisible();
    const offered = await offers.evaluateAll((buttons) =>
      buttons.map((button) => (button as HTMLButtonElement).value.split('|')[1]),
    );
    const times = await page
      .locator('#booking-time option')
      .evaluateAll((options) => options.map((option) => (option as HTMLOptionElement).value).filter(Boolean));
    const chosen = times.filter((value) => value !== time && !offered.includes(value)).at(-1) ?? times.at(-1) ?? '';
    expect(chosen).not.toBe('');
    await page.locator('#booking-time').selectOption(chosen);
    await page.locator('#booking-name').press('Enter');
    const confirmation = page.getByTestId('booking-confirmation');
    await expect(confirmation.getByRole('heading', { name: 'Booking confirmed!' })).toBeVisible();
    await expect(confirmation).toContainText(chosen);
    await confirmationMail(email);
  });

  test('a failure keeps every field filled and shows the destructive toast', async ({ page, request }) => {
    const { day, time } = await freeSlot(request, 55);
    await openPage(page, bookingPaths.es);
    await page.locator('#booking-name').fill('Sin Red');
    await page.locator('#booking-email').fill('sin.red@example.com');
    await page.locator('#booking-message').fill('Hotel en Valencia');
    await pickDayAndTime(page, day, time);
    await page.route(`**${bookingPaths.es}`, (route) =>
      route.request().method() === 'POST' ? route.abort() : route.continue(),
    );
    await page.getByRole('button', { name: 'Reservar consulta' }).click();
    await expect(page.getByText('Error al procesar la reserva')).toBeVisible();
    await expect(page.getByText('Ha ocurrido un error. Por favor, inténtalo de nuevo más tarde.')).toBeVisible();
    await expect(page.locator('#booking-name')).toHaveValue('Sin Red');
    await expect(page.locator('#booking-message')).toHaveValue('Hotel en Valencia');
    await expect(page.locator('#booking-time')).toHaveValue(time);
    await expect(page.getByRole('button', { name: 'Reservar consulta' })).toBeEnabled();
    // The disabled fieldset dropped the focus while sending; it comes back to the button, not the top of the page.
    await expect(page.getByRole('button', { name: 'Reservar consulta' })).toBeFocused();
  });

  test('the page with the calendar open and a day chosen has no axe violations', async ({ page, request }) => {
    const { day } = await freeSlot(request, 55);
    await openPage(page, bookingPaths.it);
    await (await dayButton(page, day)).click();
    await expect(page.locator('#booking-time')).toBeFocused();
    expect(await axeViolations(page, 'main')).toEqual([]);
  });
});

test.describe('on a 375 px phone', () => {
  test.use({ viewport: { width: 375, height: 812 } });

  for (const locale of ['es', 'it'] as const) {
    test(`${locale}: nothing overflows, the calendar spans the form and the time field's message fits whole`, async ({
      page,
    }) => {
      await openPage(page, bookingPaths[locale]);
      await showCalendar(page);
      const grid = page.locator('[data-booking-calendar] [role="grid"]');
      await expect(grid).toBeVisible();
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
      const form = await page.getByTestId('page-booking-form').boundingBox();
      const calendar = await page.locator('[data-booking-calendar]').boundingBox();
      expect(calendar && form && calendar.width >= form.width - 1).toBe(true);
      // A select cannot wrap: its text must fit between its padding and the chevron.
      for (const field of ['#booking-time', '#booking-service']) {
        const fits = await page.locator(field).evaluate((select: HTMLSelectElement) => {
          const style = getComputedStyle(select);
          const context = document.createElement('canvas').getContext('2d');
          if (!context) return false;
          context.font = `${style.fontWeight} ${style.fontSize} ${style.fontFamily}`;
          const room = select.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight);
          return context.measureText(select.selectedOptions[0]?.text ?? '').width <= room;
        });
        expect(fits, field).toBe(true);
      }
    });
  }
});

test.describe('a visitor outside Madrid’s time zone: times are Madrid time', () => {
  /** The slots offered for a day on which 10:00 and 17:30 are both free, as the visitor reads them. */
  async function firstDayTimes(page: Page, request: APIRequestContext) {
    const today = madridDay(new Date());
    const day = (await availability(request, addDays(today, 1), addDays(today, 55))).find(
      ({ slots }) => slots.includes('10:00') && slots.includes('17:30'),
    )?.date;
    if (!day) throw new Error('no day with 10:00 and 17:30 free in the next 55 days');
    await openPage(page, bookingPaths.en);
    await (await dayButton(page, day)).click();
    await expect(page.locator('#booking-time option').nth(1)).toBeAttached();
    return page
      .locator('#booking-time option')
      .evaluateAll((options) => options.slice(1).map((o) => o.textContent ?? ''));
  }

  test.describe('in New York', () => {
    test.use({ timezoneId: 'America/New_York' });
    test('each slot shows the local time too, and the note names the zone as people say it', async ({
      page,
      request,
    }) => {
      const texts = await firstDayTimes(page, request);
      for (const text of texts) expect(text).toMatch(/^\d{2}:\d{2} \(\d{2}:\d{2} your time\)$/);
      await expect(page.locator('#booking-time-hint')).toHaveText(
        'Your local time (Eastern Time) is shown in brackets.',
      );
      await expect(page.locator('#booking-time')).toHaveAttribute('aria-describedby', /booking-time-zone/);
      await expect(page.locator('#booking-time-zone')).toHaveText('All times are Madrid time (CET/CEST).');
    });
  });

  test.describe('in Tokyo', () => {
    test.use({ timezoneId: 'Asia/Tokyo' });
    test('a slot that falls on the next day there says which day', { tag: '@dates' }, async ({ page, request }) => {
      const texts = await firstDayTimes(page, request);
      for (const text of texts)
        expect(text).toMatch(/^\d{2}:\d{2} \(((Mon|Tue|Wed|Thu|Fri|Sat) )?\d{2}:\d{2} your time\)$/);
      // 17:30 in Madrid is past midnight in Tokyo in summer and in winter.
      expect(texts.find((text) => text.startsWith('17:30'))).toMatch(
        /\((Tue|Wed|Thu|Fri|Sat) \d{2}:\d{2} your time\)$/,
      );
      // 10:00 in Madrid is the same evening there.
      expect(texts.find((text) => text.startsWith('10:00'))).toMatch(/^10:00 \(\d{2}:\d{2} your time\)$/);
    });
  });

  test.describe('in Rome', () => {
    test.use({ timezoneId: 'Europe/Rome' });
    test('times that read the same as in Madrid get no brackets and no note about them', async ({ page, request }) => {
      const texts = await firstDayTimes(page, request);
      for (const text of texts) expect(text).toMatch(/^\d{2}:\d{2}$/);
      await expect(page.locator('#booking-time-hint')).toHaveCount(0);
    });
  });
});
