import { z } from 'zod';
import { locales } from '@/lib/i18n/locales';
import { emailField, honeypotField, messageField, nameField, subjectField } from './fields';

const contactFields = z.object({
  name: nameField,
  email: emailField('emailRequired'),
  subject: subjectField,
  message: messageField,
});

const acceptedTerms = z.literal(true, { error: 'acceptTerms' });

export const contactFormSchema = contactFields.extend({ terms: acceptedTerms, website: honeypotField });

export type ContactFormValues = z.input<typeof contactFormSchema>;

/** The provider's call does not carry the terms acceptance, so the API enforces it only when a client sends it. */
export const contactRequestSchema = contactFields.extend({
  lang: z.enum(locales).optional(),
  terms: acceptedTerms.optional(),
  website: honeypotField,
});
