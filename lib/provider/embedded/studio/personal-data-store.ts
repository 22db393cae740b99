import { rm } from 'node:fs/promises';
import path from 'node:path';
import { ERASED_NAME } from '@/lib/domain/studio-inbox';
import { env } from '@/lib/env';
import type { ErasureResult, PersonalDataStore } from '@/lib/studio/ports';
import { mailFileName } from '../mail/outbox';
import { findAll, report } from './personal-data';
import { dbOf, trxOf } from './tx';

/** A person's data in the Kysely store: found, and erased. */
export const personalDataStore: PersonalDataStore = {
  async find(address, tx) {
    const db = await dbOf(tx);
    return report(db, address, await findAll(db, address));
  },

  async erase(tx, address, now) {
    const trx = trxOf(tx);
    const found = await findAll(trx, address);
    const at = now.toISOString();
    let cancelled = 0;
    for (const row of found.appointments) {
      const future = row.status !== 'cancelled' && row.slot_start > at;
      if (future) cancelled += 1;
      await trx
        .updateTable('appointments')
        .set((eb) => ({
          name: ERASED_NAME,
          email: '',
          email_key: '',
          phone: '',
          message: '',
          notify_email: null,
          client_id: null,
          // Her browser's time zone says roughly where she lives.
          time_zone: null,
          cancel_reason: null,
          updated_at: at,
          ...(future
            ? { status: 'cancelled' as const, cancelled_by: 'studio' as const, sequence: eb('sequence', '+', 1) }
            : {}),
        }))
        .where('id', '=', row.id)
        .execute();
    }
    const ids = <T extends { id: string }>(rows: T[]) => rows.map((row) => row.id);
    if (found.leads.length) await trx.deleteFrom('leads').where('id', 'in', ids(found.leads)).execute();
    if (found.messages.length)
      await trx.deleteFrom('contact_messages').where('id', 'in', ids(found.messages)).execute();
    if (found.mails.length) await trx.deleteFrom('mail_outbox').where('id', 'in', ids(found.mails)).execute();
    const result: ErasureResult = {
      appointments: found.appointments.length,
      cancelled,
      leads: found.leads.length,
      messages: found.messages.length,
      mails: found.mails.length,
    };
    return { result, files: found.mails.map((mail) => `${mailFileName(mail)}.eml`) };
  },

  // Without an SMTP server, sent mail is kept as .eml files: those of the dropped mail go too.
  async removeFiles(files) {
    const directory = path.resolve(env.MAIL_OUTBOX_DIR);
    await Promise.all(files.map((file) => rm(path.join(directory, file), { force: true })));
  },
};
