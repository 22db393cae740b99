import type { GuidePdfQuery, Locale } from '@/lib/provider/contract';

export type MailKind =
  | 'booking-confirmation'
  | 'booking-notification'
  | 'booking-cancellation'
  | 'booking-cancellation-notice'
  | 'lead-guide'
  | 'contact-ack'
  | 'contact-forward';

export interface MailAttachment {
  filename: string;
  content: string;
  contentType: string;
}

/** A composed e-mail as the outbox stores it: everything needed to send it later, as JSON. */
export interface OutboxMail {
  kind: MailKind;
  locale: Locale;
  to: string;
  replyTo?: string;
  subject: string;
  text: string;
  html: string;
  attachments?: MailAttachment[];
  /** Attach this PDF guide when sending; the e-mail also links it, so a missing PDF never blocks the mail. */
  guide?: GuidePdfQuery;
}
