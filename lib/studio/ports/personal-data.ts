import type { AuditRecord, StudioTx } from './common';

/** A stored row as the person's export carries it: every column, as stored. */
type Columns = Record<string, unknown>;

export type PersonalAppointment = Columns & {
  id: string;
  name: string;
  email: string;
  slot_start: string;
  status: string;
  history: AuditRecord[];
};
export type PersonalLead = Columns & {
  id: string;
  email: string;
  created_at: string;
  stage: number;
  stage_given: number;
  source: string;
};
export type PersonalMessage = Columns & { id: string; email: string; created_at: string; subject: string };

export interface PersonalMail {
  id: string;
  kind: string;
  recipient: string;
  subject: string;
  text: string;
  status: string;
  createdAt: string;
  sentAt: string | null;
}

export interface PersonalData {
  email: string;
  appointments: PersonalAppointment[];
  leads: PersonalLead[];
  messages: PersonalMessage[];
  mails: PersonalMail[];
}

export interface ErasureResult {
  appointments: number;
  /** Future bookings the erasure cancelled (nobody can be reached about them any more), freeing their slots. */
  cancelled: number;
  leads: number;
  messages: number;
  mails: number;
}

export interface PersonalDataStore {
  /** Everything the store holds about an address, variants that reach the same inbox included. */
  find(address: string, tx?: StudioTx): Promise<PersonalData>;
  /**
   * Anonymises the address's bookings (cancelling future ones), deletes its leads and messages and drops every mail
   * to or about it; returns the counts and what to remove once the unit of work committed.
   */
  erase(tx: StudioTx, address: string, now: Date): Promise<{ result: ErasureResult; files: string[] }>;
  /** Removes the copies of dropped mail kept outside the store. */
  removeFiles(files: string[]): Promise<void>;
}
