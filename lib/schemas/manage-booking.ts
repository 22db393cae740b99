import { z } from 'zod';

/**
 * Base64url with room for an external provider's tokens: anything else is refused before it reaches the provider.
 * The proxy uses it too, so a manage address counts as a known page.
 */
export const MANAGE_TOKEN_SOURCE = '[A-Za-z0-9_-]{16,512}';
const token = new RegExp(`^${MANAGE_TOKEN_SOURCE}$`);

export const manageTokenSchema = z.string({ error: 'linkInvalid' }).regex(token, { error: 'linkInvalid' });

/** The visitor's "Yes, I want to cancel this appointment" tick: a cancel is never sent by one press alone. */
const cancelConfirmed = z.literal(true, { error: 'cancelConfirmRequired' });

/** POST /api/appointments/cancel: `confirm` is optional because a program calling the API confirms by calling it. */
export const cancellationSchema = z.object({ token: manageTokenSchema, confirm: cancelConfirmed.optional() });

/** The manage page's cancel form: the token in a hidden field and the confirmation tick, required. */
export const cancellationFormSchema = cancellationSchema.extend({ confirm: cancelConfirmed });

/** FormData carries checkboxes as strings; these are read as booleans. */
export const CANCELLATION_FORM_CHECKBOXES = ['confirm'] as const;
