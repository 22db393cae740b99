import { setTimeout as sleep } from 'node:timers/promises';
import type { SinkMail } from '../cluster/services';
import { clusterOrigin } from '../cluster/topology';
import { PORTS } from './settings';

const messages = `${clusterOrigin(PORTS.mailbox)}/messages`;

export async function clearMailbox(): Promise<void> {
  await fetch(messages, { method: 'DELETE' });
}

/** The mail the SMTP sink holds once `enough` says so, or after `tries` half seconds, whatever it holds then. */
export async function mailWhen(enough: (mails: SinkMail[]) => boolean, tries: number): Promise<SinkMail[]> {
  let mails: SinkMail[] = [];
  for (let i = 0; i < tries && !enough(mails); i += 1) {
    await sleep(500);
    mails = (await (await fetch(messages)).json()) as SinkMail[];
  }
  return mails;
}
