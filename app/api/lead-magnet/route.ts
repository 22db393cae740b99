import type { BusinessStage } from '@/lib/provider/contract';
import { readJsonObject, resolveLocale } from '@/lib/api/read-request';
import { requestContext } from '@/lib/api/request-context';
import { jsonResponse, resultResponse, unexpectedErrorResponse } from '@/lib/api/respond';
import { validationResponse } from '@/lib/api/validation';
import { requestLeadMagnet } from '@/lib/provider';
import { errorMessages } from '@/lib/provider/messages';
import { isHoneypotFilled } from '@/lib/schemas/fields';
import { leadMagnetBodySchema, leadMagnetQuerySchema } from '@/lib/schemas/lead-magnet';

export const dynamic = 'force-dynamic';

function param(params: URLSearchParams, name: string): string | undefined {
  const value = params.get(name);
  return value === null || value.trim() === '' ? undefined : value;
}

/** POST ?lang&stage&type&source with { email } (spec §7): records the lead and e-mails the guide. */
export async function POST(request: Request): Promise<Response> {
  const body = await readJsonObject(request);
  if (!body.ok) return body.response;
  const lang = resolveLocale(request, body.value.lang);
  if (!lang.ok) return lang.response;
  const locale = lang.value;
  if (isHoneypotFilled(body.value.website)) return jsonResponse({ success: true, message: errorMessages(locale).success.lead }, 201);

  const params = new URL(request.url).searchParams;
  const query = leadMagnetQuerySchema.safeParse({
    stage: param(params, 'stage'),
    type: param(params, 'type'),
    source: param(params, 'source'),
  });
  if (!query.success) return validationResponse(query.error, locale);
  const parsed = leadMagnetBodySchema.safeParse(body.value);
  if (!parsed.success) return validationResponse(parsed.error, locale);
  try {
    const result = await requestLeadMagnet(
      { ...query.data, stage: query.data.stage as BusinessStage, email: parsed.data.email, lang: locale },
      requestContext(request),
    );
    return resultResponse(result, 201);
  } catch (error) {
    return unexpectedErrorResponse(error, locale, 'POST /api/lead-magnet');
  }
}
