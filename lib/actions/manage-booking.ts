'use server';

import { cancelBooking } from '@/lib/provider';
import type { CancellationOutcome } from '@/lib/provider/contract';
import { cancellationSchema } from '@/lib/schemas/manage-booking';
import { actionContext } from '@/lib/api/action-context';
import { actionLocale, formValues } from '@/lib/api/action-result';

/** What the manage page shows after a cancel: its texts live in messages (booking.manage), keyed by the outcome. */
export type CancelActionResult = { outcome: CancellationOutcome | 'error' };

/**
 * Cancels the booking of the manage page's token. Bind the locale at module level:
 * `useActionState(cancelFromManageLink.bind(null, locale), null)`; the token travels in the form's hidden field, so a
 * form posted without JavaScript cancels as well and the server renders the cancelled page.
 */
export async function cancelFromManageLink(locale: string, _previous: CancelActionResult | null, input: unknown): Promise<CancelActionResult> {
  const lang = actionLocale(locale);
  const parsed = cancellationSchema.safeParse(formValues(input));
  if (!parsed.success) return { outcome: 'invalid' };
  try {
    const result = await cancelBooking({ token: parsed.data.token, lang }, await actionContext());
    return { outcome: result.outcome };
  } catch (error) {
    console.error('[booking] could not cancel from the manage link', error);
    return { outcome: 'error' };
  }
}
