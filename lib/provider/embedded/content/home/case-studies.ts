import type { Localized } from '../galleries/types';
import type { CaseStudySeed } from './types';

export const caseStudyButton: Localized = { es: 'Ver el caso', en: 'See the case study', it: 'Scopri il caso' };

/** Six client results the home page tells. */
export const caseStudySeeds: CaseStudySeed[] = [
  {
    slug: 'hotel-mirador-altea', statIcon: 'calendar-check',
    title: { es: 'Hotel Mirador de Altea', en: 'Hotel Mirador de Altea', it: 'Hotel Mirador de Altea' },
    category: { es: 'Hostelería', en: 'Hospitality', it: 'Hospitality' },
    description: {
      es: 'Nueva fotografía de habitaciones y zonas comunes, validada con mapas de atención antes de publicarse en la web y en las plataformas de reserva.',
      en: 'New photography of rooms and common areas, validated with attention maps before going live on the website and booking platforms.',
      it: 'Nuove foto di camere e spazi comuni, verificate con le mappe di attenzione prima della pubblicazione sul sito e sui portali di prenotazione.',
    },
    stat: { es: '+34 % reservas directas', en: '+34% direct bookings', it: '+34% prenotazioni dirette' },
  },
  {
    slug: 'llorens-arquitectos', statIcon: 'eye',
    title: { es: 'Llorens Arquitectos', en: 'Llorens Arquitectos', it: 'Llorens Arquitectos' },
    category: { es: 'Arquitectura', en: 'Architecture', it: 'Architettura' },
    description: {
      es: 'Reportaje de cinco obras para su portfolio y dossieres de concurso, con una línea visual común que refuerza la identidad del estudio.',
      en: 'A shoot of five buildings for their portfolio and competition dossiers, with a shared visual line that strengthens the practice’s identity.',
      it: 'Servizio su cinque opere per il portfolio e i dossier di concorso, con una linea visiva comune che rafforza l’identità dello studio.',
    },
    stat: { es: '2 concursos ganados', en: '2 competitions won', it: '2 concorsi vinti' },
  },
  {
    slug: 'azahar-cosmetics', statIcon: 'mouse-pointer-click',
    title: { es: 'Azahar Cosmetics', en: 'Azahar Cosmetics', it: 'Azahar Cosmetics' },
    category: { es: 'Publicidad', en: 'Advertising', it: 'Pubblicità' },
    description: {
      es: 'Campaña de lanzamiento con cuatro variantes probadas por IA; la ganadora colocó el producto y el mensaje en el primer golpe de vista.',
      en: 'A launch campaign with four AI-tested variants; the winner put the product and the message in the very first glance.',
      it: 'Campagna di lancio con quattro varianti testate con l’IA; la vincitrice ha messo prodotto e messaggio nel primo colpo d’occhio.',
    },
    stat: { es: '×2 tasa de clics', en: '2× click-through rate', it: '×2 tasso di clic' },
  },
  {
    slug: 'ceramicas-vall', statIcon: 'trending-up',
    title: { es: 'Cerámicas Vall', en: 'Cerámicas Vall', it: 'Cerámicas Vall' },
    category: { es: 'Catálogo y producto', en: 'Catalogue and product', it: 'Catalogo e prodotto' },
    description: {
      es: 'Catálogo internacional de 120 referencias y reportaje de fábrica para ferias y distribuidores en Europa.',
      en: 'An international catalogue of 120 products plus a factory reportage for trade fairs and European distributors.',
      it: 'Catalogo internazionale di 120 referenze e reportage in fabbrica per fiere e distributori europei.',
    },
    stat: { es: '+28 % pedidos de distribuidores', en: '+28% distributor orders', it: '+28% ordini dai distributori' },
  },
  {
    slug: 'turisme-costa-blanca-interior', statIcon: 'users',
    title: { es: 'Costa Blanca Interior', en: 'Costa Blanca Interior', it: 'Costa Blanca Interior' },
    category: { es: 'Turismo', en: 'Tourism', it: 'Turismo' },
    description: {
      es: 'Banco de imágenes y vídeos cortos de doce municipios de interior para la campaña de primavera en redes.',
      en: 'An image bank and short videos of twelve inland towns for the spring social media campaign.',
      it: 'Archivio di immagini e video brevi di dodici comuni dell’entroterra per la campagna social di primavera.',
    },
    stat: { es: '+140 % alcance orgánico', en: '+140% organic reach', it: '+140% copertura organica' },
  },
  {
    slug: 'concept-store-russafa', statIcon: 'shopping-bag',
    title: { es: 'Concept Store Russafa', en: 'Concept Store Russafa', it: 'Concept Store Russafa' },
    category: { es: 'Retail', en: 'Retail', it: 'Retail' },
    description: {
      es: 'Fotografía de tienda y de 300 productos para e-commerce con color fiel y un estilo coherente con el espacio físico.',
      en: 'Store photography and 300 e-commerce product shots with faithful colour and a style consistent with the physical space.',
      it: 'Foto del negozio e di 300 prodotti per l’e-commerce, con colori fedeli e uno stile coerente con lo spazio fisico.',
    },
    stat: { es: '−45 % devoluciones', en: '−45% returns', it: '−45% resi' },
  },
];
