import { z } from 'zod';

/**
 * What a manage link's token may look like on the way in (base64url, as the embedded provider signs it, with room for
 * an external provider's own): anything else is refused before it reaches the provider. The proxy reads it too, so
 * that a manage address is a known page (lib/i18n/known-pages.ts).
 */
export const MANAGE_TOKEN_SOURCE = '[A-Za-z0-9_-]{16,512}';
const token = new RegExp(`^${MANAGE_TOKEN_SOURCE}$`);

export const manageTokenSchema = z.string({ error: 'linkInvalid' }).regex(token, { error: 'linkInvalid' });

/** The visitor's "Yes, I want to cancel this appointment" tick: a cancel is never sent by one press alone. */
const cancelConfirmed = z.literal(true, { error: 'cancelConfirmRequired' });

/**
 * Body of POST /api/appointments/cancel (the language travels apart). A client that sends `confirm` must send true;
 * a program calling the API has confirmed by calling it.
 */
export const cancellationSchema = z.object({ token: manageTokenSchema, confirm: cancelConfirmed.optional() });

/** The manage page's cancel form: the token in a hidden field and the confirmation tick, required. */
export const cancellationFormSchema = cancellationSchema.extend({ confirm: cancelConfirmed });

/** The form's checkboxes, read from FormData as booleans (formValues). */
export const CANCELLATION_FORM_CHECKBOXES = ['confirm'] as const;
