import type { ArchitectureManifestEntry } from '@/lib/domain/gallery';

// The architecture portfolio's oficinas galleries (see architecture-manifest.ts).
export const oficinas: ArchitectureManifestEntry[] = [
  {
    id: 'sede-tecnologica-valencia-oficinas',
    title: {
      es: 'Sede tecnológica en Valencia',
      en: 'Tech Headquarters in Valencia',
      it: 'Sede tecnologica a Valencia',
    },
    category: 'oficinas',
    imageCount: 10,
    type: 'video',
  },
  {
    id: 'coworking-ruzafa-valencia-oficinas',
    title: {
      es: 'Coworking en Ruzafa, Valencia',
      en: 'Ruzafa Coworking, Valencia',
      it: 'Coworking a Ruzafa, Valencia',
    },
    category: 'oficinas',
    imageCount: 8,
    keywords: ['coworking'],
  },
  {
    id: 'estudio-arquitectos-madrid-oficinas',
    title: {
      es: 'Estudio de arquitectos en Madrid',
      en: 'Architects’ Studio in Madrid',
      it: 'Studio di architetti a Madrid',
    },
    category: 'oficinas',
    imageCount: 7,
    keywords: ['madrid'],
  },
  {
    id: 'despacho-abogados-colon-valencia-oficinas',
    title: {
      es: 'Despacho de abogados en Colón, Valencia',
      en: 'Law Office on Colón, Valencia',
      it: 'Studio legale in via Colón, Valencia',
    },
    category: 'oficinas',
    imageCount: 6,
  },
  {
    id: 'campus-innovacion-paterna-oficinas',
    title: {
      es: 'Campus de innovación en Paterna',
      en: 'Innovation Campus in Paterna',
      it: 'Campus dell’innovazione a Paterna',
    },
    category: 'oficinas',
    imageCount: 9,
  },
  {
    id: 'agencia-creativa-alicante-oficinas',
    title: {
      es: 'Agencia creativa en Alicante',
      en: 'Creative Agency in Alicante',
      it: 'Agenzia creativa ad Alicante',
    },
    category: 'oficinas',
    imageCount: 7,
  },
  {
    id: 'sede-fintech-castellana-madrid-oficinas',
    title: {
      es: 'Sede fintech en la Castellana, Madrid',
      en: 'Fintech Headquarters on the Castellana, Madrid',
      it: 'Sede fintech sulla Castellana, Madrid',
    },
    category: 'oficinas',
    imageCount: 8,
  },
  {
    id: 'laboratorio-diseno-castellon-oficinas',
    title: {
      es: 'Laboratorio de diseño en Castellón',
      en: 'Design Lab in Castellón',
      it: 'Laboratorio di design a Castellón',
    },
    category: 'oficinas',
    imageCount: 6,
  },
  {
    id: 'hub-startups-marina-valencia-oficinas',
    title: {
      es: 'Hub de startups en la Marina, Valencia',
      en: 'Startup Hub at the Marina, Valencia',
      it: 'Hub di startup alla Marina, Valencia',
    },
    category: 'oficinas',
    imageCount: 9,
    keywords: ['startups'],
  },
  {
    id: 'consultora-patio-interior-oficinas',
    title: {
      es: 'Consultora con patio interior',
      en: 'Consultancy with an Inner Courtyard',
      it: 'Società di consulenza con cortile interno',
    },
    category: 'oficinas',
    imageCount: 6,
  },
  {
    id: 'cooperativa-citricos-sagunto-oficinas',
    title: {
      es: 'Cooperativa de cítricos en Sagunto',
      en: 'Citrus Cooperative in Sagunto',
      it: 'Cooperativa di agrumi a Sagunto',
    },
    category: 'oficinas',
    imageCount: 7,
  },
  {
    id: 'oficina-portuaria-valencia-oficinas',
    title: { es: 'Oficina portuaria en Valencia', en: 'Port Office in Valencia', it: 'Ufficio portuale a Valencia' },
    category: 'oficinas',
    imageCount: 8,
  },
];
