'use server';

import { keepValues, type ActionResult } from '@/lib/api/action-result';
import { leadMagnetSubmission } from '@/lib/api/lead-magnet-submission';
import { submitForm } from '@/lib/api/submission-action';

/** Sent back with a failure; never the honeypot, which would tell a bot it was caught. */
const KEPT = ['email', 'acceptTerms'] as const;

/** Sends the free PDF guide. Bind the locale at module level, so the action's reference stays stable. */
export async function requestGuide(
  locale: string,
  _previous: ActionResult | null,
  input: unknown,
): Promise<ActionResult> {
  const { answer, values } = await submitForm(leadMagnetSubmission, locale, input);
  return keepValues(answer, values, KEPT);
}
