import type Mail from 'nodemailer/lib/mailer';
import { env } from '@/lib/env';
import { getGuidePdf } from '../content';
import type { MailOutboxTable } from '../db/schema';
import type { OutboxMail } from './outbox-mail';

/** One Message-ID per outbox row: should a crash between sending and settling resend it, mail programs see one mail. */
function messageId(rowId: string): string {
  const domain = /@([^>\s]+)>?\s*$/.exec(env.MAIL_FROM)?.[1] ?? 'localhost';
  return `<${rowId}@${domain}>`;
}

/** What nodemailer sends for an outbox row: its mail, the guide attached when it names one, its calendar invite. */
export async function toMessage(mail: OutboxMail, rowId: string): Promise<Mail.Options> {
  const attachments: Mail.Attachment[] = (mail.attachments ?? []).map((attachment) => ({ ...attachment }));
  if (mail.guide) {
    try {
      const pdf = await getGuidePdf(mail.guide);
      attachments.push({ filename: pdf.fileName, content: Buffer.from(pdf.bytes), contentType: 'application/pdf' });
    } catch (error) {
      // The e-mail links the guide as well, so it still goes out without the attachment.
      console.warn('[mail] guide PDF unavailable, sending the link only', error);
    }
  }
  return {
    messageId: messageId(rowId),
    from: env.MAIL_FROM,
    to: mail.to,
    replyTo: mail.replyTo,
    subject: mail.subject,
    text: mail.text,
    html: mail.html,
    attachments,
    // nodemailer puts it in multipart/alternative as text/calendar; method=… and attaches it as invite .ics too.
    ...(mail.calendar
      ? {
          icalEvent: { method: mail.calendar.method, filename: mail.calendar.filename, content: mail.calendar.content },
        }
      : {}),
    headers: { 'Content-Language': mail.locale },
  };
}

/** The name (without .eml) a mail is written under in MAIL_OUTBOX_DIR when there is no SMTP server. */
export function mailFileName(row: Pick<MailOutboxTable, 'id' | 'kind' | 'created_at'>): string {
  return `${row.created_at.replace(/[:.]/g, '-')}-${row.kind}-${row.id.slice(0, 8)}`;
}
