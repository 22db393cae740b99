import { readJsonObject, resolveLocale } from '@/lib/api/read-request';
import { requestContext } from '@/lib/api/request-context';
import { resultResponse, unexpectedErrorResponse } from '@/lib/api/respond';
import { validationResponse } from '@/lib/api/validation';
import { rescheduleBooking } from '@/lib/provider';
import { rescheduleSchema } from '@/lib/schemas/manage-reschedule';

export const dynamic = 'force-dynamic';

/**
 * POST { token, date, lang } moves the booking a manage link opens to a new start: 200 with outcome 'moved', the
 * booking as it is now and the manage link's token for the new start; 400 for a bad token or a time the schedule
 * refuses, 409 for a taken slot, a cancelled booking, no moves left or a pause, 410 once it has begun, 429 when
 * rate-limited. The visitor gets the updated invitation and the studio a notice.
 */
export async function POST(request: Request): Promise<Response> {
  const body = await readJsonObject(request);
  if (!body.ok) return body.response;
  const lang = resolveLocale(request, body.value.lang);
  if (!lang.ok) return lang.response;
  const locale = lang.value;
  const parsed = rescheduleSchema.safeParse(body.value);
  if (!parsed.success) return validationResponse(parsed.error, locale);
  try {
    const result = await rescheduleBooking(
      { token: parsed.data.token, date: parsed.data.date, lang: locale },
      requestContext(request),
    );
    const extra = {
      outcome: result.outcome,
      ...(result.booking ? { booking: result.booking } : {}),
      ...(result.manageToken ? { manageToken: result.manageToken } : {}),
    };
    return resultResponse(result, 200, extra);
  } catch (error) {
    return unexpectedErrorResponse(error, locale, 'POST /api/appointments/reschedule');
  }
}
