import { env } from '@/lib/env';
import { defaultLocale } from '@/lib/i18n/locales';
import type { ContactMessage } from '@/lib/provider/contract';
import { emailMessages, fill } from '@/lib/provider/messages';
import { renderMail } from './layout';
import type { OutboxMail } from './outbox-mail';

/**
 * The studio's copy (in Spanish, the studio's language; replying answers the visitor) with everything the visitor
 * wrote, and the visitor's receipt with none of it: the receipt goes to whatever address was typed into the form, so
 * quoting the subject and message would let anyone send their own text, signed by the studio, to anyone.
 */
export function composeContactMails(message: ContactMessage): OutboxMail[] {
  const ack = emailMessages(message.lang).contactAck;
  const forward = emailMessages(defaultLocale).contactForward;
  const ackBody = renderMail({
    locale: message.lang,
    greet: true,
    paragraphs: [ack.intro],
  });
  const forwardBody = renderMail({
    locale: defaultLocale,
    paragraphs: [forward.intro],
    details: [
      [forward.fromLabel, `${message.name} <${message.email}>`],
      [forward.subjectLabel, message.subject],
      [forward.languageLabel, message.lang.toUpperCase()],
    ],
    quote: { title: forward.messageLabel, text: message.message },
    closing: [fill(forward.replyHint, { name: message.name })],
    toStudio: true,
  });
  return [
    {
      kind: 'contact-forward',
      locale: defaultLocale,
      to: env.STUDIO_EMAIL,
      replyTo: message.email,
      subject: fill(forward.subject, { subject: message.subject }),
      ...forwardBody,
    },
    {
      kind: 'contact-ack',
      locale: message.lang,
      to: message.email,
      replyTo: env.STUDIO_EMAIL,
      subject: ack.subject,
      ...ackBody,
    },
  ];
}
