'use server';

import { refresh } from 'next/cache';
import { cancelBooking } from '@/lib/provider';
import type { CancellationOutcome } from '@/lib/provider/contract';
import { CANCELLATION_FORM_CHECKBOXES, cancellationFormSchema } from '@/lib/schemas/manage-booking';
import { actionContext } from '@/lib/api/action-context';
import { actionLocale, formValues } from '@/lib/api/action-result';

/**
 * What the manage page shows after a cancel: its texts live in messages (booking.manage, and errors.validation for
 * the missing tick), keyed by the outcome. 'unconfirmed': the visitor did not tick "Yes, I want to cancel", and
 * nothing was cancelled.
 */
export type CancelActionResult = {
  outcome: CancellationOutcome | 'error' | 'unconfirmed';
  /** Once cancelled (by this form, or before it by the visitor or the studio): who did, and the studio's reason. */
  cancelledBy?: 'visitor' | 'studio';
  cancelReason?: string;
};

/**
 * Has the page that posted the action rendered again in its answer. Outside a server action (a test calling the
 * action directly) there is no page to render.
 */
function renderPageAgain(): void {
  try {
    refresh();
  } catch {
    // Not in a server action: nothing to render.
  }
}

/**
 * Cancels the booking of the manage page's token, once the visitor has ticked the confirmation. Bind the locale at
 * module level: `useActionState(cancelFromManageLink.bind(null, locale), null)`; the token travels in the form's hidden
 * field and the tick in its checkbox, so a form posted without JavaScript cancels as well and the server renders the
 * cancelled page (or the form again with the tick's error).
 */
export async function cancelFromManageLink(locale: string, _previous: CancelActionResult | null, input: unknown): Promise<CancelActionResult> {
  const lang = actionLocale(locale);
  const parsed = cancellationFormSchema.safeParse(formValues(input, CANCELLATION_FORM_CHECKBOXES));
  if (!parsed.success) {
    // A bad link says more than a missing tick: ticking would not help.
    const tokenFailed = parsed.error.issues.some((issue) => issue.path[0] === 'token');
    return { outcome: tokenFailed ? 'invalid' : 'unconfirmed' };
  }
  try {
    const result = await cancelBooking({ token: parsed.data.token, lang }, await actionContext());
    // Once the booking is cancelled, the server renders the whole page again with this answer (the intro no longer
    // offers to cancel), as a form posted without JavaScript gets it. This form's own cancel does so already: it
    // expires the appointment lists (lib/provider/index.ts), which re-renders this page with every cached one, and
    // refresh() would narrow that to this page's dynamic data. A booking cancelled before (in another tab, or by the
    // studio) expired nothing.
    if (result.outcome === 'already-cancelled') renderPageAgain();
    const { cancelledBy, cancelReason } = result.booking ?? {};
    return { outcome: result.outcome, ...(cancelledBy ? { cancelledBy } : {}), ...(cancelReason ? { cancelReason } : {}) };
  } catch (error) {
    console.error('[booking] could not cancel from the manage link', error);
    return { outcome: 'error' };
  }
}
