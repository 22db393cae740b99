'use server';

import type { ActionResult } from '@/lib/api/action-result';
import { submitForm } from '@/lib/api/submission-action';
import { contactSubmission } from '@/lib/api/contact-submission';

/** Sends the contact form (spec §5: five rules). Bind the locale: `sendContact.bind(null, locale)`. */
export async function sendContact(locale: string, _previous: ActionResult | null, input: unknown): Promise<ActionResult> {
  return (await submitForm(contactSubmission, locale, input)).answer;
}
