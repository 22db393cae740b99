import { describe, expect, it } from 'vitest';
import { jsonLdText, professionalServiceLd } from '@/lib/structured-data';

describe('the studio as a schema.org ProfessionalService', () => {
  const card = professionalServiceLd({ locale: 'it', description: 'Fotografia a Valencia', homeUrl: 'https://lumen.test/it' });

  it('names the studio, its Valencia address, position, contact and price range', () => {
    expect(card).toMatchObject({
      '@type': 'ProfessionalService',
      name: 'Lumen Estudio',
      url: 'https://lumen.test/it',
      inLanguage: 'it',
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
      expect.objectContaining({ dayOfWeek: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday'], opens: '09:00', closes: '18:00' }),
    ]);
    expect(card.knowsLanguage).toEqual(['es', 'en', 'it']);
    expect(card.contactPoint.availableLanguage).toEqual(['Spanish', 'English', 'Italian']);
  });

  it('cannot be closed early by a text holding </script>', () => {
    expect(jsonLdText({ name: '</script><script>alert(1)</script>' })).not.toContain('</script>');
  });
});
