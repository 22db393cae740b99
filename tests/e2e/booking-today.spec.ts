import { type Locator, type Page } from '@playwright/test';
import { expect, test } from './test';
import { addDays, madridDay, madridInstant } from '@/lib/domain/booking-calendar';
import { availability, bookingPaths, showCalendar } from './booking-support';
import { openPage } from './ready';

/*
 * Today in the booking calendar, with the visitor's clock fixed on an open day: once its last slot has gone (18:00 in
 * Madrid, the server answering no free time for it) it is drawn disabled like every other disabled day, grey and
 * struck through, never bold and underlined like a free day; while it has free time it keeps its bold underline.
 */
test.describe.configure({ timeout: 60_000 });

/** The style that tells a day's button apart: its text colour, weight and decoration. */
async function look(button: Locator) {
  return button.evaluate((element) => {
    const style = getComputedStyle(element);
    return { color: style.color, weight: style.fontWeight, decoration: style.textDecorationLine };
  });
}

/**
 * An open day in the coming weeks (one the server has free times for), set as the visitor's today at `time`, and the
 * server's availability answered with that day's free times, or none (`full`), as the server says after the last slot.
 */
async function fixToday(page: Page, time: string, full: boolean): Promise<string> {
  const real = madridDay(new Date());
  const days = await availability(page.request, addDays(real, 2), addDays(real, 28));
  const open = days.find(({ slots }) => slots.length > 0);
  if (!open) throw new Error('no open day in the coming weeks');
  const today = open.date;
  await page.clock.setFixedTime(madridInstant(today, time));
  const answer = days.map(({ date, slots }) => ({ date, slots: date === today && full ? [] : slots }));
  await page.route('**/api/availability?**', (route) => route.fulfill({ json: answer }));
  return today;
}

async function expectTodayLook(calendar: Locator, today: string, disabled: boolean) {
  const cell = calendar.locator(`td[data-day="${today}"]:not([data-outside])`);
  await expect(cell).toHaveAttribute('data-today', 'true');
  const button = cell.locator('button');
  if (disabled) {
    await expect(cell).toHaveAttribute('data-disabled', 'true');
    await expect(button).toHaveAccessibleName(/, hoy, no disponible, sin horas libres$/);
    // Drawn as the other disabled days of the month are (a closed weekend day is always among them).
    const other = calendar.locator('td[data-disabled]:not([data-today]):not([data-outside]) button').first();
    const otherLook = await look(other);
    expect(otherLook.decoration).toContain('line-through');
    await expect.poll(() => look(button)).toEqual(otherLook);
    // Its "today" mark is a small dot in the same grey, not the free day's underline.
    const dot = await button.evaluate((element) => {
      const after = getComputedStyle(element, '::after');
      return {
        content: after.content,
        width: after.width,
        colour: after.backgroundColor,
        text: getComputedStyle(element).color,
      };
    });
    expect(dot.content).not.toBe('none');
    expect(dot.width).toBe('4px');
    expect(dot.colour).toBe(dot.text);
  } else {
    await expect(cell).not.toHaveAttribute('data-disabled', /.*/);
    const own = await look(button);
    expect(own.decoration).toContain('underline');
    expect(own.decoration).not.toContain('line-through');
    expect(Number(own.weight)).toBeGreaterThanOrEqual(600);
  }
}

test.describe('today in the booking calendar', () => {
  test(
    'the booking page: after the day’s last slot today looks disabled like the other disabled days',
    { tag: '@dates' },
    async ({ page }) => {
      const today = await fixToday(page, '18:00', true);
      await openPage(page, bookingPaths.es);
      await showCalendar(page);
      const calendar = page.locator('[data-booking-calendar]');
      await expect(calendar.locator('[role="grid"]').first()).toBeVisible();
      await expectTodayLook(calendar, today, true);
      // Pressing it chooses nothing.
      await calendar.locator(`td[data-day="${today}"]:not([data-outside]) button`).click({ force: true });
      await expect(calendar.locator('td[data-selected]')).toHaveCount(0);
    },
  );

  test('the booking page: while today has free time it keeps its bold underline', async ({ page }) => {
    const today = await fixToday(page, '09:00', false);
    await openPage(page, bookingPaths.es);
    await showCalendar(page);
    const calendar = page.locator('[data-booking-calendar]');
    await expect(calendar.locator('[role="grid"]').first()).toBeVisible();
    await expectTodayLook(calendar, today, false);
  });

  test('the home dialog: after the day’s last slot today looks disabled too', async ({ page }) => {
    const today = await fixToday(page, '18:00', true);
    await openPage(page, '/es');
    await page.locator('#cta').getByRole('button', { name: 'Reservar ahora' }).click();
    const dialog = page.getByRole('dialog');
    const calendar = dialog.locator('[data-booking-calendar]');
    await expect(calendar.locator('[role="grid"]').first()).toBeVisible();
    await expectTodayLook(calendar, today, true);
  });
});
