import { isCronAuthorized } from '@/lib/access/cron-secret';
import { fallbackLocale } from '@/lib/api/read-request';
import { errorResponse, jsonResponse } from '@/lib/api/respond';
import { retryWaitingMail } from '@/lib/provider';
import { errorMessages } from '@/lib/provider/messages';

export const dynamic = 'force-dynamic';

/**
 * The mail outbox's retry for hosts without a long-running server (Vercel's cron, vercel.json): sends every message
 * that is due, as the server's own timer does elsewhere. Only with `Authorization: Bearer <CRON_SECRET>`; the answer
 * holds counts, never an address.
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
  const { sent, failed } = await retryWaitingMail();
  return jsonResponse({ success: true, sent, failed });
}
