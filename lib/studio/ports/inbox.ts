import type { InboxFilter, OutboxFilter, OutboxState } from '@/lib/domain/studio-inbox';
import type { StudioTx } from './common';

export interface Page<T> {
  rows: T[];
  page: number;
  pageCount: number;
  total: number;
}

export interface LeadRow {
  id: string;
  email: string;
  lang: string;
  /** Null for a lead that is about no stage (a general guide): see leadStage. */
  stage: number | null;
  type: string;
  source: string;
  consentAt: string;
  createdAt: string;
  readAt: string | null;
  handledAt: string | null;
}

export interface MessageRow {
  id: string;
  name: string;
  email: string;
  subject: string;
  message: string;
  lang: string;
  createdAt: string;
  readAt: string | null;
  handledAt: string | null;
}

export type InboxKind = 'lead' | 'message';
export type InboxMarkKind = 'read' | 'unread' | 'handled' | 'open';

export interface InboxStore {
  count(kind: InboxKind, filter: InboxFilter): Promise<number>;
  leads(filter: InboxFilter, limit: number, offset: number): Promise<LeadRow[]>;
  messages(filter: InboxFilter, limit: number, offset: number): Promise<MessageRow[]>;
  message(id: string): Promise<MessageRow | null>;
  /** Sets the read time of a row not read yet. */
  markRead(kind: InboxKind, id: string, at: string): Promise<void>;
  /** Applies a mark; false when there is no such row. */
  mark(kind: InboxKind, id: string, mark: InboxMarkKind, at: string): Promise<boolean>;
  unread(): Promise<{ leads: number; messages: number }>;
}

export interface OutboxRow {
  id: string;
  kind: string;
  recipient: string;
  subject: string;
  state: OutboxState;
  attempts: number;
  lastError: string | null;
  createdAt: string;
  sentAt: string | null;
  failedAt: string | null;
}

export interface OutboxStore {
  count(filter: OutboxFilter): Promise<number>;
  list(filter: OutboxFilter, limit: number, offset: number): Promise<OutboxRow[]>;
  /** Gives a mail the outbox gave up on a fresh set of attempts; its kind, or why not. */
  reopenFailed(tx: StudioTx, id: string, now: Date): Promise<{ kind: string } | 'not-found' | 'not-failed'>;
  counts(): Promise<{ waiting: number; failed: number }>;
}

export interface DashboardStore {
  /** Pending and confirmed appointments of a range of Madrid days, by start (at most `limit`). */
  heldOfDays(
    from: string,
    to: string,
    limit: number,
  ): Promise<
    { id: string; name: string; service: string; start: string; day: string; status: 'pending' | 'confirmed' }[]
  >;
  /** How many rows were created after `since` (all when null). */
  createdSince(table: 'appointments' | 'leads' | 'messages', since: string | null): Promise<number>;
  pendingFrom(now: Date): Promise<number>;
  latestAppointments(
    since: string | null,
    limit: number,
  ): Promise<{ id: string; name: string; start: string; status: string }[]>;
  latestMessages(since: string | null, limit: number): Promise<{ id: string; name: string; subject: string }[]>;
}
