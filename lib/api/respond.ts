import type { Locale, ProviderFailure, ProviderResult } from '@/lib/provider/contract';
import { ProviderHttpError, storeWriteFailure } from '@/lib/provider/errors';
import { errorMessages } from '@/lib/provider/messages';

const statusOf: Record<ProviderFailure, number> = {
  invalid: 400,
  unauthorized: 401,
  'not-found': 404,
  conflict: 409,
  'rate-limited': 429,
  gone: 410,
};

const noStore = { 'Cache-Control': 'no-store' };

export function jsonResponse(body: unknown, status = 200, headers: Record<string, string> = {}): Response {
  return Response.json(body, { status, headers: { ...noStore, ...headers } });
}

/** Every failure answers with the fields the provider's clients read: success, message and error. */
export function errorResponse(
  status: number,
  message: string,
  extra: Record<string, unknown> = {},
  headers: Record<string, string> = {},
): Response {
  return jsonResponse({ success: false, message, error: message, ...extra }, status, headers);
}

/** A provider result on the wire: its status from the failure reason, Retry-After when rate-limited. */
export function resultResponse(
  result: ProviderResult,
  successStatus = 200,
  extra: Record<string, unknown> = {},
): Response {
  const { success, message, error, fieldErrors, id, code } = result;
  const body = {
    success,
    message,
    ...(error ? { error } : {}),
    ...(code ? { code } : {}),
    ...(fieldErrors ? { fieldErrors } : {}),
    ...(id ? { id } : {}),
    ...extra,
  };
  if (success) return jsonResponse(body, successStatus);
  const status = result.reason ? statusOf[result.reason] : 200;
  const headers: Record<string, string> = result.retryAfterSeconds
    ? { 'Retry-After': String(result.retryAfterSeconds) }
    : {};
  return jsonResponse(body, status, headers);
}

/** The external provider's own answer when it is already in the spec's shape, so its message reaches the visitor. */
function relayedBody(body: string): Record<string, unknown> | undefined {
  try {
    const parsed: unknown = JSON.parse(body);
    if (typeof parsed === 'object' && parsed !== null && !Array.isArray(parsed) && 'success' in parsed) {
      return parsed as Record<string, unknown>;
    }
  } catch {
    // Not JSON: answered below with the "{status}: {body}" message.
  }
  return undefined;
}

/**
 * An exception while answering: an external provider's 4xx is passed on as it came; a database that cannot take
 * writes (read-only, full) is 503 with a localised "try again shortly" and Retry-After; anything else is our fault, so
 * it is logged and answered 500 with the generic, localised message, never the exception's text.
 */
export function unexpectedErrorResponse(error: unknown, locale: Locale, where: string): Response {
  if (error instanceof ProviderHttpError && error.status >= 400 && error.status < 500) {
    const relayed = relayedBody(error.body);
    return relayed ? jsonResponse(relayed, error.status) : errorResponse(error.status, error.message);
  }
  console.error(`[api] ${where} failed`, error);
  if (storeWriteFailure(error))
    return errorResponse(503, errorMessages(locale).request.unavailable, {}, { 'Retry-After': '60' });
  const status = error instanceof ProviderHttpError ? 502 : 500;
  return errorResponse(status, errorMessages(locale).request.generic);
}
