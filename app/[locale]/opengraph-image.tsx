import { ImageResponse } from 'next/og';
import { getTranslations } from 'next-intl/server';
import { normalizeLocale } from '@/lib/i18n/locales';
import { routing } from '@/lib/i18n/routing';
import { ShareCard, shareCardFonts, shareCardSize } from '@/lib/share-card';
import { studio } from '@/lib/site';
import { countryName } from '@/lib/structured-data';

export const size = shareCardSize;
export const contentType = 'image/png';
export const alt = studio.brand;

export function generateStaticParams() {
  return routing.locales.map((locale) => ({ locale }));
}

/** The share card of every page of a language: the studio's mark, name and tagline. */
export default async function OpenGraphImage({ params }: { params: Promise<{ locale: string }> }) {
  const locale = normalizeLocale((await params).locale);
  const t = await getTranslations({ locale, namespace: 'common' });
  const place = `València · ${countryName[locale]}`;
  return new ImageResponse(<ShareCard brand={studio.brand} tagline={t('tagline')} place={place} />, {
    ...size,
    fonts: await shareCardFonts(),
  });
}
