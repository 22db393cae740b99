import { sql, type Kysely, type Selectable, type Transaction } from 'kysely';
import { normalizeEmail } from '@/lib/domain/booking-email';
import { containsPattern, inboxDomains, mentionsAddress, sameInbox } from '@/lib/domain/studio-inbox';
import type { PersonalData, PersonalMail } from '@/lib/studio/ports';
import type { AppointmentTable, ContactMessageTable, Database, LeadTable, MailOutboxTable } from '../db/schema';

type Appointment = Selectable<AppointmentTable>;
type Mail = Selectable<MailOutboxTable>;
type Lead = Selectable<LeadTable>;

/*
 * What the bookings store holds about one person (GDPR articles 15 and 17), found by every way their address was
 * written. Bookings are anonymised rather than deleted on erasure (personal-data-store.ts), so the history of slots
 * stays.
 */

export type Db = Kysely<Database> | Transaction<Database>;

/** Rows whose `email` reaches the same inbox as `address`: narrowed by domain in SQL, matched exactly here. */
async function byInbox<T extends { email: string }>(
  address: string,
  select: (domainPattern: string) => Promise<T[]>,
): Promise<T[]> {
  const found = new Map<string, T>();
  for (const domain of inboxDomains(address)) {
    for (const row of await select(containsPattern(`@${domain}`))) {
      if (sameInbox(row.email, address)) found.set(JSON.stringify(row), row);
    }
  }
  return [...found.values()];
}

const lowerLike = (column: string, pattern: string) =>
  sql<boolean>`lower(${sql.ref(column)}) like ${pattern.toLowerCase()} escape '!'`;

export interface Found {
  appointments: Appointment[];
  leads: Lead[];
  messages: ContactMessageTable[];
  mails: Mail[];
}

export async function findAll(db: Db, address: string): Promise<Found> {
  const appointments = new Map<string, Appointment>();
  for (const row of await db
    .selectFrom('appointments')
    .selectAll()
    .where('email_key', '=', normalizeEmail(address))
    .execute()) {
    appointments.set(row.id, row);
  }
  // The address the person booked with, or the one they asked notifications to go to.
  for (const row of await byInbox(address, (pattern) =>
    db.selectFrom('appointments').selectAll().where(lowerLike('email', pattern)).execute(),
  )) {
    appointments.set(row.id, row);
  }
  for (const { row } of await byInbox(address, async (pattern) =>
    (await db.selectFrom('appointments').selectAll().where(lowerLike('notify_email', pattern)).execute()).map(
      (row) => ({
        email: row.notify_email ?? '',
        row,
      }),
    ),
  )) {
    appointments.set(row.id, row);
  }
  const leads = await byInbox(address, (pattern) =>
    db.selectFrom('leads').selectAll().where(lowerLike('email', pattern)).execute(),
  );
  const messages = await byInbox(address, (pattern) =>
    db.selectFrom('contact_messages').selectAll().where(lowerLike('email', pattern)).execute(),
  );

  // Every way the person wrote their address: mail to it, or mail about them (the studio's notice of their booking or
  // message, which replies to it), names it.
  const written = new Set<string>([address.toLowerCase()]);
  for (const row of [...appointments.values(), ...leads, ...messages]) written.add(row.email.toLowerCase());
  for (const row of appointments.values()) if (row.notify_email) written.add(row.notify_email.toLowerCase());
  const mails = new Map<string, Mail>();
  for (const { mail } of await byInbox(address, async (pattern) =>
    (await db.selectFrom('mail_outbox').selectAll().where(lowerLike('recipient', pattern)).execute()).map((mail) => ({
      email: mail.recipient,
      mail,
    })),
  )) {
    mails.set(mail.id, mail);
    written.add(mail.recipient.toLowerCase());
  }
  for (const text of written) {
    for (const mail of await db
      .selectFrom('mail_outbox')
      .selectAll()
      .where(lowerLike('payload', containsPattern(text)))
      .execute()) {
      if (mentionsAddress(mail.payload, text)) mails.set(mail.id, mail);
    }
  }
  return { appointments: [...appointments.values()], leads, messages, mails: [...mails.values()] };
}

function personalMail(row: Mail): PersonalMail {
  let subject = '';
  let text = '';
  try {
    const payload = JSON.parse(row.payload) as { subject?: unknown; text?: unknown };
    if (typeof payload.subject === 'string') subject = payload.subject;
    if (typeof payload.text === 'string') text = payload.text;
  } catch {
    // A payload that is not JSON is exported without its subject and text.
  }
  return {
    id: row.id,
    kind: row.kind,
    recipient: row.recipient,
    subject,
    text,
    status: row.status,
    createdAt: row.created_at,
    sentAt: row.sent_at,
  };
}

export async function report(db: Db, address: string, found: Found): Promise<PersonalData> {
  const byStart = (a: { slot_start: string }, b: { slot_start: string }) => a.slot_start.localeCompare(b.slot_start);
  const appointments = [];
  for (const row of found.appointments.sort(byStart)) {
    const history = await db
      .selectFrom('audit_log')
      .selectAll()
      .where('appointment_id', '=', row.id)
      .orderBy('at')
      .orderBy('id')
      .limit(200)
      .execute();
    appointments.push({
      ...row,
      sequence: Number(row.sequence),
      history: history.map((entry) => ({
        id: entry.id,
        at: entry.at,
        actor: entry.actor,
        action: entry.action,
        appointmentId: entry.appointment_id,
        details: JSON.parse(entry.details) as Record<string, unknown>,
      })),
    });
  }
  const byCreated = (a: { created_at: string }, b: { created_at: string }) => a.created_at.localeCompare(b.created_at);
  return {
    email: address,
    appointments,
    leads: found.leads.sort(byCreated).map((row) => ({ ...row, stage: Number(row.stage) })),
    messages: found.messages.sort(byCreated).map((row) => ({ ...row })),
    mails: found.mails.sort(byCreated).map(personalMail),
  };
}
