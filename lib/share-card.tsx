import { readFile } from 'node:fs/promises';
import { getTranslations } from 'next-intl/server';
import { ImageResponse } from 'next/og';
import type { ReactElement } from 'react';
import { normalizeLocale, type Locale } from './i18n/locales';
import { routing } from './i18n/routing';
import { brandFontPath, type BrandFont } from './media/fonts';
import { getPageSeo } from './provider';
import { seoDocumentOf, type PageMessageKey } from './seo';
import { studio } from './site';
import { countryName } from './structured-data';

export const shareCardSize = { width: 1200, height: 630 };

/**
 * The brand's own fonts for the share card. The renderer's built-in font measures some words wider than it draws them
 * (words with an f got a gap after them, like a doubled space); a font given here is measured and drawn alike.
 */
export async function shareCardFonts() {
  const load = async (name: string, file: BrandFont, weight: 400 | 600) => ({
    name,
    data: await readFile(brandFontPath(file)),
    weight,
    style: 'normal' as const,
  });
  return Promise.all([load('Fraunces', 'Fraunces-Regular', 400), load('Inter', 'Inter-SemiBold', 600)]);
}

/** The share card of a language: the studio's mark and name, its tagline and where it works. */
export function ShareCard({ brand, tagline, place }: { brand: string; tagline: string; place: string }): ReactElement {
  return (
    <div
      style={{
        display: 'flex',
        flexDirection: 'column',
        justifyContent: 'space-between',
        width: '100%',
        height: '100%',
        padding: 72,
        background: '#191714',
        color: '#f6f2ec',
        fontFamily: 'Fraunces',
      }}
    >
      <div style={{ display: 'flex', alignItems: 'center', gap: 20 }}>
        <div
          style={{
            display: 'flex',
            alignItems: 'center',
            justifyContent: 'center',
            width: 64,
            height: 64,
            borderRadius: 64,
            border: '3px solid #e7a57f',
          }}
        >
          <div style={{ width: 26, height: 26, borderRadius: 26, background: '#e7a57f' }} />
        </div>
        <div style={{ fontSize: 40, letterSpacing: -1 }}>{brand}</div>
      </div>
      <div style={{ display: 'flex', fontSize: 60, lineHeight: 1.1, maxWidth: 980, letterSpacing: -1 }}>{tagline}</div>
      <div
        style={{
          display: 'flex',
          fontFamily: 'Inter',
          fontWeight: 600,
          fontSize: 24,
          color: '#e7a57f',
          textTransform: 'uppercase',
          letterSpacing: 6,
        }}
      >
        {place}
      </div>
    </div>
  );
}

/** Every language, for a share card's prerendering (generateStaticParams). */
export function shareCardParams() {
  return routing.locales.map((locale) => ({ locale }));
}

/**
 * The words a share card shows: a page's SEO title when the studio typed one in its SEO tab, else the page's own
 * title; the language's card (no page) gives the tagline.
 */
export async function shareCardHeadline(locale: Locale, page?: Exclude<PageMessageKey, 'home'>): Promise<string> {
  if (!page) return (await getTranslations({ locale, namespace: 'common' }))('tagline');
  const global = seoDocumentOf(page);
  const own = global ? (await getPageSeo({ global }, locale)).title : '';
  return own || (await getTranslations({ locale, namespace: 'pages' }))(`${page}.metaTitle`);
}

/**
 * The share card of a page (an opengraph-image.tsx beside it): the studio's mark and name over the page's title, so a
 * link shared in a chat says which page it opens; a language's pages without their own card share the language's
 * (app/[locale]/opengraph-image.tsx, which gives its tagline instead).
 */
export async function shareCardImage(params: Promise<{ locale: string }>, page?: Exclude<PageMessageKey, 'home'>) {
  const locale = normalizeLocale((await params).locale);
  const headline = await shareCardHeadline(locale, page);
  return new ImageResponse(
    <ShareCard brand={studio.brand} tagline={headline} place={`València · ${countryName[locale]}`} />,
    {
      ...shareCardSize,
      fonts: await shareCardFonts(),
    },
  );
}
