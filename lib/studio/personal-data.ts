import { createHmac } from 'node:crypto';
import { normalizeEmail } from '@/lib/domain/booking-email';
import { purposeKey } from '@/lib/server-secret';
import { isOwnerActor, type StudioActorRef } from './actor';
import { requestAddress } from './personal-data-address';
import type { ErasureResult, PersonalData, StudioPorts } from './ports';

/*
 * Requests about one person's data (GDPR articles 15 and 17): find everything the bookings store holds about an
 * address, export it, erase it. Exports and erasures are recorded with a keyed hash of the address, never the address.
 */

/** The audit log's stand-in for an address: keyed, so that nobody without the server's secret can test guesses. */
export function addressHash(email: string): string {
  return createHmac('sha256', purposeKey('personal-data-audit')).update(normalizeEmail(email)).digest('hex');
}

export function personalDataUseCases(ports: Pick<StudioPorts, 'personalData' | 'audit' | 'transaction'>) {
  return {
    /** Everything the store holds about an address; null for a non-address or when no owner asks. */
    async findPersonalData(actor: StudioActorRef | null, input: unknown): Promise<PersonalData | null> {
      const address = requestAddress(input);
      if (!isOwnerActor(actor) || !address) return null;
      return ports.personalData.find(address);
    },

    /** The same, for the person: recorded in the audit log as an export (who, when, the address's hash, counts). */
    async exportPersonalData(
      actor: StudioActorRef | null,
      input: unknown,
      now: Date = new Date(),
    ): Promise<PersonalData | null> {
      const address = requestAddress(input);
      if (!isOwnerActor(actor) || !address) return null;
      return ports.transaction(async (tx) => {
        const data = await ports.personalData.find(address, tx);
        const details = {
          subject: addressHash(address),
          appointments: data.appointments.length,
          leads: data.leads.length,
          messages: data.messages.length,
          mails: data.mails.length,
        };
        await ports.audit.record(tx, { actor: actor.auditActor, action: 'personal-data.export', details }, now);
        return data;
      });
    },

    /**
     * Erases an address in one unit of work: bookings keep their slot, service, language, status and dates but lose
     * everything personal (future ones are cancelled); leads and messages are deleted; mail to or about it dropped.
     */
    async erasePersonalData(
      actor: StudioActorRef | null,
      input: unknown,
      now: Date = new Date(),
    ): Promise<ErasureResult | null> {
      const address = requestAddress(input);
      if (!isOwnerActor(actor) || !address) return null;
      const erased = await ports.transaction(async (tx) => {
        const done = await ports.personalData.erase(tx, address, now);
        const details = { subject: addressHash(address), ...done.result };
        await ports.audit.record(tx, { actor: actor.auditActor, action: 'personal-data.erase', details }, now);
        return done;
      });
      await ports.personalData.removeFiles(erased.files);
      return erased.result;
    },
  };
}
