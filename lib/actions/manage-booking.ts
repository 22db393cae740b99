'use server';

import { refresh } from 'next/cache';
import { cancelBooking } from '@/lib/provider';
import type { CancellationOutcome } from '@/lib/provider/contract';
import { CANCELLATION_FORM_CHECKBOXES, cancellationFormSchema } from '@/lib/schemas/manage-booking';
import { actionContext } from '@/lib/api/action-context';
import { actionLocale, formValues } from '@/lib/api/action-result';

/** Keyed by outcome so the page picks its texts from messages; 'unconfirmed' means nothing was cancelled. */
export type CancelActionResult = {
  outcome: CancellationOutcome | 'error' | 'unconfirmed';
  /** A booking may have been cancelled earlier, by the visitor or the studio. */
  cancelledBy?: 'visitor' | 'studio';
  cancelReason?: string;
};

/** Tolerates being called outside a server action, as tests call the action directly. */
function renderPageAgain(): void {
  try {
    refresh();
  } catch {
    // Not in a server action: nothing to render.
  }
}

/**
 * Bind the locale at module level. Token and tick travel as form fields, so a form posted without JavaScript cancels
 * as well and the server renders the answer.
 */
export async function cancelFromManageLink(
  locale: string,
  _previous: CancelActionResult | null,
  input: unknown,
): Promise<CancelActionResult> {
  const lang = actionLocale(locale);
  const parsed = cancellationFormSchema.safeParse(formValues(input, CANCELLATION_FORM_CHECKBOXES));
  if (!parsed.success) {
    // A bad link says more than a missing tick: ticking would not help.
    const tokenFailed = parsed.error.issues.some((issue) => issue.path[0] === 'token');
    return { outcome: tokenFailed ? 'invalid' : 'unconfirmed' };
  }
  try {
    const result = await cancelBooking({ token: parsed.data.token, lang }, await actionContext());
    // This form's own cancel already re-renders the page by expiring the appointment lists; refresh() would narrow
    // that. A booking cancelled elsewhere expired nothing, so only then is the page rendered again here.
    if (result.outcome === 'already-cancelled') renderPageAgain();
    const { cancelledBy, cancelReason } = result.booking ?? {};
    return {
      outcome: result.outcome,
      ...(cancelledBy ? { cancelledBy } : {}),
      ...(cancelReason ? { cancelReason } : {}),
    };
  } catch (error) {
    console.error('[booking] could not cancel from the manage link', error);
    return { outcome: 'error' };
  }
}
