import { CLUSTER_SECRETS } from '../cluster/topology';
import { check } from '../check-results';
import { get } from './vercel-front';

/** The cron routes as Vercel calls them, then two visitors on other networks counted apart by the rate limit. */
export async function cronsAndVisitors(): Promise<void> {
  const cronAuth = { authorization: `Bearer ${CLUSTER_SECRETS.CRON_SECRET}` };
  for (const cron of ['mail-outbox', 'scheduled-publish', 'reminders']) {
    const refused = await get(`/api/cron/${cron}`);
    const ran = await get(`/api/cron/${cron}`, { headers: cronAuth });
    check(`GET /api/cron/${cron}`, refused.status === 401 && ran.status === 200, `${refused.status}, ${ran.status}`);
  }

  const contact = (visitor: string) =>
    get('/api/contact', {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-check-visitor': visitor },
      body: JSON.stringify({
        name: 'Visitante',
        email: 'visitante@example.com',
        subject: 'Hola',
        message: 'Una prueba.',
        lang: 'es',
      }),
    });
  const statuses: number[] = [];
  for (let i = 0; i < 4; i += 1) statuses.push((await contact('198.51.100.20')).status);
  const other = (await contact('192.0.2.44')).status;
  check(
    'one visitor meets the limit, another is not counted with them',
    statuses[3] === 429 && other === 201,
    `${statuses.join(',')} / ${other}`,
  );
}
