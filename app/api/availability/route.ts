import { resolveLocale } from '@/lib/api/read-request';
import { jsonResponse, unexpectedErrorResponse } from '@/lib/api/respond';
import { validationResponse } from '@/lib/api/validation';
import { getAvailability } from '@/lib/provider';
import { bookingSchedule } from '@/lib/provider/schedule';
import { availabilityQuerySchema } from '@/lib/schemas/availability';

export const dynamic = 'force-dynamic';

/** GET ?from=YYYY-MM-DD&to=YYYY-MM-DD → [{ date, slots }]: each day's free times, without anyone's name. */
export async function GET(request: Request): Promise<Response> {
  // Its messages' language: `?lang=` as on every other call (one not offered is a 400), else the browser's, else es.
  const lang = resolveLocale(request);
  if (!lang.ok) return lang.response;
  const locale = lang.value;
  const params = new URL(request.url).searchParams;
  try {
    // The window is the studio's (its schedule's horizon): nothing beyond it is looked up.
    const { horizonDays } = await bookingSchedule();
    const parsed = availabilityQuerySchema(horizonDays).safeParse({
      from: params.get('from') ?? undefined,
      to: params.get('to') ?? undefined,
    });
    if (!parsed.success) return validationResponse(parsed.error, locale, { days: horizonDays });
    return jsonResponse(await getAvailability(parsed.data));
  } catch (error) {
    return unexpectedErrorResponse(error, locale, 'GET /api/availability');
  }
}
