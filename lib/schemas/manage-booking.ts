import { z } from 'zod';

/**
 * What a manage link's token may look like on the way in (base64url, as the embedded provider signs it, with room for
 * an external provider's own): anything else is refused before it reaches the provider. The proxy reads it too, so
 * that a manage address is a known page (lib/i18n/known-pages.ts).
 */
export const MANAGE_TOKEN_SOURCE = '[A-Za-z0-9_-]{16,512}';
const token = new RegExp(`^${MANAGE_TOKEN_SOURCE}$`);

export const manageTokenSchema = z.string({ error: 'linkInvalid' }).regex(token, { error: 'linkInvalid' });

/** Body of POST /api/appointments/cancel and of the manage page's cancel form (the language travels apart). */
export const cancellationSchema = z.object({ token: manageTokenSchema });
