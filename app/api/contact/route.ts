import { readJsonObject, resolveLocale } from '@/lib/api/read-request';
import { requestContext } from '@/lib/api/request-context';
import { jsonResponse, resultResponse, unexpectedErrorResponse } from '@/lib/api/respond';
import { validationResponse } from '@/lib/api/validation';
import { sendContactMessage } from '@/lib/provider';
import { errorMessages } from '@/lib/provider/messages';
import { contactRequestSchema } from '@/lib/schemas/contact';
import { isHoneypotFilled } from '@/lib/schemas/fields';

export const dynamic = 'force-dynamic';

/** POST { name, email, subject, message, lang } (spec §7): stored, forwarded to the studio, acknowledged. */
export async function POST(request: Request): Promise<Response> {
  const body = await readJsonObject(request);
  if (!body.ok) return body.response;
  const lang = resolveLocale(request, body.value.lang);
  if (!lang.ok) return lang.response;
  const locale = lang.value;
  if (isHoneypotFilled(body.value.website)) return jsonResponse({ success: true, message: errorMessages(locale).success.contact }, 201);

  const parsed = contactRequestSchema.safeParse({ ...body.value, lang: locale });
  if (!parsed.success) return validationResponse(parsed.error, locale);
  try {
    const { name, email, subject, message } = parsed.data;
    return resultResponse(await sendContactMessage({ name, email, subject, message, lang: locale }, requestContext(request)), 201);
  } catch (error) {
    return unexpectedErrorResponse(error, locale, 'POST /api/contact');
  }
}
