import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { resetDatabase, setTestEnvironment, STUDIO_TOKEN } from './support/environment';
import { jsonRequest } from './support/requests';

// Nothing listens on port 9: every delivery fails at once.
setTestEnvironment({ SMTP_URL: 'smtp://127.0.0.1:9', MAIL_MAX_ATTEMPTS: '3' });
const contact = await import('@/app/api/contact/route');
const health = await import('@/app/api/health/route');
const { flushOutbox } = await import('@/lib/provider/embedded/mail/outbox');
const { getStore, closeStore } = await import('@/lib/provider/embedded/db/connection');

beforeAll(resetDatabase);
afterAll(closeStore);

const counts = async (token?: string) => {
  const response = await health.GET(
    new Request('http://localhost/api/health', { headers: token ? { authorization: `Bearer ${token}` } : {} }),
  );
  return (await response.json()) as { mail?: { waiting: number; failed: number } };
};

describe('a message that always fails', () => {
  it('is tried MAIL_MAX_ATTEMPTS times, then given up on and counted for the studio; the submission stays stored', async () => {
    const message = {
      name: 'Ana',
      email: 'ana@example.com',
      subject: 'Hola',
      message: 'Un mensaje que no saldrá.',
      lang: 'es',
    };
    expect((await contact.POST(jsonRequest('/api/contact', message))).status).toBe(201);
    const { db } = await getStore();
    await expect
      .poll(async () =>
        (await db.selectFrom('mail_outbox').select('attempts').execute()).every((row) => row.attempts >= 1),
      )
      .toBe(true);

    for (let i = 0; i < 5; i += 1) await flushOutbox({ ignoreBackoff: true });
    const rows = await db.selectFrom('mail_outbox').select(['attempts', 'failed_at', 'last_error']).execute();
    expect(rows).toHaveLength(2);
    for (const row of rows) {
      expect(row.attempts).toBe(3);
      expect(row.failed_at).not.toBeNull();
      expect(row.last_error).toBeTruthy();
    }
    expect(await flushOutbox({ ignoreBackoff: true })).toEqual({ sent: 0, failed: 0 });
    expect(await db.selectFrom('contact_messages').select('id').execute()).toHaveLength(1);

    expect((await counts(STUDIO_TOKEN)).mail).toEqual({ waiting: 0, failed: 2 });
    expect((await counts()).mail).toBeUndefined();
    expect((await counts('wrong-token-0123456789')).mail).toBeUndefined();
  }, 60_000);
});
