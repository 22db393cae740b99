'use server';

import type { ActionResult } from '@/lib/api/action-result';
import { submitForm } from '@/lib/api/submission-action';
import { leadMagnetSubmission } from '@/lib/api/lead-magnet-submission';

/**
 * Sends the free PDF guide. Bind the locale: `requestGuide.bind(null, locale)`. Values: email and acceptTerms, plus
 * stage (1-5, default 1), type ('general' | 'stage_specific', default general) and source (default home).
 */
export async function requestGuide(locale: string, _previous: ActionResult | null, input: unknown): Promise<ActionResult> {
  return (await submitForm(leadMagnetSubmission, locale, input)).answer;
}
