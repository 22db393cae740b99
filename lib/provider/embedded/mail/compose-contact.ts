import { env } from '@/lib/env';
import { defaultLocale } from '@/lib/i18n/locales';
import type { ContactMessage } from '@/lib/provider/contract';
import { emailMessages, fill } from '@/lib/provider/messages';
import { renderMail } from './layout';
import type { OutboxMail } from './outbox-mail';

/** The studio's copy (in Spanish, the studio's language; replying answers the visitor) and the visitor's receipt. */
export function composeContactMails(message: ContactMessage): OutboxMail[] {
  const ack = emailMessages(message.lang).contactAck;
  const forward = emailMessages(defaultLocale).contactForward;
  const ackBody = renderMail({
    locale: message.lang,
    greetingName: message.name,
    paragraphs: [ack.intro],
    quote: { title: ack.copy, text: `${message.subject}\n\n${message.message}` },
  });
  const forwardBody = renderMail({
    locale: defaultLocale,
    paragraphs: [forward.intro],
    details: [
      [forward.fromLabel, `${message.name} <${message.email}>`],
      [forward.subjectLabel, message.subject],
      [forward.languageLabel, message.lang.toUpperCase()],
    ],
    quote: { title: forward.subjectLabel, text: message.message },
    closing: [fill(forward.replyHint, { name: message.name })],
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
      subject: fill(ack.subject, { subject: message.subject }),
      ...ackBody,
    },
  ];
}
