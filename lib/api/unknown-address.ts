import { isLocale } from '@/lib/i18n/locales';
import { errorMessages } from '@/lib/provider/messages';
import { fallbackLocale } from './read-request';
import { errorResponse } from './respond';

/**
 * An address under /api/ that names no endpoint: 404 in the API's own shape ({ success: false, message, error }), in
 * the caller's language (`?lang=` when it is es, en or it, else the browser's, else Spanish), never the site's HTML
 * 404 page, which a client reading JSON cannot parse. Not cached and not indexed.
 */
export function unknownApiAddress(request: Request): Response {
  const lang = new URL(request.url).searchParams.get('lang');
  const locale = isLocale(lang) ? lang : fallbackLocale(request);
  return errorResponse(404, errorMessages(locale).request.unknownAddress, {}, { 'X-Robots-Tag': 'noindex' });
}
