import {
  defaultLocale,
  hasRegionSuffix,
  isLocale,
  localeFromAcceptLanguage,
  type Locale,
  supportedBase,
} from '@/lib/i18n/locales';
import { errorMessages } from '@/lib/provider/messages';
import { errorResponse } from './respond';

/** Bodies of the provider's calls are a few fields; anything over 32 KB is refused unread (413). */
export const MAX_BODY_BYTES = 32 * 1024;

export type Outcome<T> = { ok: true; value: T } | { ok: false; response: Response };

/** The language of an answer before the request says it: the browser's, else Spanish. */
export function fallbackLocale(request: Request): Locale {
  return localeFromAcceptLanguage(request.headers.get('accept-language')) ?? defaultLocale;
}

/**
 * The language of a call: `?lang=`, else a `lang` field of the body, else `inferred`, else the browser's, else es.
 * A language that is given but not es, en or it is refused (400) rather than silently replaced.
 */
export function resolveLocale(request: Request, bodyLang?: unknown, inferred?: Locale | null): Outcome<Locale> {
  const queryLang = new URL(request.url).searchParams.get('lang');
  const given = queryLang ?? (bodyLang === undefined || bodyLang === null || bodyLang === '' ? undefined : bodyLang);
  if (given === undefined) return { ok: true, value: inferred ?? fallbackLocale(request) };
  if (isLocale(given)) return { ok: true, value: given };
  // A code with a region suffix is reduced to its base language: es-ES is Spanish, de-DE is refused.
  const base = typeof given === 'string' && hasRegionSuffix(given) ? supportedBase(given) : null;
  if (base) return { ok: true, value: base };
  const message = errorMessages(fallbackLocale(request)).request.unsupportedLanguage;
  return { ok: false, response: errorResponse(400, message, { fieldErrors: { lang: message } }) };
}

/**
 * The caching headers of a public read answer: without `lang` in the query the answer's language comes from
 * Accept-Language, so a shared cache must keep one copy per language (Vary).
 */
export function publicCacheHeaders(request: Request, maxAge: number): Record<string, string> {
  const varies = !new URL(request.url).searchParams.has('lang');
  return { 'Cache-Control': `public, max-age=${maxAge}`, ...(varies ? { Vary: 'Accept-Language' } : {}) };
}

/** A request's body, or null when it declares or passes MAX_BODY_BYTES (then it is not read, or read no further). */
export async function readCapped(request: Request): Promise<Uint8Array<ArrayBuffer> | null> {
  if (Number(request.headers.get('content-length') ?? '0') > MAX_BODY_BYTES) return null;
  if (!request.body) return new Uint8Array();
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let total = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    total += value.byteLength;
    if (total > MAX_BODY_BYTES) {
      await reader.cancel();
      return null;
    }
    chunks.push(value);
  }
  const bytes = new Uint8Array(total);
  let offset = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return bytes;
}

/** Reads a JSON object body: 413 when too large, 400 when it is not JSON or not an object. */
export async function readJsonObject(request: Request): Promise<Outcome<Record<string, unknown>>> {
  const texts = errorMessages(fallbackLocale(request)).request;
  const bytes = await readCapped(request);
  if (bytes === null) return { ok: false, response: errorResponse(413, texts.tooLarge) };
  let parsed: unknown;
  try {
    parsed = JSON.parse(new TextDecoder('utf-8', { fatal: true }).decode(bytes));
  } catch {
    return { ok: false, response: errorResponse(400, texts.malformedJson) };
  }
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) {
    return { ok: false, response: errorResponse(400, texts.notAnObject) };
  }
  return { ok: true, value: parsed as Record<string, unknown> };
}
