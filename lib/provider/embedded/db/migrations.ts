import { sql, type Kysely } from 'kysely';
import { normalizeEmail } from '@/lib/domain/booking-email';
import type { Database } from './schema';

export interface Migration {
  name: string;
  up(db: Kysely<Database>): Promise<void>;
}

/**
 * One set of migrations for both drivers: only types and SQL that SQLite and PostgreSQL read alike. Append new
 * migrations; never edit one that has shipped.
 */
export const migrations: readonly Migration[] = [
  {
    name: '001-initial',
    async up(db) {
      await db.schema
        .createTable('appointments')
        .addColumn('id', 'text', (c) => c.primaryKey())
        .addColumn('name', 'text', (c) => c.notNull())
        .addColumn('email', 'text', (c) => c.notNull())
        .addColumn('phone', 'text', (c) => c.notNull().defaultTo(''))
        .addColumn('service', 'text', (c) => c.notNull())
        .addColumn('message', 'text', (c) => c.notNull().defaultTo(''))
        .addColumn('notify_email', 'text')
        .addColumn('lang', 'text', (c) => c.notNull())
        .addColumn('slot_start', 'text', (c) => c.notNull())
        .addColumn('slot_day', 'text', (c) => c.notNull())
        .addColumn('status', 'text', (c) => c.notNull().defaultTo('pending'))
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addCheckConstraint('appointments_status_check', sql`status in ('pending', 'confirmed', 'cancelled')`)
        .execute();
      // The database, not the application, decides who owns a slot: two racing bookings cannot both be inserted.
      await sql`create unique index appointments_slot_owner on appointments (slot_start) where status in ('pending', 'confirmed')`.execute(
        db,
      );
      await db.schema.createIndex('appointments_slot_day').on('appointments').columns(['slot_day', 'status']).execute();

      await db.schema
        .createTable('leads')
        .addColumn('id', 'text', (c) => c.primaryKey())
        .addColumn('email', 'text', (c) => c.notNull())
        .addColumn('lang', 'text', (c) => c.notNull())
        .addColumn('stage', 'integer', (c) => c.notNull())
        .addColumn('type', 'text', (c) => c.notNull())
        .addColumn('source', 'text', (c) => c.notNull())
        .addColumn('consent_at', 'text', (c) => c.notNull())
        .addColumn('created_at', 'text', (c) => c.notNull())
        .execute();

      await db.schema
        .createTable('contact_messages')
        .addColumn('id', 'text', (c) => c.primaryKey())
        .addColumn('name', 'text', (c) => c.notNull())
        .addColumn('email', 'text', (c) => c.notNull())
        .addColumn('subject', 'text', (c) => c.notNull())
        .addColumn('message', 'text', (c) => c.notNull())
        .addColumn('lang', 'text', (c) => c.notNull())
        .addColumn('created_at', 'text', (c) => c.notNull())
        .execute();

      await db.schema
        .createTable('gallery_passwords')
        .addColumn('gallery_id', 'text', (c) => c.primaryKey())
        .addColumn('password_hash', 'text', (c) => c.notNull())
        .addColumn('updated_at', 'text', (c) => c.notNull())
        .execute();

      await db.schema
        .createTable('mail_outbox')
        .addColumn('id', 'text', (c) => c.primaryKey())
        .addColumn('kind', 'text', (c) => c.notNull())
        .addColumn('recipient', 'text', (c) => c.notNull())
        .addColumn('payload', 'text', (c) => c.notNull())
        .addColumn('status', 'text', (c) => c.notNull().defaultTo('pending'))
        .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('last_error', 'text')
        .addColumn('next_attempt_at', 'text', (c) => c.notNull())
        .addColumn('claimed_at', 'text')
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addColumn('sent_at', 'text')
        .addCheckConstraint('mail_outbox_status_check', sql`status in ('pending', 'sending', 'sent')`)
        .execute();
      await db.schema.createIndex('mail_outbox_due').on('mail_outbox').columns(['status', 'next_attempt_at']).execute();
    },
  },
  {
    // Rate-limit counters shared by every server process on the database (lib/provider/embedded/rate-limit.ts).
    name: '002-rate-limits',
    async up(db) {
      await db.schema
        .createTable('rate_limits')
        .addColumn('key', 'text', (c) => c.primaryKey())
        .addColumn('points', 'integer', (c) => c.notNull())
        .addColumn('reset_at', 'bigint', (c) => c.notNull())
        .execute();
      await db.schema.createIndex('rate_limits_reset').on('rate_limits').column('reset_at').execute();
    },
  },
  {
    // A message that keeps failing is given up on after MAIL_MAX_ATTEMPTS (lib/provider/embedded/mail/outbox.ts).
    name: '003-mail-gave-up',
    async up(db) {
      await db.schema.alterTable('mail_outbox').addColumn('failed_at', 'text').execute();
    },
  },
  {
    // A visitor cancels through their manage link; the status was already allowed, the moment is recorded.
    name: '004-appointment-cancelled-at',
    async up(db) {
      await db.schema.alterTable('appointments').addColumn('cancelled_at', 'text').execute();
    },
  },
  {
    // Booking caps count a visitor's future bookings in the database: per inbox (the normalised address, so that
    // ana+1@ and Ana@ count as ana@), per client, and all new bookings of the last hour.
    name: '005-appointment-booking-caps',
    async up(db) {
      await db.schema
        .alterTable('appointments')
        .addColumn('email_key', 'text', (c) => c.notNull().defaultTo(''))
        .execute();
      await db.schema.alterTable('appointments').addColumn('client_id', 'text').execute();
      // Rows booked before the caps get their key here, written by the same rule the application uses.
      const rows = await db.selectFrom('appointments').select(['id', 'email']).execute();
      for (const row of rows) {
        await db
          .updateTable('appointments')
          .set({ email_key: normalizeEmail(row.email) })
          .where('id', '=', row.id)
          .execute();
      }
      await db.schema
        .createIndex('appointments_email_key')
        .on('appointments')
        .columns(['email_key', 'slot_start'])
        .execute();
      await db.schema
        .createIndex('appointments_client_id')
        .on('appointments')
        .columns(['client_id', 'slot_start'])
        .execute();
      await db.schema.createIndex('appointments_created_at').on('appointments').column('created_at').execute();
    },
  },
  {
    // The studio's side (the back office): an appointment the studio confirms, cancels or moves keeps one calendar
    // event (SEQUENCE raised on each change); leads and messages are marked read and handled; every action on personal
    // data is recorded with who and when; a few studio settings (the private calendar feed's key, each account's last
    // visit) live beside the data they describe.
    name: '006-studio-inbox',
    async up(db) {
      await db.schema
        .alterTable('appointments')
        .addColumn('sequence', 'integer', (c) => c.notNull().defaultTo(0))
        .execute();
      await db.schema.alterTable('appointments').addColumn('updated_at', 'text').execute();
      await db.schema.alterTable('appointments').addColumn('cancel_reason', 'text').execute();
      await db.schema.alterTable('appointments').addColumn('cancelled_by', 'text').execute();
      await db.schema.createIndex('appointments_slot_start').on('appointments').column('slot_start').execute();
      for (const table of ['leads', 'contact_messages'] as const) {
        await db.schema.alterTable(table).addColumn('read_at', 'text').execute();
        await db.schema.alterTable(table).addColumn('handled_at', 'text').execute();
        await db.schema.createIndex(`${table}_created_at`).on(table).column('created_at').execute();
      }
      await db.schema
        .createTable('audit_log')
        .addColumn('id', 'text', (c) => c.primaryKey())
        .addColumn('at', 'text', (c) => c.notNull())
        .addColumn('actor', 'text', (c) => c.notNull())
        .addColumn('action', 'text', (c) => c.notNull())
        .addColumn('appointment_id', 'text')
        .addColumn('details', 'text', (c) => c.notNull().defaultTo('{}'))
        .execute();
      await db.schema.createIndex('audit_log_appointment').on('audit_log').columns(['appointment_id', 'at']).execute();
      await db.schema.createIndex('audit_log_at').on('audit_log').column('at').execute();
      await db.schema
        .createTable('studio_settings')
        .addColumn('key', 'text', (c) => c.primaryKey())
        .addColumn('value', 'text', (c) => c.notNull())
        .addColumn('updated_at', 'text', (c) => c.notNull())
        .execute();
    },
  },
  {
    // The visitor's own time zone as their browser reported it when booking (null without JavaScript, and for older
    // rows): the studio's view of an appointment shows its time in the visitor's zone beside Madrid's.
    name: '007-appointment-visitor-time-zone',
    async up(db) {
      await db.schema.alterTable('appointments').addColumn('time_zone', 'text').execute();
    },
  },
  {
    // Whether a lead's stage came from the visitor or is the API's default 1 (spec §7), so that the back office shows
    // the stage of every lead that has one. Older rows: a stage guide or a quiz request had one; any other did not.
    name: '008-lead-stage-given',
    async up(db) {
      await db.schema
        .alterTable('leads')
        .addColumn('stage_given', 'integer', (c) => c.notNull().defaultTo(0))
        .execute();
      await db
        .updateTable('leads')
        .set({ stage_given: 1 })
        .where((eb) => eb.or([eb('type', '=', 'stage_specific'), eb('source', '=', 'quiz')]))
        .execute();
    },
  },
  {
    // Each appointment's own video-call address (lib/domain/meeting.ts); null for bookings made before it existed.
    name: '009-appointment-meeting-url',
    async up(db) {
      await db.schema.alterTable('appointments').addColumn('meeting_url', 'text').execute();
    },
  },
  {
    // Reminders go once per lead time and slot start (a moved booking is planned afresh), the studio's agenda once a
    // day: the primary keys decide when two processes run the same job at once.
    name: '010-booking-reminders',
    async up(db) {
      await db.schema
        .createTable('booking_reminders')
        .addColumn('appointment_id', 'text', (c) => c.notNull())
        .addColumn('slot_start', 'text', (c) => c.notNull())
        .addColumn('minutes', 'integer', (c) => c.notNull())
        .addColumn('sent_at', 'text', (c) => c.notNull())
        .addPrimaryKeyConstraint('booking_reminders_pk', ['appointment_id', 'slot_start', 'minutes'])
        .execute();
      await db.schema.createIndex('booking_reminders_slot').on('booking_reminders').column('slot_start').execute();
      await db.schema
        .createTable('studio_agendas')
        .addColumn('day', 'text', (c) => c.primaryKey())
        .addColumn('sent_at', 'text', (c) => c.notNull())
        .execute();
    },
  },
  {
    // How many times the visitor moved the booking from their manage link (at most MAX_VISITOR_MOVES).
    name: '011-appointment-visitor-moves',
    async up(db) {
      await db.schema
        .alterTable('appointments')
        .addColumn('visitor_moves', 'integer', (c) => c.notNull().defaultTo(0))
        .execute();
    },
  },
  {
    // Several instances on one database: which one holds a mail it is sending (so that only it settles the row), and
    // leases that let one instance at a time run a job (scheduled publishing, draft clean-up) until they expire.
    name: '012-job-claims',
    async up(db) {
      await db.schema.alterTable('mail_outbox').addColumn('claimed_by', 'text').execute();
      await db.schema
        .createTable('job_leases')
        .addColumn('name', 'text', (c) => c.primaryKey())
        .addColumn('holder', 'text', (c) => c.notNull())
        .addColumn('expires_at', 'text', (c) => c.notNull())
        .execute();
    },
  },
];
