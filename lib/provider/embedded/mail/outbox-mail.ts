import type { GuidePdfQuery, Locale } from '@/lib/provider/contract';

export type MailKind =
  | 'booking-confirmation'
  | 'booking-notification'
  | 'booking-cancellation'
  | 'booking-cancellation-notice'
  | 'booking-update'
  | 'booking-reminder'
  | 'booking-move-notice'
  | 'studio-agenda'
  | 'lead-guide'
  | 'contact-ack'
  | 'contact-forward'
  /** The back office's own mail to an account (a password reset). */
  | 'back-office';

export interface MailAttachment {
  filename: string;
  content: string;
  contentType: string;
}

export interface CalendarPart {
  method: 'REQUEST' | 'CANCEL';
  filename: string;
  content: string;
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
  /**
   * A calendar invitation or cancellation sent as RFC 6047 asks: a `text/calendar; method=…` alternative beside the
   * text and HTML (what mail programs act on), and the same file as an .ics attachment for the others.
   */
  calendar?: CalendarPart;
  /** Attach this PDF guide when sending; the e-mail also links it, so a missing PDF never blocks the mail. */
  guide?: GuidePdfQuery;
}
