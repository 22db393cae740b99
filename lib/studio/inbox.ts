import { CSV_MAX_ROWS, INBOX_PAGE_SIZE, type InboxFilter } from '@/lib/domain/studio-inbox';
import { inboxListQuerySchema, inboxMarkSchema } from '@/lib/schemas/studio-inbox';
import { isOwnerActor, type StudioActorRef } from './actor';
import type { InboxKind, LeadRow, MessageRow, Page, StudioPorts } from './ports';

type Listed<T> = Page<T> & { filter: InboxFilter };

/** The leads and contact messages visitors left, newest first, with read / handled marks and CSV; owners only. */
export function inboxUseCases({ inbox }: Pick<StudioPorts, 'inbox'>) {
  async function pageOf(kind: InboxKind, input: unknown) {
    const { filter, page } = inboxListQuerySchema.parse(input ?? {});
    const total = await inbox.count(kind, filter);
    const pageCount = Math.max(1, Math.ceil(total / INBOX_PAGE_SIZE));
    const current = Math.min(page, pageCount);
    return { filter, total, pageCount, page: current, offset: (current - 1) * INBOX_PAGE_SIZE };
  }

  return {
    /** A page of leads; `input` is the list's query ({ filter, page }), bounded by its schema. */
    async listLeads(actor: StudioActorRef | null, input: unknown): Promise<Listed<LeadRow> | null> {
      if (!isOwnerActor(actor)) return null;
      const { offset, ...page } = await pageOf('lead', input);
      return { ...page, rows: await inbox.leads(page.filter, INBOX_PAGE_SIZE, offset) };
    },

    async listMessages(actor: StudioActorRef | null, input: unknown): Promise<Listed<MessageRow> | null> {
      if (!isOwnerActor(actor)) return null;
      const { offset, ...page } = await pageOf('message', input);
      return { ...page, rows: await inbox.messages(page.filter, INBOX_PAGE_SIZE, offset) };
    },

    /** One message, marked read the first time the studio opens it; null when there is no such message. */
    async openMessage(actor: StudioActorRef | null, id: string, now: Date = new Date()): Promise<MessageRow | null> {
      if (!isOwnerActor(actor)) return null;
      const message = await inbox.message(id);
      if (!message || message.readAt) return message;
      const readAt = now.toISOString();
      await inbox.markRead('message', id, readAt);
      return { ...message, readAt };
    },

    /** Marks a lead or a message; false when the row does not exist, the input is not a mark, or no owner asks. */
    async markInboxItem(actor: StudioActorRef | null, input: unknown, now: Date = new Date()): Promise<boolean> {
      if (!isOwnerActor(actor)) return false;
      const parsed = inboxMarkSchema.safeParse(input);
      if (!parsed.success) return false;
      const { kind, id, mark } = parsed.data;
      return inbox.mark(kind, id, mark, now.toISOString());
    },

    /** How many leads and messages the studio has not opened yet. */
    unreadCounts: (): Promise<{ leads: number; messages: number }> => inbox.unread(),

    /** Every lead as filtered (at most CSV_MAX_ROWS), newest first: the rows of the CSV export. */
    async leadsForExport(actor: StudioActorRef | null, filter: InboxFilter = 'all'): Promise<LeadRow[] | null> {
      return isOwnerActor(actor) ? inbox.leads(filter, CSV_MAX_ROWS, 0) : null;
    },

    async messagesForExport(actor: StudioActorRef | null, filter: InboxFilter = 'all'): Promise<MessageRow[] | null> {
      return isOwnerActor(actor) ? inbox.messages(filter, CSV_MAX_ROWS, 0) : null;
    },
  };
}
