import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import { addDays, isWorkingDay, madridDay } from '@/lib/domain/booking-calendar';
import { bookingTimestamp } from '@/lib/domain/booking-rules';

const outbox = '.data/e2e/outbox';

function nextWorkingDay(offset: number): string {
  let day = addDays(madridDay(new Date()), offset);
  while (!isWorkingDay(day)) day = addDays(day, 1);
  return day;
}

test.describe('a booking through the running site (issue: provider API, done when)', () => {
  test('POST /api/appointments stores it and writes .eml files with an .ics invitation to the outbox', async ({ request }) => {
    const day = nextWorkingDay(3 + Math.floor(Math.random() * 20));
    const name = `E2E ${Date.now()}`;
    const response = await request.post('/api/appointments', {
      data: { name, email: 'e2e.visitor@example.com', phone: '', date: bookingTimestamp(day, '11:30'), service: 'free-consultation', message: '', lang: 'en' },
    });
    const body = (await response.json()) as { success: boolean; message?: string };
    expect(response.status(), body.message).toBe(201);
    expect(body.success).toBe(true);

    const again = await request.post('/api/appointments', {
      data: { name: 'Someone else', email: 'other@example.com', phone: '', date: bookingTimestamp(day, '11:30'), service: 'free-consultation', message: '' },
    });
    expect(again.status()).toBe(409);
    expect(((await again.json()) as { success: boolean }).success).toBe(false);

    const availability = (await (await request.get(`/api/availability?from=${day}&to=${day}`)).json()) as { date: string; slots: string[] }[];
    expect(availability[0]?.slots).not.toContain('11:30');

    await expect
      .poll(() => readdirSync(outbox).map((file) => readFileSync(join(outbox, file), 'utf8')).filter((eml) => eml.includes(name)).length)
      .toBeGreaterThanOrEqual(2);
    const visitorMail = readdirSync(outbox)
      .map((file) => readFileSync(join(outbox, file), 'utf8'))
      .find((eml) => eml.includes('e2e.visitor@example.com') && eml.includes('text/calendar'));
    expect(visitorMail).toBeDefined();
    expect(visitorMail).toMatch(/\.ics/);
  });

  test('the appointment list answers 401 to anonymous visitors', async ({ request }) => {
    expect((await request.get('/api/appointments')).status()).toBe(401);
  });
});
