import type { Graph, ProfessionalServiceLeaf, WithContext } from 'schema-dts';
import { env } from './env';
import { galleryGraphLd, type GalleryLdContext, type GalleryLdItem } from './gallery-ld';
import { locales, type Locale } from './i18n/locales';
import { localizedUrl } from './seo';
import { studio } from './site';

export { jsonLdText } from './gallery-ld';

/** The studio's location (Carrer de Sueca, 31, Russafa, València), to five decimals (about a metre). */
export const GEO = { latitude: 39.46174, longitude: -0.37618 };

/** The country the studio works in, as each language names it. */
export const countryName: Record<Locale, string> = { es: 'España', en: 'Spain', it: 'Spagna' };

const languageNames: Record<Locale, string[]> = {
  es: ['español', 'inglés', 'italiano'],
  en: ['Spanish', 'English', 'Italian'],
  it: ['spagnolo', 'inglese', 'italiano'],
};

const studioId = () => `${new URL(env.SITE_URL).origin}/#studio`;

/** Profiles that name the studio itself; the generic placeholders of the footer are not profiles. */
function profiles(): string[] {
  return studio.social.map((network) => network.href).filter((href) => new URL(href).pathname.length > 1);
}

/**
 * The studio as a schema.org ProfessionalService for the home page of each language: what search engines show
 * as its business card (address, hours, contact, prices, languages), worded in the page's language.
 */
export function professionalServiceLd({
  locale,
  description,
  homeUrl,
  officeHours = { from: '09:00', to: '18:00' },
}: {
  locale: Locale;
  description: string;
  homeUrl: string;
  /** Monday to Friday, as the studio's schedule in the back office gives them (the spec's 9:00 to 18:00 by default). */
  officeHours?: { from: string; to: string };
}): WithContext<ProfessionalServiceLeaf> {
  const site = new URL(env.SITE_URL);
  const sameAs = profiles();
  const telephone = studio.phone.replace(/\s+/g, '');
  return {
    '@context': 'https://schema.org',
    '@type': 'ProfessionalService',
    '@id': studioId(),
    name: studio.brand,
    legalName: studio.legalName,
    description,
    url: homeUrl,
    logo: new URL('/icon.svg', site).toString(),
    image: new URL(`/${locale}/opengraph-image`, site).toString(),
    email: studio.email,
    telephone,
    priceRange: '€€',
    currenciesAccepted: 'EUR',
    address: {
      '@type': 'PostalAddress',
      streetAddress: studio.address.street,
      postalCode: studio.address.postalCode,
      addressLocality: studio.address.city,
      addressRegion: studio.address.region,
      addressCountry: 'ES',
    },
    geo: { '@type': 'GeoCoordinates', ...GEO },
    openingHoursSpecification: [
      {
        '@type': 'OpeningHoursSpecification',
        dayOfWeek: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday'],
        opens: officeHours.from,
        closes: officeHours.to,
      },
    ],
    areaServed: [
      { '@type': 'City', name: 'Valencia' },
      { '@type': 'Country', name: countryName[locale] },
    ],
    // The languages the studio works in (BCP 47 codes); the page's own language is not a property of a business.
    knowsLanguage: [...locales],
    contactPoint: {
      '@type': 'ContactPoint',
      contactType: 'customer service',
      email: studio.email,
      telephone,
      availableLanguage: languageNames[locale],
    },
    ...(sameAs.length ? { sameAs } : {}),
  };
}

/** The shared part of a portfolio page's ImageGallery JSON-LD (see lib/gallery-ld.ts), in the page's language. */
export function galleryLdContext(url: string, locale: Locale): GalleryLdContext {
  return {
    page: url,
    origin: new URL(env.SITE_URL).origin,
    locale,
    studio: { id: studioId(), name: studio.brand, legalName: studio.legalName },
    license: localizedUrl(locale, '/terms-and-conditions'),
    acquireLicensePage: localizedUrl(locale, '/consulta-gratuita'),
  };
}

/** A portfolio page's galleries as schema.org ImageGallery items, in the page's language. */
export function imageGalleriesLd({
  url,
  locale,
  galleries,
}: {
  url: string;
  locale: Locale;
  galleries: GalleryLdItem[];
}): Graph {
  return galleryGraphLd(galleryLdContext(url, locale), galleries);
}
