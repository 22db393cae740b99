// A person's erasure request (GDPR article 17) over what personal-data.ts finds. Owners only; callers check.
import { rm } from 'node:fs/promises';
import path from 'node:path';
import { env } from '@/lib/env';
import { recordAudit } from '../audit';
import { getStore } from '../db/connection';
import { mailFileName } from '../mail/outbox';
import { addressHash, ERASED_NAME, findAll } from './personal-data';
import { requestAddress } from './personal-data-address';

export interface ErasureResult {
  appointments: number;
  /** Future bookings the erasure cancelled (nobody can be reached about them any more), freeing their slots. */
  cancelled: number;
  leads: number;
  messages: number;
  mails: number;
}

/**
 * Erases an address in one transaction: its bookings keep their slot, service, language, status and dates but lose
 * name, addresses, phone, message, client and cancellation reason (future ones are cancelled); its leads and messages
 * are deleted; every mail to or about it is dropped (with its .eml copy in MAIL_OUTBOX_DIR, when mail goes there).
 * Recorded in the audit log with a hash of the address.
 */
export async function erasePersonalData(input: unknown, actor: string, now: Date = new Date()): Promise<ErasureResult | null> {
  const address = requestAddress(input);
  if (!address) return null;
  const { db } = await getStore();
  const erased = await db.transaction().execute(async (trx) => {
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
          ...(future ? { status: 'cancelled' as const, cancelled_by: 'studio' as const, sequence: eb('sequence', '+', 1) } : {}),
        }))
        .where('id', '=', row.id)
        .execute();
    }
    const ids = <T extends { id: string }>(rows: T[]) => rows.map((row) => row.id);
    if (found.leads.length) await trx.deleteFrom('leads').where('id', 'in', ids(found.leads)).execute();
    if (found.messages.length) await trx.deleteFrom('contact_messages').where('id', 'in', ids(found.messages)).execute();
    if (found.mails.length) await trx.deleteFrom('mail_outbox').where('id', 'in', ids(found.mails)).execute();
    const result: ErasureResult = {
      appointments: found.appointments.length,
      cancelled,
      leads: found.leads.length,
      messages: found.messages.length,
      mails: found.mails.length,
    };
    await recordAudit(trx, { actor, action: 'personal-data.erase', details: { subject: addressHash(address), ...result } }, now);
    return { result, files: found.mails.map((mail) => `${mailFileName(mail)}.eml`) };
  });
  // Without an SMTP server, sent mail is kept as .eml files: those of the dropped mail go too.
  const directory = path.resolve(env.MAIL_OUTBOX_DIR);
  await Promise.all(erased.files.map((file) => rm(path.join(directory, file), { force: true })));
  return erased.result;
}
