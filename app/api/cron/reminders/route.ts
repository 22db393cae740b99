import { isCronAuthorized } from '@/lib/access/cron-secret';
import { fallbackLocale } from '@/lib/api/read-request';
import { errorResponse, jsonResponse } from '@/lib/api/respond';
import { sendDueReminders } from '@/lib/provider';
import { errorMessages } from '@/lib/provider/messages';

export const dynamic = 'force-dynamic';

/**
 * The booking reminders and the studio's morning agenda for hosts without a long-running server (Vercel's cron,
 * vercel.json): the same jobs as the server's own timer, with the same effect however often both run. Only with
 * `Authorization: Bearer <CRON_SECRET>`; the answer holds counts, never an address.
 */
export async function GET(request: Request): Promise<Response> {
  if (!isCronAuthorized(request.headers.get('authorization'))) {
    return errorResponse(
      401,
      errorMessages(fallbackLocale(request)).request.unauthorized,
      {},
      { 'WWW-Authenticate': 'Bearer' },
    );
  }
  const { reminders, agendas } = await sendDueReminders();
  return jsonResponse({ success: true, reminders, agendas });
}
