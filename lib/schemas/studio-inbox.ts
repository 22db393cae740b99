import { z } from 'zod';
import { INBOX_FILTERS, INBOX_MAX_PAGE, OUTBOX_FILTERS } from '@/lib/domain/studio-inbox';

/** A row id in the bookings store (a UUID). */
export const storeIdSchema = z.string().trim().pipe(z.uuid());

const page = z.coerce.number().int().min(1).max(INBOX_MAX_PAGE).catch(1);

/** A leads or messages list: which rows and which page; anything unreadable falls back to the first page of all. */
export const inboxListQuerySchema = z.object({
  filter: z.enum(INBOX_FILTERS).catch('all'),
  page,
});
export type InboxListQuery = z.infer<typeof inboxListQuerySchema>;

/** The outbox list. */
export const outboxListQuerySchema = z.object({
  filter: z.enum(OUTBOX_FILTERS).catch('all'),
  page,
});
export type OutboxListQuery = z.infer<typeof outboxListQuerySchema>;

/** Marking a lead or a message: read/unread, handled/open again. */
export const inboxMarkSchema = z.object({
  kind: z.enum(['lead', 'message']),
  id: storeIdSchema,
  mark: z.enum(['read', 'unread', 'handled', 'open']),
});
export type InboxMark = z.infer<typeof inboxMarkSchema>;

/** Retrying a mail the outbox gave up on. */
export const outboxRetrySchema = z.object({ id: storeIdSchema });

/** The address a personal-data request is about (as the person wrote it to the studio). */
export const personalDataQuerySchema = z.object({
  email: z.string().trim().max(254).pipe(z.email()),
});
