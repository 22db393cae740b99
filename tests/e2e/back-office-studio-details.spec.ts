import { expect, test, type APIRequestContext } from '@playwright/test';
import { bookingTimestamp } from '@/lib/domain/booking-rules';
import { axeViolations } from './axe';
import { signIn } from './back-office-support';
import { freeSlot } from './booking-support';

/*
 * Details of the studio's appointment page that a walk-through by keyboard and a personal-data erasure showed: the
 * day's free times are reached with one Tab after asking for them, and a booking whose person was erased says so
 * instead of showing an empty mail link.
 */
test.describe.configure({ mode: 'serial' });

const run = Date.now().toString(36);

async function book(request: APIRequestContext, name: string, email: string): Promise<string> {
  const { day, time } = await freeSlot(request);
  const booked = await request.post('/api/appointments', {
    data: {
      name,
      email,
      phone: '',
      date: bookingTimestamp(day, time),
      service: 'consulta-gratuita',
      message: 'Detalles.',
      lang: 'es',
    },
  });
  expect(booked.status()).toBe(201);
  return ((await booked.json()) as { id: string }).id;
}

test('after "Show free times" the focus is on the day’s times, not at the top of the page', async ({
  page,
  request,
}) => {
  const id = await book(request, `Teclado ${run}`, `teclado.${run}@example.com`);
  await signIn(page);
  await page.goto(`/admin/appointments/${id}`);
  await page.getByText('Cambiar la hora…').click();
  await page.getByRole('button', { name: 'Ver horas libres' }).click();
  await expect(page).toHaveURL(/\?day=\d{4}-\d{2}-\d{2}#reschedule-times$/);
  await expect(page.locator('details', { has: page.locator('#reschedule-day') })).toHaveAttribute('open', '');
  // The day has free times (it is the booking's own day, one of the next 28): the list of them has the focus, so the
  // keyboard goes on from there.
  await expect(page.locator('#reschedule-time')).toBeFocused();
  // No time is chosen for the owner: "Move" without one stays here, and the appointment keeps its time.
  await expect(page.locator('#reschedule-time')).toHaveValue('');
  await page.keyboard.press('Tab');
  await expect(page.getByRole('button', { name: 'Mover la cita' })).toBeFocused();
  const before = page.url();
  await page.keyboard.press('Enter');
  await expect
    .poll(() => page.locator('#reschedule-time').evaluate((select: HTMLSelectElement) => select.validity.valueMissing))
    .toBe(true);
  expect(page.url()).toBe(before);
  await expect(page.locator('.studio-notice[role="status"]')).toHaveCount(0);
});

test('a booking erased for a personal-data request says so, with no empty mail link', async ({ page, request }) => {
  const email = `borrar.${run}@example.com`;
  const id = await book(request, `Borrar ${run}`, email);
  await signIn(page);
  await page.goto('/admin/personal-data');
  await page.locator('#personal-data-email').fill(email);
  await page
    .locator('form')
    .filter({ has: page.locator('#personal-data-email') })
    .locator('button[type="submit"]')
    .click();
  const found = page.locator('section[aria-labelledby="personal-data-found"]');
  await expect(found).toContainText(`Borrar ${run}`);
  await found.locator('#personal-data-confirm').check();
  await found.locator('section[aria-labelledby="personal-data-erase"] button[type="submit"]').click();
  await expect(page.locator('.studio-notice[role="status"]')).toBeVisible();

  await page.goto(`/admin/appointments/${id}`);
  const sent = page.locator('section[aria-labelledby="appointment-sent"]');
  await expect(sent).toContainText('(datos suprimidos)');
  await expect(sent.locator('a[href^="mailto:"]')).toHaveCount(0);
  expect(await axeViolations(page, '.studio-view')).toEqual([]);
});
