import { after } from 'next/server';
import { deliverMail, flushOutbox } from './outbox';

// A visitor waits at most this long for their own mail; a slow mail server finishes in the background or on retry.
const WAIT_FOR_MAIL_MS = 3000;

/**
 * After a submission is stored: try its own mail now, then anything still waiting from earlier failures. Errors are
 * logged, never returned: the submission is already safe and the outbox keeps what was not sent.
 */
export async function deliverSoon(ids: string[]): Promise<void> {
  const own = deliverMail(ids).catch((error: unknown) =>
    console.error('[mail] delivery after submission failed', error),
  );
  let timer: NodeJS.Timeout | undefined;
  const patience = new Promise<void>((resolve) => {
    timer = setTimeout(resolve, WAIT_FOR_MAIL_MS);
    timer.unref();
  });
  await Promise.race([own, patience]);
  clearTimeout(timer);
  inBackground(() =>
    own.then(() => flushOutbox()).catch((error: unknown) => console.error('[mail] outbox flush failed', error)),
  );
}

/**
 * Work that continues after the answer is sent. Next's after() keeps a serverless function alive until it ends;
 * outside a request (a script, a test calling the provider directly) it simply runs.
 */
function inBackground(task: () => Promise<unknown>): void {
  try {
    after(task);
  } catch {
    void task();
  }
}
