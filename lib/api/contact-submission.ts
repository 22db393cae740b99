import { sendContactMessage } from '@/lib/provider';
import { contactFormSchema, contactRequestSchema } from '@/lib/schemas/contact';
import { defineSubmission } from './submission';

/** A contact message (five validation rules; stored, forwarded to the studio, acknowledged). */
export const contactSubmission = defineSubmission({
  name: 'contact',
  honeypot: (texts) => texts.success.contact,
  request: contactRequestSchema,
  form: contactFormSchema,
  checkboxes: ['terms'],
  submit: ({ name, email, subject, message }, { lang, caller }) =>
    sendContactMessage({ name, email, subject, message, lang }, caller),
  messages: { unanswered: (texts) => texts.contact.message, failed: (texts) => texts.contact.message },
});
