import { env } from '@/lib/env';
import { locales } from '@/lib/i18n/locales';
import { routing } from '@/lib/i18n/routing';
import { verifyManageToken } from './manage-token';

const manageSpellings = Object.values(routing.pathnames).flatMap((spelling) =>
  typeof spelling === 'string' || !spelling.es.includes('[token]')
    ? []
    : locales.map((locale) => `/${locale}${spelling[locale].replace('/[token]', '')}/`),
);

/**
 * A manage-page address whose token this site never signed (made up, tampered): it names no page, so the proxy
 * answers it 404 before any database work. Only the embedded provider's tokens can be checked here; an external
 * provider's links are left to the page. An expired link is a real page: it says the appointment has passed.
 */
export function isForgedManageLink(pathname: string): boolean {
  if (env.PROVIDER_API_URL) return false;
  const prefix = manageSpellings.find((spelling) => pathname.startsWith(spelling));
  if (!prefix) return false;
  const check = verifyManageToken(pathname.slice(prefix.length).replace(/\/$/, ''));
  return !check.ok && check.reason === 'invalid';
}
