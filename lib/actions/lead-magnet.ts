'use server';

import { keepValues, type ActionResult } from '@/lib/api/action-result';
import { leadMagnetSubmission } from '@/lib/api/lead-magnet-submission';
import { submitForm } from '@/lib/api/submission-action';

/** The form's own fields, sent back with a failure (never the honeypot). */
const KEPT = ['email', 'acceptTerms'] as const;

/**
 * Sends the free PDF guide. Bind the locale: `requestGuide.bind(null, locale)`. Values: email and acceptTerms, plus
 * stage (1-5, default 1), type ('general' | 'stage_specific', default general) and source (default home).
 */
export async function requestGuide(locale: string, _previous: ActionResult | null, input: unknown): Promise<ActionResult> {
  const { answer, values } = await submitForm(leadMagnetSubmission, locale, input);
  return keepValues(answer, values, KEPT);
}
