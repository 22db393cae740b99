import { z } from 'zod';
import { locales } from '@/lib/i18n/locales';
import { emailField, honeypotField, messageField, nameField, subjectField } from './fields';

/** The fields the contact form and the contact request share. */
const contactFields = z.object({
  name: nameField,
  email: emailField('emailRequired'),
  subject: subjectField,
  message: messageField,
});

const acceptedTerms = z.literal(true, { error: 'acceptTerms' });

/** The contact form's five rules (name, e-mail, subject, message of 10+ characters, terms). */
export const contactFormSchema = contactFields.extend({ terms: acceptedTerms, website: honeypotField });

export type ContactFormValues = z.input<typeof contactFormSchema>;

/**
 * Body of POST /api/contact (name, email, subject, message, lang). The provider's call does not carry the terms
 * acceptance, so the API enforces it only when a client sends it.
 */
export const contactRequestSchema = contactFields.extend({
  lang: z.enum(locales).optional(),
  terms: acceptedTerms.optional(),
  website: honeypotField,
});
