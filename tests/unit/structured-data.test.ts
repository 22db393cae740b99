import { describe, expect, it } from 'vitest';
import { locales } from '@/lib/i18n/locales';
import { imageGalleriesLd, jsonLdText, professionalServiceLd } from '@/lib/structured-data';

const decimals = (value: unknown) => String(value).split('.')[1]?.length ?? 0;

describe('the studio as a schema.org ProfessionalService', () => {
  const card = professionalServiceLd({
    locale: 'it',
    description: 'Fotografia a Valencia',
    homeUrl: 'https://lumen.test/it',
  });

  it('names the studio, its Valencia address, position, contact and price range', () => {
    expect(card).toMatchObject({
      '@type': 'ProfessionalService',
      name: 'Lumen Estudio',
      url: 'https://lumen.test/it',
      description: 'Fotografia a Valencia',
      email: 'hola@lumenestudio.es',
      telephone: '+34963214857',
      priceRange: '€€',
      address: { '@type': 'PostalAddress', addressLocality: 'València', postalCode: '46006', addressCountry: 'ES' },
      geo: { '@type': 'GeoCoordinates' },
    });
  });

  it('opens Monday to Friday, 9:00 to 18:00, and speaks the three languages', () => {
    expect(card.openingHoursSpecification).toEqual([
      expect.objectContaining({
        dayOfWeek: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday'],
        opens: '09:00',
        closes: '18:00',
      }),
    ]);
    expect(card.knowsLanguage).toEqual(['es', 'en', 'it']);
    expect(card.contactPoint).toMatchObject({
      '@type': 'ContactPoint',
      availableLanguage: ['spagnolo', 'inglese', 'italiano'],
    });
  });

  it("follows the office hours of the studio's schedule when the owner changes them", () => {
    const changed = professionalServiceLd({
      locale: 'es',
      description: 'd',
      homeUrl: 'https://lumen.test/es',
      officeHours: { from: '08:30', to: '15:00' },
    });
    expect(changed.openingHoursSpecification).toEqual([expect.objectContaining({ opens: '08:30', closes: '15:00' })]);
  });

  it.each([
    ['es', 'España', ['español', 'inglés', 'italiano']],
    ['en', 'Spain', ['Spanish', 'English', 'Italian']],
    ['it', 'Spagna', ['spagnolo', 'inglese', 'italiano']],
  ] as const)(
    'in %s: serves Valencia and %s, and names its languages in the page language',
    (locale, country, languages) => {
      const ld = professionalServiceLd({ locale, description: 'd', homeUrl: `https://lumen.test/${locale}` });
      expect(ld.areaServed).toEqual([
        { '@type': 'City', name: 'Valencia' },
        { '@type': 'Country', name: country },
      ]);
      expect(ld.contactPoint).toMatchObject({ availableLanguage: languages });
    },
  );

  it.each(locales)(
    'in %s: carries no inLanguage (not a property of a business) and a position to five decimals',
    (locale) => {
      const ld = professionalServiceLd({ locale, description: 'd', homeUrl: `https://lumen.test/${locale}` });
      expect(ld).not.toHaveProperty('inLanguage');
      expect(ld.geo).toMatchObject({ '@type': 'GeoCoordinates' });
      const geo = ld.geo as { latitude: number; longitude: number };
      expect(decimals(geo.latitude)).toBe(5);
      expect(decimals(geo.longitude)).toBe(5);
    },
  );

  it('cannot be closed early by a text holding </script>', () => {
    expect(jsonLdText({ name: '</script><script>alert(1)</script>' })).not.toContain('</script>');
  });
});

describe('a portfolio page as schema.org ImageGallery items', () => {
  const gallery = {
    id: 'banos-contemporaneos-catalogos',
    title: 'Baños contemporáneos',
    thumbnail: '/media/architecture/banos-contemporaneos-catalogos/01.jpg',
  };

  it.each([
    ['es', 'https://lumen.test/es/terms-and-conditions', '/es/consulta-gratuita'],
    ['en', '/en/terms-and-conditions', '/en/free-consultation'],
    ['it', '/it/terms-and-conditions', '/it/consulenza-gratuita'],
  ] as const)(
    'in %s: each image names its creator, credit, copyright, licence and where to license it',
    (locale, license, acquire) => {
      const ld = imageGalleriesLd({ url: `https://lumen.test/${locale}/arquitectura`, locale, galleries: [gallery] });
      expect(ld['@context']).toBe('https://schema.org');
      // Read back as the page serves it.
      const [item] = (JSON.parse(jsonLdText(ld)) as { '@graph': Record<string, unknown>[] })['@graph'];
      expect(item).toMatchObject({ '@type': 'ImageGallery', name: 'Baños contemporáneos', inLanguage: locale });
      const images = item?.image as Record<string, unknown>[];
      expect(images).toHaveLength(1);
      for (const image of images) {
        expect(image).toMatchObject({
          '@type': 'ImageObject',
          contentUrl: expect.stringMatching(
            /^https?:\/\/.+\/media\/architecture\/banos-contemporaneos-catalogos\/0\d\.jpg$/,
          ),
          creator: { '@type': 'Organization', name: 'Lumen Estudio' },
          creditText: 'Lumen Estudio',
          copyrightNotice: expect.stringContaining('Lumen Estudio Visual'),
          license: expect.stringContaining(license.replace('https://lumen.test', '')),
          acquireLicensePage: expect.stringMatching(new RegExp(`${acquire}$`)),
        });
      }
    },
  );

  it('describes the studio once and names it by its @id on every other cover; leaves protected galleries out', () => {
    const galleries = [
      gallery,
      { id: 'privada', title: 'Privada', thumbnail: '/media/architecture/privada/01.jpg', locked: true },
      {
        id: 'villa',
        title: 'Villa',
        description: 'Una villa junto al mar',
        thumbnail: '/media/architecture/villa/01.jpg',
      },
    ];
    const ld = imageGalleriesLd({ url: 'https://lumen.test/es/arquitectura', locale: 'es', galleries });
    const items = (JSON.parse(jsonLdText(ld)) as { '@graph': Record<string, unknown>[] })['@graph'];
    expect(items.map((item) => item.url)).toEqual([
      'https://lumen.test/es/arquitectura?gallery=banos-contemporaneos-catalogos',
      'https://lumen.test/es/arquitectura?gallery=villa',
    ]);
    const creators = items.map((item) => (item.image as { creator: Record<string, unknown> }[])[0]?.creator);
    expect(creators[0]).toMatchObject({ '@type': 'Organization', name: 'Lumen Estudio' });
    expect(creators[1]).toEqual({ '@id': creators[0]?.['@id'] });
    expect(items[1]).toMatchObject({
      description: 'Una villa junto al mar',
      thumbnailUrl: expect.stringMatching(/\/media\/architecture\/villa\/01\.jpg$/),
    });
  });
});
