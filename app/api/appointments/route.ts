import { isStudioAuthorized } from '@/lib/access/studio-token';
import { fallbackLocale } from '@/lib/api/read-request';
import { requestContext } from '@/lib/api/request-context';
import { errorResponse, jsonResponse, unexpectedErrorResponse } from '@/lib/api/respond';
import { submissionRoute } from '@/lib/api/submission-route';
import { bookingSubmission } from '@/lib/api/booking-submission';
import { localeOfService } from '@/lib/domain/booking-services';
import { listAppointments } from '@/lib/provider';
import { errorMessages } from '@/lib/provider/messages';

export const dynamic = 'force-dynamic';

/** The studio's list of appointments: 401 without its bearer token, an array of {id, name, date, status} with it. */
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

/** Books a free consultation: 201 on success, 400 for a bad payload or rule, 409 when the slot is taken. */
export const POST = submissionRoute(bookingSubmission, {
  where: 'POST /api/appointments',
  // A body without a language books in the language of the service it names.
  inferLocale: (body) => localeOfService(typeof body.service === 'string' ? body.service : undefined),
});
