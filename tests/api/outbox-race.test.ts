import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { resetDatabase, setTestEnvironment } from './support/environment';
import { raceInstances, startInstance } from './support/instances';
import { startTestSmtp } from './support/smtp';

/*
 * Several `npm start` instances on one database (issue 48): each runs the outbox's delivery, and each mail must leave
 * exactly once. Two real processes race for the same due rows; one that dies holding a mail loses it to another once
 * its claim runs out, and the mail still leaves once.
 */
const HELD = 'held@example.com';
let holding = true;
let heldOnce = false;
const smtp = await startTestSmtp({
  delayMs: 25,
  // The first attempt at HELD's mail hangs, as on a stalled server, until its sender is killed.
  hold: (to) => {
    if (!holding || !to.includes(HELD)) return false;
    heldOnce = true;
    return true;
  },
});
const environment = setTestEnvironment({ SMTP_URL: smtp.url });
const { enqueueMail } = await import('@/lib/provider/embedded/mail/outbox');
const { getStore, closeStore } = await import('@/lib/provider/embedded/db/connection');

beforeAll(resetDatabase);
afterAll(async () => {
  await closeStore();
  await smtp.stop();
});

async function queue(recipients: string[]): Promise<string[]> {
  const { db } = await getStore();
  const mails = recipients.map((to) => ({
    kind: 'contact-ack' as const,
    locale: 'es' as const,
    to,
    subject: `Para ${to}`,
    text: 'Hola',
    html: '<p>Hola</p>',
  }));
  return enqueueMail(db, mails, new Date(), { uncapped: true });
}

const receivedBy = (address: string) => smtp.received.filter((mail) => mail.envelopeTo.includes(address));

describe(`Outbox delivery from two instances on ${environment.driver}`, () => {
  it('sends each of 40 due mails exactly once when two processes deliver at the same moment', async () => {
    const recipients = Array.from({ length: 40 }, (_, index) => `race-${index}@example.com`);
    const ids = await queue(recipients);
    const results = (await raceInstances(2, 'flush-outbox.ts')) as { sent: number }[];

    expect(smtp.received).toHaveLength(40);
    for (const [index, address] of recipients.entries()) {
      const mails = receivedBy(address);
      expect(mails, address).toHaveLength(1);
      expect(mails[0]?.headers['message-id']).toBe(`<${ids[index]}@lumen.test>`);
    }
    // Both took part (the sink's pause makes them overlap), and together they sent each mail once.
    expect(results.map((result) => result.sent).reduce((a, b) => a + b, 0)).toBe(40);
    expect(results.every((result) => result.sent > 0)).toBe(true);
    const { db } = await getStore();
    const rows = await db
      .selectFrom('mail_outbox')
      .select(['status', 'attempts', 'claimed_by'])
      .where('id', 'in', ids)
      .execute();
    expect(rows.every((row) => row.status === 'sent' && Number(row.attempts) === 1 && row.claimed_by === null)).toBe(
      true,
    );
  }, 60_000);

  it('leaves a mail whose sender died to another instance once the claim runs out, and sends it once', async () => {
    const before = smtp.received.length;
    const [id] = await queue([HELD]);
    const dying = startInstance('flush-outbox.ts');
    dying.result.catch(() => undefined);
    await dying.ready;
    dying.go();
    for (let tries = 0; tries < 500 && !heldOnce; tries += 1) await new Promise((resolve) => setTimeout(resolve, 20));
    expect(heldOnce).toBe(true);
    dying.child.kill('SIGKILL');
    await dying.result.catch(() => undefined);
    holding = false;

    const { db } = await getStore();
    const claimed = await db
      .selectFrom('mail_outbox')
      .select(['status', 'claimed_by', 'claimed_at'])
      .where('id', '=', String(id))
      .executeTakeFirstOrThrow();
    expect(claimed.status).toBe('sending');
    expect(claimed.claimed_by).toMatch(new RegExp(`:${dying.child.pid}:`));

    // While the claim lasts nobody else sends it: its holder may still be sending.
    const early = (await raceInstances(1, 'flush-outbox.ts')) as { sent: number }[];
    expect(early).toEqual([{ sent: 0 }]);
    expect(receivedBy(HELD)).toHaveLength(0);

    // Ten minutes later, as far as the claim knows: the two instances race for it, and one sends it.
    const expired = new Date(Date.parse(String(claimed.claimed_at)) - 11 * 60_000).toISOString();
    await db.updateTable('mail_outbox').set({ claimed_at: expired }).where('id', '=', String(id)).execute();
    const late = (await raceInstances(2, 'flush-outbox.ts')) as { sent: number }[];
    expect(late.map((result) => result.sent).sort()).toEqual([0, 1]);
    expect(receivedBy(HELD)).toHaveLength(1);
    expect(smtp.received.length - before).toBe(1);
    const settled = await db
      .selectFrom('mail_outbox')
      .select(['status', 'attempts'])
      .where('id', '=', String(id))
      .executeTakeFirstOrThrow();
    expect(settled).toEqual({ status: 'sent', attempts: 2 });
  }, 60_000);
});
