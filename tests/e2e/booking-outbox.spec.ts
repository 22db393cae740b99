import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { type APIRequestContext, expect, test } from '@playwright/test';
import { addDays, madridDay } from '@/lib/domain/booking-calendar';
import { bookingTimestamp } from '@/lib/domain/booking-rules';

const outbox = '.data/e2e/outbox';

type Availability = { date: string; slots: string[] }[];

/** A slot that is free right now: the e2e database keeps the bookings of earlier runs. */
async function freeSlot(request: APIRequestContext): Promise<{ day: string; time: string }> {
  const today = madridDay(new Date());
  const response = await request.get(`/api/availability?from=${addDays(today, 3)}&to=${addDays(today, 45)}`);
  const free = ((await response.json()) as Availability).flatMap(({ date, slots }) =>
    slots.map((time) => ({ day: date, time })),
  );
  const pick = free[Math.floor(Math.random() * free.length)];
  if (!pick) throw new Error('no free slot in the next six weeks');
  return pick;
}

test.describe('a booking through the running site (issue: provider API, done when)', () => {
  test('POST /api/appointments stores it and writes .eml files with an .ics invitation to the outbox', async ({
    request,
  }) => {
    const { day, time } = await freeSlot(request);
    // Its own address: the e2e database keeps earlier runs, and one address gets at most five mails a day.
    const email = `e2e.visitor.${Date.now()}@example.com`;
    const response = await request.post('/api/appointments', {
      data: {
        name: 'Emma Visitor',
        email,
        phone: '',
        date: bookingTimestamp(day, time),
        service: 'free-consultation',
        message: '',
        lang: 'en',
      },
    });
    const body = (await response.json()) as { success: boolean; message?: string };
    expect(response.status(), body.message).toBe(201);
    expect(body.success).toBe(true);

    const again = await request.post('/api/appointments', {
      data: {
        name: 'Someone else',
        email: 'other@example.com',
        phone: '',
        date: bookingTimestamp(day, time),
        service: 'free-consultation',
        message: '',
      },
    });
    expect(again.status()).toBe(409);
    expect(((await again.json()) as { success: boolean }).success).toBe(false);

    const availability = (await (await request.get(`/api/availability?from=${day}&to=${day}`)).json()) as Availability;
    expect(availability[0]?.slots).not.toContain(time);

    await expect
      .poll(
        () =>
          readdirSync(outbox)
            .map((file) => readFileSync(join(outbox, file), 'utf8'))
            .filter((eml) => eml.includes(email)).length,
      )
      .toBeGreaterThanOrEqual(2);
    const visitorMail = readdirSync(outbox)
      .map((file) => readFileSync(join(outbox, file), 'utf8'))
      .find((eml) => eml.includes(`To: ${email}`) && eml.includes('text/calendar'));
    expect(visitorMail).toBeDefined();
    expect(visitorMail).toMatch(/\.ics/);
  });

  test('the appointment list answers 401 to anonymous visitors', async ({ request }) => {
    expect((await request.get('/api/appointments')).status()).toBe(401);
  });
});
