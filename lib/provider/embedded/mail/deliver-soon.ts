import { deliverMail, flushOutbox } from './outbox';

/**
 * After a submission is stored: try its own mail now, then anything still waiting from earlier failures. Errors are
 * logged, never returned: the submission is already safe and the outbox keeps what was not sent.
 */
export async function deliverSoon(ids: string[]): Promise<void> {
  try {
    await deliverMail(ids);
  } catch (error) {
    console.error('[mail] delivery after submission failed', error);
  }
  flushOutbox().catch((error: unknown) => console.error('[mail] outbox flush failed', error));
}
