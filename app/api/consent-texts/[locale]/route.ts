import { getMessages } from 'next-intl/server';
import { locales, normalizeLocale } from '@/lib/i18n/locales';
import type { ConsentTexts } from '@/components/consent/consent-texts';

// One file per language, written at build time.
export const dynamic = 'force-static';
export const dynamicParams = false;
export const generateStaticParams = () => locales.map((locale) => ({ locale }));

/**
 * The cookie banner's and its configure dialog's texts in one language. Only the browser ever shows them, and only
 * until a choice is made: the banner fetches them when it has to show, instead of every page carrying them in its
 * serialized tree (about 1 kB per page view, returning visitors included).
 */
export async function GET(_request: Request, { params }: RouteContext<'/api/consent-texts/[locale]'>) {
  const { locale } = await params;
  const { consent } = await getMessages({ locale: normalizeLocale(locale) });
  const texts: ConsentTexts = { banner: consent.banner, dialog: consent.dialog };
  return Response.json(texts);
}
