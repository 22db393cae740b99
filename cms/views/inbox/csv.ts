import { madridDay, madridTime } from '@/lib/domain/booking-calendar';
import { toCsv } from '@/lib/domain/studio-inbox';
import type { LeadRow, MessageRow } from '@/lib/studio';
import { languageName, leadSourceName, type AdminLang } from '../shared/texts';
import { inboxTexts } from './texts';

/*
 * The inbox's CSV exports, written for the spreadsheet of the owner who downloads them: the columns named as the lists
 * name them, in the admin's language, with that language's separator (Spanish and Italian spreadsheets split on ';'),
 * times in Madrid's wall clock as 'YYYY-MM-DD HH:MM' (which spreadsheets read as a date and sort), and the visitor's
 * language, the lead's type and its source by their names. A visitor's own text is written as sent (csvCell keeps a
 * formula text).
 */

/** A stored instant as a spreadsheet reads a date and time, in Madrid; empty when there is none. */
export function csvTime(iso: string | null): string {
  if (!iso) return '';
  const instant = new Date(iso);
  return Number.isNaN(instant.getTime()) ? iso : `${madridDay(instant)} ${madridTime(instant)}`;
}

export function leadsCsv(rows: readonly LeadRow[], lang: AdminLang): string {
  const t = inboxTexts(lang);
  return toCsv(
    [t.date, t.email, t.stage, t.type, t.source, t.language, t.csv.consentAt, t.csv.readAt, t.csv.handledAt, t.csv.id],
    rows.map((lead) => [
      csvTime(lead.createdAt),
      lead.email,
      lead.stage,
      t.leadTypes[lead.type] ?? lead.type,
      leadSourceName(lead.source, lang),
      languageName(lead.lang, lang),
      csvTime(lead.consentAt),
      csvTime(lead.readAt),
      csvTime(lead.handledAt),
      lead.id,
    ]),
    t.csv.separator,
  );
}

export function messagesCsv(rows: readonly MessageRow[], lang: AdminLang): string {
  const t = inboxTexts(lang);
  return toCsv(
    [t.date, t.name, t.email, t.subject, t.message, t.language, t.csv.readAt, t.csv.handledAt, t.csv.id],
    rows.map((message) => [
      csvTime(message.createdAt),
      message.name,
      message.email,
      message.subject,
      message.message,
      languageName(message.lang, lang),
      csvTime(message.readAt),
      csvTime(message.handledAt),
      message.id,
    ]),
    t.csv.separator,
  );
}

/**
 * The file's name: what it holds, in the admin's language, and the Madrid day it was made ('contactos-2026-11-27.csv').
 */
export function csvFileName(kind: 'leads' | 'messages', lang: AdminLang, now = new Date()): string {
  return `${inboxTexts(lang).csv.file[kind]}-${madridDay(now)}.csv`;
}
