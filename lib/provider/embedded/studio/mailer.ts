import type { StudioMailer, StudioNotice } from '@/lib/studio/ports';
import { getStore } from '../db/connection';
import {
  composeStudioCancellation,
  composeStudioConfirmation,
  composeStudioMeetingChange,
  composeStudioReschedule,
} from '../mail/compose-studio-change';
import { deliverSoon } from '../mail/deliver-soon';
import { deliverMail, enqueueMail } from '../mail/outbox';
import type { OutboxMail } from '../mail/outbox-mail';
import { trxOf } from './tx';

function compose(notice: StudioNotice, now: Date): OutboxMail[] {
  switch (notice.kind) {
    case 'confirmed':
      return composeStudioConfirmation(notice.appointment, now);
    case 'cancelled':
      return composeStudioCancellation(notice.appointment, notice.reason, now);
    case 'moved':
      return composeStudioReschedule(notice.appointment, notice.previousStart, now);
    case 'meeting':
      return composeStudioMeetingChange(notice.appointment, now);
  }
}

/** The visitor's mail about a studio change, through the embedded outbox (stored first, sent after the commit). */
export const studioMailer: StudioMailer = {
  // The studio's own changes are not held to the visitor caps: each answers something the visitor booked.
  queue: (tx, notice, now) => enqueueMail(trxOf(tx), compose(notice, now), now, { uncapped: true }),
  deliverSoon,
  async deliverNow(id) {
    await deliverMail([id]);
    const { db } = await getStore();
    const after = await db.selectFrom('mail_outbox').select('status').where('id', '=', id).executeTakeFirst();
    return after?.status === 'sent' ? 'sent' : 'queued';
  },
};
