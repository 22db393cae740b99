/**
 * The studio's fixed details, in one place: the footer, the contact block, the legal pages, e-mails and PDF guides
 * all read them from here.
 */
export const studio = {
  brand: 'Lumen Estudio',
  legalName: 'Lumen Estudio Visual, S.L.',
  taxId: 'B-98765432',
  registry: 'Registro Mercantil de Valencia, Tomo 10.452, Libro 7.731, Folio 112, Hoja V-178.903',
  address: {
    // Written in each language by messages/{locale}/footer.json `address` (the floor, the country): studioAddress().
    street: 'Carrer de Sueca, 31',
    postalCode: '46006',
    city: 'València',
    region: 'Valencia',
    country: 'España',
  },
  email: 'hola@lumenestudio.es',
  privacyEmail: 'privacidad@lumenestudio.es',
  // Non-breaking spaces: a telephone number never wraps across lines.
  phone: '+34\u00a0963\u00a021\u00a048\u00a057',
  phoneHref: 'tel:+34963214857',
  timeZone: 'Europe/Madrid',
  social: [
    { id: 'instagram', label: 'Instagram', href: 'https://www.instagram.com/' },
    { id: 'linkedin', label: 'LinkedIn', href: 'https://www.linkedin.com/' },
    { id: 'vimeo', label: 'Vimeo', href: 'https://vimeo.com/' },
    { id: 'behance', label: 'Behance', href: 'https://www.behance.net/' },
  ],
  legalUpdated: { terms: '2025-06-06', legalNotice: '2025-06-06', privacy: '2025-06-06', cookies: '2025-05-24' },
} as const;
