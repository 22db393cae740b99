import { readJsonObject, resolveLocale } from '@/lib/api/read-request';
import { requestContext } from '@/lib/api/request-context';
import { resultResponse, unexpectedErrorResponse } from '@/lib/api/respond';
import { validationResponse } from '@/lib/api/validation';
import { cancelBooking } from '@/lib/provider';
import { cancellationSchema } from '@/lib/schemas/manage-booking';

export const dynamic = 'force-dynamic';

/**
 * POST { token, lang } cancels the booking a manage link opens: 200 with outcome 'cancelled', or again
 * 'already-cancelled' (a repeat is not an error); 400 for a bad token, 410 once the appointment has begun, 429 when
 * rate-limited. The slot is free again and the visitor and the studio are mailed.
 */
export async function POST(request: Request): Promise<Response> {
  const body = await readJsonObject(request);
  if (!body.ok) return body.response;
  const lang = resolveLocale(request, body.value.lang);
  if (!lang.ok) return lang.response;
  const locale = lang.value;
  const parsed = cancellationSchema.safeParse(body.value);
  if (!parsed.success) return validationResponse(parsed.error, locale);
  try {
    const result = await cancelBooking({ token: parsed.data.token, lang: locale }, requestContext(request));
    return resultResponse(result, 200, {
      outcome: result.outcome,
      ...(result.booking ? { booking: result.booking } : {}),
    });
  } catch (error) {
    return unexpectedErrorResponse(error, locale, 'POST /api/appointments/cancel');
  }
}
