import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';

/**
 * One request with a date far outside the booking window used to loop forever on the server and stop every page.
 * Against the served build: it is a quick 400, and the site still answers afterwards.
 */
const errors = (locale: string) =>
  JSON.parse(readFileSync(join('messages', locale, 'errors.json'), 'utf8')) as {
    validation: Record<string, string>;
    booking: Record<string, string>;
  };
const validation = (locale: string) => errors(locale).validation;

/**
 * The studio's booking window as the schedule first imported has it (the spec's 60 days), in the messages' `{days}`.
 */
const WINDOW_DAYS = '60';

test('the year-9999 availability request is a quick 400 and the home page still loads after it', async ({
  request,
}) => {
  const started = Date.now();
  const response = await request.get('/api/availability?from=9999-12-31&to=9999-12-31', { timeout: 10_000 });
  expect(response.status()).toBe(400);
  expect(((await response.json()) as { message: string }).message).toBe(
    validation('es').dateRangeOutsideWindow?.replace('{days}', WINDOW_DAYS),
  );
  expect(Date.now() - started).toBeLessThan(5_000);

  const booking = await request.post('/api/appointments', {
    data: {
      name: 'Ana',
      email: 'ana@example.com',
      phone: '',
      date: '9999-12-31',
      service: 'consulta-gratuita',
      message: '',
    },
    timeout: 10_000,
  });
  expect(booking.status()).toBe(400);

  const home = await request.get('/es', { timeout: 10_000 });
  expect(home.status()).toBe(200);
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the booking form posted with the day 9999-12-31 and no time says the day is too far, and the site still answers', async ({
    page,
  }) => {
    await page.goto('/en/free-consultation');
    await page.locator('#booking-name').fill('Ana López');
    await page.locator('#booking-email').fill('ana@example.com');
    await page.locator('#booking-date').fill('9999-12-31');
    await page.getByRole('button', { name: 'Book consultation' }).click();
    // The studio's window, with its number of days.
    await expect(page.locator('#booking-date')).toHaveAccessibleDescription(
      new RegExp(errors('en').booking.tooFar?.replace('{days}', WINDOW_DAYS) ?? ''),
    );
    const home = await page.goto('/es');
    expect(home?.status()).toBe(200);
  });
});
