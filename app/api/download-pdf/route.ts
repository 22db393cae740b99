import { z } from 'zod';
import { getGuidePdf } from '@/lib/provider';
import type { BusinessStage } from '@/lib/provider/contract';
import { publicCacheHeaders, resolveLocale } from '@/lib/api/read-request';
import { errorResponse, unexpectedErrorResponse } from '@/lib/api/respond';
import { errorMessages } from '@/lib/provider/messages';

export const dynamic = 'force-dynamic';

const stageSchema = z.coerce.number().int().min(1).max(5);

/** An ASCII fallback and the UTF-8 name, so every browser saves the guide under its localised name. */
function attachment(fileName: string): string {
  const ascii = fileName
    .normalize('NFD')
    .replace(/[^\x20-\x7e]/g, '')
    .replace(/["\\]/g, '');
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(fileName)}`;
}

/** GET ?lang&stage=1..5, or ?lang&type=general: the guide as a file download. */
export async function GET(request: Request): Promise<Response> {
  const lang = resolveLocale(request);
  if (!lang.ok) return lang.response;
  const messages = errorMessages(lang.value).request;
  const params = new URL(request.url).searchParams;
  const stageParam = params.get('stage');
  const type = params.get('type');

  let stage: BusinessStage | undefined;
  if (stageParam !== null && type !== 'general') {
    const parsed = stageSchema.safeParse(stageParam);
    if (!parsed.success) return errorResponse(400, messages.stage);
    stage = parsed.data as BusinessStage;
  } else if (type !== null && type !== 'general') {
    return errorResponse(400, messages.guideType);
  }

  try {
    const pdf = await getGuidePdf({ lang: lang.value, stage });
    return new Response(Buffer.from(pdf.bytes), {
      headers: {
        'Content-Type': 'application/pdf',
        'Content-Disposition': attachment(pdf.fileName),
        'Content-Length': String(pdf.bytes.byteLength),
        ...publicCacheHeaders(request, 86400),
        'X-Content-Type-Options': 'nosniff',
      },
    });
  } catch (error) {
    return unexpectedErrorResponse(error, lang.value, 'GET /api/download-pdf');
  }
}
