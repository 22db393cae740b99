import { localeOfService, freeConsultationService } from '@/lib/domain/booking-services';
import { fallbackLocale, readJsonObject, resolveLocale } from '@/lib/api/read-request';
import { requestContext } from '@/lib/api/request-context';
import { errorResponse, jsonResponse, resultResponse, unexpectedErrorResponse } from '@/lib/api/respond';
import { validationResponse } from '@/lib/api/validation';
import { isStudioAuthorized } from '@/lib/access/studio-token';
import { createAppointment, listAppointments } from '@/lib/provider';
import { errorMessages } from '@/lib/provider/messages';
import { bookingRequestSchema } from '@/lib/schemas/booking';
import { isHoneypotFilled } from '@/lib/schemas/fields';

export const dynamic = 'force-dynamic';

/** The studio's list of appointments: 401 without its bearer token (spec §6), an array of {id, name, date, status} with it. */
export async function GET(request: Request): Promise<Response> {
  const locale = fallbackLocale(request);
  const context = requestContext(request);
  if (!isStudioAuthorized(context.authorization)) {
    return errorResponse(401, errorMessages(locale).request.unauthorized, {}, { 'WWW-Authenticate': 'Bearer' });
  }
  try {
    return jsonResponse(await listAppointments(context));
  } catch (error) {
    return unexpectedErrorResponse(error, locale, 'GET /api/appointments');
  }
}

/** Books a free consultation (spec §7): 201 on success, 400 for a bad payload or rule, 409 when the slot is taken. */
export async function POST(request: Request): Promise<Response> {
  const body = await readJsonObject(request);
  if (!body.ok) return body.response;
  const requested = typeof body.value.service === 'string' ? body.value.service : undefined;
  const lang = resolveLocale(request, body.value.lang, localeOfService(requested));
  if (!lang.ok) return lang.response;
  const locale = lang.value;
  const success = errorMessages(locale).success.booking;
  if (isHoneypotFilled(body.value.website)) return jsonResponse({ success: true, message: success }, 201);

  const parsed = bookingRequestSchema.safeParse(body.value);
  if (!parsed.success) return validationResponse(parsed.error, locale);
  try {
    const { name, email, phone, date, service: chosen, message, notifyEmail } = parsed.data;
    const service = chosen ?? freeConsultationService(locale);
    const result = await createAppointment(
      { name, email, phone, date, service, message, notifyEmail, lang: locale },
      requestContext(request),
    );
    return resultResponse(result, 201);
  } catch (error) {
    return unexpectedErrorResponse(error, locale, 'POST /api/appointments');
  }
}
