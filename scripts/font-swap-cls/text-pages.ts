/** The pages with the most text, in all three languages: both font scripts measure these. */
export const TEXT_PAGES = [
  '/es',
  '/en',
  '/it',
  '/es/arquitectura',
  '/en/arquitectura',
  '/it/publicidad',
  '/es/turismo',
  '/it/servicios',
  '/es/nm-ia',
  '/en/free-consultation',
  '/es/privacy-policy',
];
