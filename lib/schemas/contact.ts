import { z } from 'zod';
import { locales } from '@/lib/i18n/locales';
import { emailField, honeypotField, messageField, nameField, subjectField } from './fields';

/** Spec §5 contact table: the form's five rules. */
export const contactFormSchema = z.object({
  name: nameField,
  email: emailField('emailRequired'),
  subject: subjectField,
  message: messageField,
  terms: z.literal(true, { error: 'acceptTerms' }),
  website: honeypotField,
});

export type ContactFormValues = z.input<typeof contactFormSchema>;

/**
 * Body of POST /api/contact (spec §7: name, email, subject, message, lang). The spec's call does not carry the terms
 * acceptance, so the API enforces it only when a client sends it.
 */
export const contactRequestSchema = z.object({
  name: nameField,
  email: emailField('emailRequired'),
  subject: subjectField,
  message: messageField,
  lang: z.enum(locales).optional(),
  terms: z.literal(true, { error: 'acceptTerms' }).optional(),
  website: honeypotField,
});
