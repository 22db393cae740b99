import { addDays, madridDay } from './booking-calendar';
import { normalizeEmail } from './booking-email';

/** A request's page number is bounded before any query is built. */
export const INBOX_PAGE_SIZE = 25;
export const INBOX_MAX_PAGE = 10_000;
/** Bounds an export's work whatever the store holds. */
export const CSV_MAX_ROWS = 50_000;

export const INBOX_FILTERS = ['all', 'unread', 'open', 'handled'] as const;
export type InboxFilter = (typeof INBOX_FILTERS)[number];

export const OUTBOX_FILTERS = ['all', 'queued', 'sent', 'failed'] as const;
export type OutboxFilter = (typeof OUTBOX_FILTERS)[number];

/** A state an outbox row is in, as the studio reads it. */
export type OutboxState = 'queued' | 'sending' | 'sent' | 'failed';

export function outboxState(row: { status: 'pending' | 'sending' | 'sent'; failed_at: string | null }): OutboxState {
  if (row.status === 'sent') return 'sent';
  if (row.failed_at) return 'failed';
  return row.status === 'sending' ? 'sending' : 'queued';
}

/**
 * RFC 4180. A leading apostrophe keeps a visitor's text from running as a spreadsheet formula (CSV injection),
 * including a tab or carriage return some programs skip before reading one.
 */
export function csvCell(value: string | number | null | undefined, separator: CsvSeparator = ','): string {
  if (value === null || value === undefined) return '';
  let text = String(value);
  if (typeof value === 'string' && /^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return text.includes(separator) || /["\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** Spreadsheets set to Spanish or Italian use the comma as decimal mark and expect semicolons. */
export type CsvSeparator = ',' | ';';

/** The byte-order mark makes spreadsheet programs read UTF-8. */
export function toCsv(
  header: readonly string[],
  rows: readonly (readonly (string | number | null | undefined)[])[],
  separator: CsvSeparator = ',',
): string {
  const lines = [header, ...rows].map((row) => row.map((cell) => csvCell(cell, separator)).join(separator));
  return `\uFEFF${lines.join('\r\n')}\r\n`;
}

/**
 * Null when the visitor gave none: the stored default stage 1 (spec §7) says nothing about their business and would
 * read as a quiz result.
 */
export function leadStage(lead: { stage: number | string; stage_given: number | string | boolean }): number | null {
  return Number(lead.stage_given) ? Number(lead.stage) : null;
}

/** Monday to Sunday of the Madrid week `now` falls in, as calendar days. */
export function madridWeek(now: Date): { from: string; to: string } {
  const today = madridDay(now);
  const weekday = new Date(`${today}T12:00:00Z`).getUTCDay();
  const from = addDays(today, -((weekday + 6) % 7));
  return { from, to: addDays(from, 6) };
}

/** A quiet gap longer than this ends a visit to the back office. */
export const VISIT_GAP_MINUTES = 30;

/** Reloading during a visit keeps `since`, so what was new when the visit began stays new until the next one. */
export interface VisitState {
  since: string | null;
  lastSeen: string;
}

export function nextVisit(previous: VisitState | null, now: Date): VisitState {
  if (!previous) return { since: null, lastSeen: now.toISOString() };
  const quiet = now.getTime() - Date.parse(previous.lastSeen) > VISIT_GAP_MINUTES * 60_000;
  return { since: quiet ? previous.lastSeen : previous.since, lastSeen: now.toISOString() };
}

export function parseVisitState(text: string | undefined): VisitState | null {
  if (!text) return null;
  try {
    const value = JSON.parse(text) as Partial<VisitState> | null;
    if (!value || typeof value.lastSeen !== 'string' || Number.isNaN(Date.parse(value.lastSeen))) return null;
    const since = typeof value.since === 'string' && !Number.isNaN(Date.parse(value.since)) ? value.since : null;
    return { since, lastSeen: value.lastSeen };
  } catch {
    return null;
  }
}

/** To find every way an address was written: Gmail answers to two domains. */
export function inboxDomains(address: string): string[] {
  const inbox = normalizeEmail(address);
  const at = inbox.lastIndexOf('@');
  if (at <= 0) return [];
  const domain = inbox.slice(at + 1);
  return domain === 'gmail.com' ? ['gmail.com', 'googlemail.com'] : [domain];
}

/** Whether two addresses reach one inbox (ana+1@ and Ana@ do). */
export function sameInbox(a: string, b: string): boolean {
  return normalizeEmail(a) === normalizeEmail(b);
}

/** A LIKE pattern that matches `text` literally anywhere, with `!` as the escape character. */
export function containsPattern(text: string): string {
  return `%${text.replace(/[!%_]/g, (char) => `!${char}`)}%`;
}

const ADDRESS_CHAR = /[A-Za-z0-9._%+\-'!#$&*/=?^`{|}~]/;

/** A whole address only, so juana@example.com does not count as naming ana@example.com. */
export function mentionsAddress(text: string, address: string): boolean {
  const haystack = text.toLowerCase();
  const needle = address.toLowerCase();
  if (!needle) return false;
  for (let at = haystack.indexOf(needle); at !== -1; at = haystack.indexOf(needle, at + 1)) {
    const before = haystack[at - 1];
    const after = haystack[at + needle.length];
    const startsClean = before === undefined || !ADDRESS_CHAR.test(before);
    // A dot after the address ends a sentence, unless an address character follows it (ana@example.com.evil.test).
    const next = haystack[at + needle.length + 1];
    const endsClean =
      after === undefined ||
      !ADDRESS_CHAR.test(after) ||
      (after === '.' && (next === undefined || !ADDRESS_CHAR.test(next)));
    if (startsClean && endsClean) return true;
  }
  return false;
}

/** Text for a log line with every e-mail address in it replaced, since logs must hold no personal data. */
export function redactAddresses(text: string): string {
  return text.replace(/[^\s<>()[\]"',;:@]+@[^\s<>()[\]"',;:@]+/g, '<address>');
}

/** What an anonymised booking keeps in place of the person's name. */
export const ERASED_NAME = '—';
