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

/** Spec §5 contact table: the form's five rules. */
export const contactFormSchema = contactFields.extend({ terms: acceptedTerms, website: honeypotField });

export type ContactFormValues = z.input<typeof contactFormSchema>;

/**
 * Body of POST /api/contact (spec §7: name, email, subject, message, lang). The spec's call does not carry the terms
 * acceptance, so the API enforces it only when a client sends it.
 */
export const contactRequestSchema = contactFields.extend({
  lang: z.enum(locales).optional(),
  terms: acceptedTerms.optional(),
  website: honeypotField,
});
