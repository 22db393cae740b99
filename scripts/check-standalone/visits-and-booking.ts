import { bookingTimestamp } from '../../lib/domain/booking-rules';
import { check } from '../check-results';
import { clearMailbox, mailWhen } from './mailbox';
import { get } from './vercel-front';

/** The health check, the pages and the cache, then a booking whose two mails leave by SMTP. */
export async function visitsAndBooking(): Promise<void> {
  const health = (await (await get('/api/health')).json()) as { status?: string };
  check('GET /api/health', health.status === 'ok', JSON.stringify(health));
  for (const page of ['/es', '/en/free-consultation', '/it/arquitectura', '/es/arquitectura?filter=retail']) {
    const answer = await get(page);
    check(`GET ${page}`, answer.status === 200, String(answer.status));
  }
  const again = await get('/es');
  check(
    '/es again, from the cache',
    again.headers.get('x-nextjs-cache') !== 'MISS',
    `${again.headers.get('x-nextjs-cache')}`,
  );

  await clearMailbox();
  const from = new Date(Date.now() + 3 * 86_400_000).toISOString().slice(0, 10);
  const to = new Date(Date.now() + 30 * 86_400_000).toISOString().slice(0, 10);
  const days = (await (await get(`/api/availability?from=${from}&to=${to}`)).json()) as {
    date: string;
    slots: string[];
  }[];
  const open = days.find((day) => day.slots.length > 0);
  const email = `standalone-${Date.now().toString(36)}@example.com`;
  const booked = await get('/api/appointments', {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-check-visitor': '203.0.113.7' },
    body: JSON.stringify({
      name: 'Vercel Check',
      email,
      phone: '',
      service: 'free-consultation',
      message: '',
      lang: 'en',
      date: bookingTimestamp(open?.date ?? from, open?.slots[0] ?? '10:00'),
    }),
  });
  check('a booking', booked.status === 201, String(booked.status));
  const mails = await mailWhen((held) => held.length >= 2, 60);
  check(
    'its confirmation and the studio notice leave by SMTP',
    mails.length === 2 && mails.some((m) => m.to.includes(email)),
  );
}
