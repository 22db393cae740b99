'use server';

import type { Locale } from '@/lib/i18n/locales';
import type { BusinessStage } from '@/lib/provider/contract';
import { requestLeadMagnet } from '@/lib/provider';
import { errorMessages } from '@/lib/provider/messages';
import { isHoneypotFilled } from '@/lib/schemas/fields';
import { leadMagnetFormSchema, leadMagnetQuerySchema } from '@/lib/schemas/lead-magnet';
import { actionContext } from './action-context';
import { actionLocale, failure, formValues, fromProvider, fromValidation, keepValues, type ActionResult } from './action-result';

/** The form's own fields, sent back with a failure (never the honeypot). */
const KEPT = ['email', 'acceptTerms'] as const;

/**
 * Sends the free PDF guide. Bind the locale: `requestGuide.bind(null, locale)`. Values: email and acceptTerms, plus
 * stage (1-5, default 1), type ('general' | 'stage_specific', default general) and source (default home).
 */
export async function requestGuide(locale: string, _previous: ActionResult | null, input: unknown): Promise<ActionResult> {
  const values = formValues(input, ['acceptTerms']);
  return keepValues(await sendGuide(actionLocale(locale), values), values, KEPT);
}

async function sendGuide(lang: Locale, values: Record<string, unknown>): Promise<ActionResult> {
  const texts = errorMessages(lang);
  if (isHoneypotFilled(values.website)) return { success: true, message: texts.success.lead };
  const form = leadMagnetFormSchema.safeParse(values);
  if (!form.success) return fromValidation(form.error, lang);
  const query = leadMagnetQuerySchema.safeParse({ stage: values.stage, type: values.type, source: values.source });
  if (!query.success) return fromValidation(query.error, lang);
  try {
    const result = await requestLeadMagnet(
      { ...query.data, stage: query.data.stage as BusinessStage, email: form.data.email, lang },
      await actionContext(),
    );
    return fromProvider(result, texts.lead.message);
  } catch (error) {
    console.error('[lead] could not record the lead', error);
    return failure(texts.lead.message);
  }
}
