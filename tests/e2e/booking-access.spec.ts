import { expect, test } from '@playwright/test';
import { madridDay } from '@/lib/domain/booking-calendar';
import { lastBookableDay } from '@/lib/domain/booking-slots';
import { openPage } from './ready';
import { arrowToDay, bookingPaths, confirmationMail, freeSlot, uniqueEmail } from './booking-support';

test.describe.configure({ timeout: 60_000 });

test.describe('booking with the keyboard alone, announced to screen readers', () => {
  test('Tab, arrow keys in the calendar, Enter, then the time and the submit', async ({ page, request }) => {
    const { day, time } = await freeSlot(request, 55);
    const email = uniqueEmail('keyboard');
    await openPage(page, bookingPaths.en);
    await page.locator('#booking-name').focus();
    await page.keyboard.type('Keyboard Visitor');
    await page.keyboard.press('Tab');
    await expect(page.locator('#booking-email')).toBeFocused();
    await page.keyboard.type(email);
    await page.keyboard.press('Tab'); // phone
    await page.keyboard.press('Tab'); // service
    await expect(page.locator('#booking-service')).toBeFocused();
    await page.keyboard.press('Tab'); // into the calendar: previous/next month, then the day grid
    const grid = page.locator('[data-booking-calendar] [role="grid"]');
    // The calendar's code loads once the visitor is in the form; on a busy machine it can still be on its way, the
    // focus then on the plain date field it replaces (which hands the focus to the calendar when it arrives). A
    // visitor waits for the calendar they see coming; tabbing on at once would only leave the field behind.
    await expect(grid).toBeVisible();
    for (let step = 0; step < 4 && !(await grid.locator('button:focus').count()); step += 1)
      await page.keyboard.press('Tab');
    await expect(grid.locator('button:focus')).toHaveCount(1);

    // Walk from the focused day to the chosen one with the arrow keys, a week at a time then a day at a time.
    expect(await arrowToDay(page, grid, day)).toBe(day);
    await expect(grid.locator('button:focus')).toHaveAttribute('aria-label', /\d{4}/);
    await page.keyboard.press('Enter');

    const select = page.locator('#booking-time');
    await expect(select).toBeFocused();
    await expect(select.locator(`option[value="${time}"]`)).toHaveCount(1);
    await select.selectOption(time); // a native select: the same as opening it with the keyboard and choosing
    await page.locator('#booking-message').focus();
    await page.keyboard.type('Booked with the keyboard.');
    await page.keyboard.press('Tab');
    await expect(page.getByRole('button', { name: 'Book consultation' })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('heading', { name: 'Booking confirmed!' })).toBeFocused();
    await confirmationMail(email);
  });
});

test.describe('booking in the home dialog with the keyboard alone', () => {
  test('Enter opens it, Tab and the arrow keys choose, Space picks the day and moves on to its times, Enter books', async ({
    page,
    request,
  }) => {
    const { day } = await freeSlot(request, 28);
    await openPage(page, '/en');
    const bookNow = page.locator('#cta').getByRole('button', { name: 'Book now' });
    await bookNow.focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'Book your free consultation' });
    await expect(dialog.locator('#dialog-booking-name')).toBeFocused();
    await page.keyboard.type('Dialog Keyboard');
    await page.keyboard.press('Tab');
    await page.keyboard.type(uniqueEmail('dialog-keyboard'));
    const grid = dialog.locator('[data-booking-calendar] [role="grid"]');
    // The calendar replaces the date field once its code has arrived; tabbing earlier would pass the field by.
    await expect(grid).toBeVisible();
    for (let step = 0; step < 6 && !(await grid.locator('button:focus').count()); step += 1)
      await page.keyboard.press('Tab');
    await expect(grid.locator('button:focus')).toHaveCount(1);
    expect(await arrowToDay(page, grid, day)).toBe(day);
    await page.keyboard.press('Space');
    const select = dialog.locator('#dialog-booking-time');
    await expect(select).toBeFocused();
    await expect(select.locator('option').nth(1)).toBeAttached();
    await page.keyboard.press('ArrowDown'); // a closed native select takes the next option
    await expect(select).not.toHaveValue('');
    await page.keyboard.press('Tab'); // message
    await page.keyboard.press('Tab');
    await expect(dialog.getByRole('button', { name: 'Book consultation' })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(dialog).toBeHidden();
    await expect(bookNow).toBeFocused();
    await expect(page.getByText('Booking confirmed!')).toBeVisible();
  });
});

test.describe('booking without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the server renders a form that books through the server action', async ({ page, request }) => {
    const { day, time } = await freeSlot(request, 55);
    const email = uniqueEmail('nojs');
    await page.goto(bookingPaths.es);
    await expect(page.locator('input[type="date"][name="date"]')).toBeVisible();
    // The native field offers the calendar's window: from today to the 60th day (Madrid days).
    const now = new Date();
    await expect(page.locator('#booking-date')).toHaveAttribute('min', madridDay(now));
    await expect(page.locator('#booking-date')).toHaveAttribute('max', lastBookableDay(now));
    await page.locator('#booking-name').fill('Sin JavaScript');
    await page.locator('#booking-email').fill(email);
    await page.locator('#booking-date').fill(day);
    await page.locator('#booking-time').selectOption(time);
    await page.getByRole('button', { name: 'Reservar consulta' }).click();
    await expect(page.getByRole('heading', { name: '¡Reserva confirmada!' })).toBeVisible();
    await expect(
      page.getByText('Hemos enviado un email de confirmación con todos los detalles a tu dirección.'),
    ).toBeVisible();
    await confirmationMail(email);
  });

  test('a day without a time comes back with the localised errors, the values kept and that day’s free times', async ({
    page,
    request,
  }) => {
    const { day } = await freeSlot(request, 55);
    const freeTimes = async () =>
      ((await (await request.get(`/api/availability?from=${day}&to=${day}`)).json()) as { slots: string[] }[])[0]
        ?.slots ?? [];
    await page.goto(bookingPaths.en);
    await page.locator('#booking-name').fill('No Script');
    await page.locator('#booking-date').fill(day);
    const before = await freeTimes();
    await page.getByRole('button', { name: 'Book consultation' }).click();
    await expect(page.locator('#booking-email-error')).toHaveText('Valid email is required');
    await expect(page.locator('#booking-time-error')).toHaveText('Please select a time');
    await expect(page.locator('#booking-name')).toHaveValue('No Script');
    await expect(page.locator('#booking-date')).toHaveValue(day);
    const offered = await page
      .locator('#booking-time option')
      .evaluateAll((options) => options.map((o) => (o as HTMLOptionElement).value).filter(Boolean));
    // Other tests book (and cancel) in parallel, so the day's free times may change while the page is answered: what it
    // offers is what was free just before or just after it, and everything free both times.
    const after = await freeTimes();
    expect(offered.length).toBeGreaterThan(0);
    for (const time of offered) expect([...before, ...after]).toContain(time);
    for (const time of before.filter((slot) => after.includes(slot))) expect(offered).toContain(time);
    // The hint says which day these free times belong to (the select cannot follow a new date without JavaScript).
    await expect(page.locator('#booking-time-hint')).toContainText('Free times on');
    expect(madridDay(new Date()) <= day).toBe(true);
  });
});
