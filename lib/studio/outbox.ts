import { INBOX_PAGE_SIZE, type OutboxFilter } from '@/lib/domain/studio-inbox';
import { outboxListQuerySchema, outboxRetrySchema } from '@/lib/schemas/studio-inbox';
import { isOwnerActor, type StudioActorRef } from './actor';
import type { OutboxRow, Page, StudioPorts } from './ports';

export type RetryResult = 'sent' | 'queued' | 'not-failed' | 'not-found';

/** The outbox as the studio sees it, and a retry of a mail the outbox gave up on; owners only. */
export function outboxUseCases(ports: Pick<StudioPorts, 'outbox' | 'audit' | 'mailer' | 'transaction'>) {
  return {
    async listOutbox(
      actor: StudioActorRef | null,
      input: unknown,
    ): Promise<(Page<OutboxRow> & { filter: OutboxFilter }) | null> {
      if (!isOwnerActor(actor)) return null;
      const { filter, page } = outboxListQuerySchema.parse(input ?? {});
      const total = await ports.outbox.count(filter);
      const pageCount = Math.max(1, Math.ceil(total / INBOX_PAGE_SIZE));
      const current = Math.min(page, pageCount);
      const rows = await ports.outbox.list(filter, INBOX_PAGE_SIZE, (current - 1) * INBOX_PAGE_SIZE);
      return { rows, page: current, pageCount, total, filter };
    },

    /**
     * A failed mail gets a fresh set of attempts and is tried at once: 'sent' when it went, 'queued' when it failed
     * again. Only a failed mail is retried, so a retry never sends twice. Recorded with who asked.
     */
    async retryMail(actor: StudioActorRef | null, input: unknown, now: Date = new Date()): Promise<RetryResult> {
      if (!isOwnerActor(actor)) return 'not-found';
      const parsed = outboxRetrySchema.safeParse(input);
      if (!parsed.success) return 'not-found';
      const { id } = parsed.data;
      const reopened = await ports.transaction(async (tx) => {
        const mail = await ports.outbox.reopenFailed(tx, id, now);
        if (typeof mail === 'string') return mail;
        await ports.audit.record(
          tx,
          { actor: actor.auditActor, action: 'mail.retry', details: { mail: id, kind: mail.kind } },
          now,
        );
        return 'reopened' as const;
      });
      return reopened === 'reopened' ? ports.mailer.deliverNow(id) : reopened;
    },

    /** Mail waiting for a (re)try and mail given up on. */
    outboxCounts: () => ports.outbox.counts(),
  };
}
