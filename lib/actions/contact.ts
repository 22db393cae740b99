'use server';

import { keepValues, type ActionResult } from '@/lib/api/action-result';
import { contactSubmission } from '@/lib/api/contact-submission';
import { submitForm } from '@/lib/api/submission-action';

/** The form's own fields, sent back with a failure (never the honeypot). */
const KEPT = ['name', 'email', 'subject', 'message', 'terms'] as const;

/** Sends the contact form (five validation rules). Bind the locale: `sendContact.bind(null, locale)`. */
export async function sendContact(
  locale: string,
  _previous: ActionResult | null,
  input: unknown,
): Promise<ActionResult> {
  const { answer, values } = await submitForm(contactSubmission, locale, input);
  return keepValues(answer, values, KEPT);
}
