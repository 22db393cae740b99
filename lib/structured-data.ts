import { env } from './env';
import { locales, type Locale } from './i18n/locales';
import { studio } from './site';

/** JSON for a <script type="application/ld+json">: '<' escaped, so no text can end the element early. */
export function jsonLdText(data: unknown): string {
  return JSON.stringify(data).replace(/</g, '\\u003c');
}

/** The studio's location (Carrer de Sueca, 31, Russafa, València). */
const GEO = { latitude: 39.4617, longitude: -0.3762 };

/** Profiles that name the studio itself; the generic placeholders of the footer (spec §2) are not profiles. */
function profiles(): string[] {
  return studio.social.map((network) => network.href).filter((href) => new URL(href).pathname.length > 1);
}

/**
 * The studio as a schema.org ProfessionalService for the home page of each language: what search engines show
 * as its business card (address, hours, contact, prices, languages).
 */
export function professionalServiceLd({ locale, description, homeUrl }: { locale: Locale; description: string; homeUrl: string }) {
  const site = new URL(env.SITE_URL);
  const sameAs = profiles();
  return {
    '@context': 'https://schema.org',
    '@type': 'ProfessionalService',
    '@id': `${site.origin}/#studio`,
    name: studio.brand,
    legalName: studio.legalName,
    description,
    url: homeUrl,
    inLanguage: locale,
    logo: new URL('/icon.svg', site).toString(),
    image: new URL(`/${locale}/opengraph-image`, site).toString(),
    email: studio.email,
    telephone: studio.phone.replace(/\s+/g, ''),
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
        opens: '09:00',
        closes: '18:00',
      },
    ],
    areaServed: ['Valencia', 'España'],
    knowsLanguage: [...locales],
    contactPoint: {
      '@type': 'ContactPoint',
      contactType: 'customer service',
      email: studio.email,
      telephone: studio.phone.replace(/\s+/g, ''),
      availableLanguage: ['Spanish', 'English', 'Italian'],
    },
    ...(sameAs.length ? { sameAs } : {}),
  };
}
