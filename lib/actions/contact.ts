'use server';

import type { Locale } from '@/lib/i18n/locales';
import { sendContactMessage } from '@/lib/provider';
import { errorMessages } from '@/lib/provider/messages';
import { contactFormSchema } from '@/lib/schemas/contact';
import { isHoneypotFilled } from '@/lib/schemas/fields';
import { actionContext } from './action-context';
import { actionLocale, failure, formValues, fromProvider, fromValidation, keepValues, type ActionResult } from './action-result';

/** The form's own fields, sent back with a failure (never the honeypot). */
const KEPT = ['name', 'email', 'subject', 'message', 'terms'] as const;

/** Sends the contact form (spec §5: five rules). Bind the locale: `sendContact.bind(null, locale)`. */
export async function sendContact(locale: string, _previous: ActionResult | null, input: unknown): Promise<ActionResult> {
  const values = formValues(input, ['terms']);
  return keepValues(await deliver(actionLocale(locale), values), values, KEPT);
}

async function deliver(lang: Locale, values: Record<string, unknown>): Promise<ActionResult> {
  const texts = errorMessages(lang);
  if (isHoneypotFilled(values.website)) return { success: true, message: texts.success.contact };
  const parsed = contactFormSchema.safeParse(values);
  if (!parsed.success) return fromValidation(parsed.error, lang);
  const { name, email, subject, message } = parsed.data;
  try {
    return fromProvider(await sendContactMessage({ name, email, subject, message, lang }, await actionContext()), texts.contact.message);
  } catch (error) {
    console.error('[contact] could not send the message', error);
    return failure(texts.contact.message);
  }
}
