import { resolveLocale } from '@/lib/api/read-request';
import { errorResponse, jsonResponse, unexpectedErrorResponse } from '@/lib/api/respond';
import { validationResponse } from '@/lib/api/validation';
import { getManagedBooking } from '@/lib/provider';
import { manageMessages } from '@/lib/provider/messages';
import { cancellationSchema } from '@/lib/schemas/manage-booking';

export const dynamic = 'force-dynamic';

/**
 * GET ?token=…&lang=… → { success, booking: { id, name, date, status, service, lang, cancelledBy?, cancelReason? } }:
 * the booking a visitor's manage link opens; once cancelled, who cancelled it ('visitor' or 'studio') and the studio's
 * reason, if it gave one. 400 for a token that is not one the provider made, 410 once the appointment has begun.
 */
export async function GET(request: Request): Promise<Response> {
  const lang = resolveLocale(request);
  if (!lang.ok) return lang.response;
  const locale = lang.value;
  const parsed = cancellationSchema.safeParse({ token: new URL(request.url).searchParams.get('token') ?? undefined });
  if (!parsed.success) return validationResponse(parsed.error, locale);
  try {
    const lookup = await getManagedBooking(parsed.data.token);
    if (lookup.found) return jsonResponse({ success: true, booking: lookup.booking });
    const texts = manageMessages(locale);
    if (lookup.problem === 'past') return errorResponse(410, texts.past, { problem: 'past' });
    return errorResponse(400, texts.invalid, { problem: 'invalid', fieldErrors: { token: texts.invalid } });
  } catch (error) {
    return unexpectedErrorResponse(error, locale, 'GET /api/appointments/manage');
  }
}
