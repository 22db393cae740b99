import { bookingTimestamp } from '../../lib/domain/booking-rules';
import { check, expect } from '../check-results';
import { waitFor } from '../wait-for';
import { CRON_SECRET, ORIGIN, VISITOR } from './settings';

/** A booking whose two mails leave through SMTP, the mail cron behind CRON_SECRET, and a health check at ease. */
export async function bookingChecks(smtp: { received: string[][] }): Promise<void> {
  const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
  const days = (await (await fetch(`${ORIGIN}/api/availability?from=${day(1)}&to=${day(21)}`)).json()) as {
    date: string;
    slots: string[];
  }[];
  const open = days.find((entry) => entry.slots.length > 0);
  const free = open?.slots[0] ? bookingTimestamp(open.date, open.slots[0]) : undefined;
  expect('availability offers a free time', Boolean(free), String(free));
  const before = smtp.received.length;
  const booking = await fetch(`${ORIGIN}/api/appointments`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...VISITOR },
    body: JSON.stringify({
      name: 'Lucía Martínez',
      email: 'lucia@example.com',
      phone: '',
      message: '',
      service: 'consulta-gratuita',
      date: free,
      lang: 'es',
    }),
  });
  expect('a booking is stored', booking.status === 201, String(booking.status));
  await waitFor('the booking mail', async () => smtp.received.length >= before + 2, 30_000);
  check('its confirmation and the studio notice left through SMTP', true, `${smtp.received.length - before} messages`);

  const unauthorised = await fetch(`${ORIGIN}/api/cron/mail-outbox`);
  await unauthorised.arrayBuffer();
  const cron = await fetch(`${ORIGIN}/api/cron/mail-outbox`, { headers: { authorization: `Bearer ${CRON_SECRET}` } });
  expect(
    'the mail cron refuses a call without CRON_SECRET and runs with it',
    unauthorised.status === 401 && cron.status === 200,
    `${unauthorised.status}, ${cron.status} ${await cron.text()}`,
  );
  const health = (await (await fetch(`${ORIGIN}/api/health`)).json()) as { status?: string; warnings?: string[] };
  expect(
    'health is ok, with no SITE_URL warning (the address follows the deployment)',
    health.status === 'ok' && !health.warnings,
    JSON.stringify(health).slice(0, 200),
  );
}
