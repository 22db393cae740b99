import { describe, expect, it } from 'vitest';
import { startInbox } from './support/studio-inbox';

// Mail that failed, in the studio's outbox: listed with its error, counted, and sent again on the owner's retry.
const { dashboard, message, outbox, smtp } = await startInbox();
const { flushOutbox } = await import('@/lib/provider/embedded/mail/outbox');
const { getStore } = await import('@/lib/provider/embedded/db/connection');

describe('The outbox', () => {
  it('shows failed mail with its attempts and error, counts it, and sends it again on the owner’s retry', async () => {
    await smtp.stop();
    await message('Lucía Gil', 'lucia@example.com', 'Reportaje', 'Queremos un reportaje de la boda.');
    for (let attempt = 0; attempt < 3; attempt += 1) await flushOutbox({ ignoreBackoff: true });

    const failed = await outbox.listOutbox({ filter: 'failed' });
    expect(failed.total).toBe(2);
    for (const row of failed.rows) {
      expect(row).toMatchObject({ state: 'failed', attempts: 2 });
      expect(row.lastError).toBeTruthy();
      expect(row.failedAt).toBeTruthy();
    }
    expect(failed.rows.map((row) => row.kind).sort()).toEqual(['contact-ack', 'contact-forward']);
    expect(failed.rows.find((row) => row.kind === 'contact-ack')?.recipient).toBe('lucia@example.com');
    expect((await dashboard.dashboardFigures(null)).mail).toEqual({ waiting: 0, failed: 2 });

    await smtp.start();
    const before = smtp.received.length;
    const ack = failed.rows.find((row) => row.kind === 'contact-ack');
    expect(await outbox.retryMail({ id: ack?.id }, 'owner@lumen.test')).toBe('sent');
    await smtp.waitFor(before + 1);
    expect(smtp.received.at(-1)?.envelopeTo).toEqual(['lucia@example.com']);
    expect(await outbox.retryMail({ id: ack?.id }, 'owner@lumen.test')).toBe('not-failed');
    expect(await outbox.retryMail({ id: '00000000-0000-4000-8000-000000000000' }, 'owner@lumen.test')).toBe(
      'not-found',
    );
    expect(await outbox.retryMail({ id: 'nonsense' }, 'owner@lumen.test')).toBe('not-found');
    expect((await outbox.listOutbox({ filter: 'failed' })).total).toBe(1);
    expect((await outbox.listOutbox({ filter: 'sent' })).rows.some((row) => row.id === ack?.id)).toBe(true);

    const { db } = await getStore();
    const audit = await db.selectFrom('audit_log').selectAll().where('action', '=', 'mail.retry').execute();
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({ actor: 'owner@lumen.test' });
    expect(JSON.parse(audit[0]?.details ?? '{}')).toEqual({ mail: ack?.id, kind: 'contact-ack' });
  });
});
