import { NextResponse } from 'next/server';
import type { Locale } from '@/lib/provider/contract';
import { readJsonObject, resolveLocale } from './read-request';
import { requestContext } from './request-context';
import { jsonResponse, resultResponse, unexpectedErrorResponse } from './respond';
import { runSubmission, type Submission } from './submission';

export interface RouteOptions {
  /** The route, as its failures are logged: 'POST /api/contact'. */
  where: string;
  /** 201 for a call that records something, 200 for one that only checks (the gallery password). */
  successStatus?: 200 | 201;
  /** A language the body implies when it names none (a booking's service slug belongs to one language). */
  inferLocale?: (body: Record<string, unknown>) => Locale | null;
  /** The values the schema reads when the call carries some outside its body (the lead magnet's query string). */
  values?: (body: Record<string, unknown>, query: URLSearchParams, lang: Locale) => Record<string, unknown>;
}

/**
 * A POST route handler for a submission: 413/400 for an unreadable body or an unknown language,
 * the honeypot's pretended success, 400 with a localised message per field, then the provider's result with its
 * status (409, 429 with Retry-After…), or 500/502 with the generic message when the call throws.
 */
export function submissionRoute<Data>(submission: Submission<Data>, options: RouteOptions) {
  const successStatus = options.successStatus ?? 201;
  return async function POST(request: Request): Promise<Response> {
    const body = await readJsonObject(request);
    if (!body.ok) return body.response;
    const lang = resolveLocale(request, body.value.lang, options.inferLocale?.(body.value));
    if (!lang.ok) return lang.response;
    const locale = lang.value;
    const values = options.values ? options.values(body.value, new URL(request.url).searchParams, locale) : body.value;

    const outcome = await runSubmission(submission, submission.request, values, locale, () => requestContext(request));
    switch (outcome.step) {
      case 'honeypot':
        return jsonResponse({ success: true, message: outcome.message }, successStatus);
      case 'invalid':
        return resultResponse(outcome.result);
      case 'failed':
        return unexpectedErrorResponse(outcome.error, locale, options.where);
      case 'answered': {
        const response = resultResponse(outcome.result, successStatus);
        if (!outcome.cookie) return response;
        const withCookie = new NextResponse(response.body, { status: response.status, headers: response.headers });
        withCookie.cookies.set(outcome.cookie.name, outcome.cookie.value, outcome.cookie.options);
        return withCookie;
      }
    }
  };
}
