import type { AdvertisingSeed } from './advertising-shots';

/** Advertising campaigns (filter 'publicidad'). */
export const publicidadGalleries: AdvertisingSeed[] = [
  {
    id: 'orxata-blanca-verano-publicidad',
    category: 'publicidad',
    place: 'valencia',
    shots: ['key-visual', 'lifestyle', 'still-life', 'social-vertical', 'billboard', 'backstage'],
    title: {
      es: 'Orxata Blanca · Campaña de verano',
      en: 'Orxata Blanca · Summer campaign',
      it: 'Orxata Blanca · Campagna estiva',
    },
    description: {
      es: 'Frescor, terraza y luz de julio: una campaña que se siente antes de leerse, pensada para marquesinas y redes.',
      en: 'Freshness, terraces and July light: a campaign you feel before you read it, built for bus shelters and social media.',
      it: 'Freschezza, terrazze e luce di luglio: una campagna che si sente prima di leggerla, pensata per pensiline e social.',
    },
  },
  {
    id: 'cervesa-turia-lanzamiento-publicidad',
    category: 'publicidad',
    place: 'valencia',
    shots: ['key-visual', 'still-life', 'lifestyle', 'on-location', 'social-vertical'],
    title: {
      es: 'Cervesa del Túria · Lanzamiento',
      en: 'Cervesa del Túria · Launch',
      it: 'Cervesa del Túria · Lancio',
    },
    description: {
      es: 'Lanzamiento de una cerveza artesana: gotas, espuma y amigos en el viejo cauce, con un tono cercano y honesto.',
      en: 'Launching a craft beer: droplets, foam and friends in the old riverbed, with a warm and honest tone.',
      it: 'Il lancio di una birra artigianale: gocce, schiuma e amici nel vecchio letto del fiume, con un tono vicino e sincero.',
    },
  },
  {
    id: 'salitre-swimwear-publicidad',
    category: 'publicidad',
    place: 'javea',
    shots: ['key-visual', 'model-portrait', 'on-location', 'lifestyle', 'detail', 'backstage'],
    title: { es: 'Salitre · Moda de baño', en: 'Salitre · Swimwear', it: 'Salitre · Moda mare' },
    description: {
      es: 'Colección de baño fotografiada en las calas de Jávea a primera hora, con la piel, la sal y la roca como protagonistas.',
      en: 'A swimwear collection shot in the coves of Jávea at first light, with skin, salt and rock in the leading roles.',
      it: 'Una collezione mare scattata nelle calette di Jávea alle prime luci, con pelle, sale e roccia protagonisti.',
    },
  },
  {
    id: 'marina-real-residences-publicidad',
    category: 'publicidad',
    place: 'valencia',
    shots: ['key-visual', 'on-location', 'lifestyle', 'billboard', 'social-vertical'],
    title: {
      es: 'Marina Real Residences · Comercialización',
      en: 'Marina Real Residences · Sales campaign',
      it: 'Marina Real Residences · Campagna vendite',
    },
    description: {
      es: 'Campaña para una promoción frente al mar: vender un estilo de vida antes de que existan las llaves.',
      en: 'A campaign for a seafront development: selling a way of life before the keys even exist.',
      it: 'Campagna per un complesso sul mare: vendere uno stile di vita prima ancora che esistano le chiavi.',
    },
  },
  {
    id: 'levante-eyewear-publicidad',
    category: 'publicidad',
    place: 'valencia',
    shots: ['key-visual', 'model-portrait', 'detail', 'lifestyle', 'social-vertical'],
    title: {
      es: 'Levante Eyewear · Colección solar',
      en: 'Levante Eyewear · Sun collection',
      it: 'Levante Eyewear · Collezione sole',
    },
    description: {
      es: 'Gafas de sol con carácter mediterráneo: miradas directas y reflejos medidos para guiar la atención al producto.',
      en: 'Sunglasses with Mediterranean character: direct gazes and measured reflections that steer attention to the product.',
      it: 'Occhiali da sole dal carattere mediterraneo: sguardi diretti e riflessi calibrati per guidare l’attenzione sul prodotto.',
    },
  },
  {
    id: 'azahar-cosmetics-publicidad',
    category: 'publicidad',
    place: 'studio',
    shots: ['key-visual', 'still-life', 'texture', 'model-portrait', 'social-vertical'],
    title: {
      es: 'Azahar Cosmetics · Línea natural',
      en: 'Azahar Cosmetics · Natural line',
      it: 'Azahar Cosmetics · Linea naturale',
    },
    description: {
      es: 'Cosmética con flor de azahar: texturas, luz suave y piel real para una marca que presume de ingredientes.',
      en: 'Orange-blossom skincare: textures, soft light and real skin for a brand proud of its ingredients.',
      it: 'Cosmesi ai fiori d’arancio: texture, luce morbida e pelle vera per un marchio che fa degli ingredienti il suo vanto.',
    },
  },
  {
    id: 'rueda-bikes-ciudad-publicidad',
    category: 'publicidad',
    place: 'valencia',
    shots: ['key-visual', 'on-location', 'lifestyle', 'detail', 'billboard'],
    title: {
      es: 'Rueda Bikes · Ciudad en bici',
      en: 'Rueda Bikes · The city by bike',
      it: 'Rueda Bikes · La città in bici',
    },
    description: {
      es: 'Bicicletas urbanas en movimiento por los carriles de Valencia: ritmo, luz de tarde y una ciudad que invita a pedalear.',
      en: 'Urban bikes in motion along Valencia’s cycle lanes: rhythm, evening light and a city that invites you to ride.',
      it: 'Bici urbane in movimento sulle ciclabili di Valencia: ritmo, luce del pomeriggio e una città che invita a pedalare.',
    },
  },
  {
    id: 'bodegas-bobal-vendimia-publicidad',
    category: 'publicidad',
    place: 'requena',
    shots: ['key-visual', 'on-location', 'hands-at-work', 'still-life', 'lifestyle', 'backstage'],
    title: {
      es: 'Bodegas Altiplano · Vendimia',
      en: 'Bodegas Altiplano · Harvest',
      it: 'Bodegas Altiplano · Vendemmia',
    },
    description: {
      es: 'La vendimia de la uva bobal contada como una historia de tierra y familia, para una campaña de temporada.',
      en: 'The Bobal grape harvest told as a story of land and family, for a seasonal campaign.',
      it: 'La vendemmia dell’uva bobal raccontata come una storia di terra e di famiglia, per una campagna stagionale.',
    },
  },
  {
    id: 'torro-dor-navidad-publicidad',
    category: 'publicidad',
    place: 'studio',
    shots: ['key-visual', 'still-life', 'flat-lay', 'lifestyle', 'social-vertical'],
    title: { es: "Torró d'Or · Navidad", en: "Torró d'Or · Christmas", it: "Torró d'Or · Natale" },
    description: {
      es: 'Turrones artesanos en mesas de Navidad: calidez, textura y ese momento de compartir que decide la compra.',
      en: 'Artisan turrón on Christmas tables: warmth, texture and the moment of sharing that tips the purchase.',
      it: 'Torrone artigianale sulle tavole di Natale: calore, texture e quel momento di condivisione che decide l’acquisto.',
    },
  },
  {
    id: 'lino-y-sal-moda-sostenible-publicidad',
    category: 'publicidad',
    place: 'albufera',
    shots: ['key-visual', 'model-portrait', 'on-location', 'texture', 'lifestyle'],
    title: {
      es: 'Lino & Sal · Moda sostenible',
      en: 'Lino & Sal · Sustainable fashion',
      it: 'Lino & Sal · Moda sostenibile',
    },
    description: {
      es: 'Lino natural entre arrozales y barracas de la Albufera: una colección que habla de origen y de calma.',
      en: 'Natural linen among the rice fields and cottages of La Albufera: a collection that speaks of origin and calm.',
      it: 'Lino naturale tra le risaie e le barracas dell’Albufera: una collezione che parla di origine e di calma.',
    },
  },
  {
    id: 'pulso-studio-fitness-publicidad',
    category: 'publicidad',
    place: 'valencia',
    shots: ['key-visual', 'model-portrait', 'workplace', 'social-vertical', 'backstage'],
    title: {
      es: 'Pulso Studio · Entrena distinto',
      en: 'Pulso Studio · Train differently',
      it: 'Pulso Studio · Allenati in modo diverso',
    },
    description: {
      es: 'Un gimnasio boutique retratado con energía real: esfuerzo, sudor y comunidad, sin poses de catálogo.',
      en: 'A boutique gym portrayed with real energy: effort, sweat and community, with no catalogue poses.',
      it: 'Una palestra boutique ritratta con energia vera: fatica, sudore e comunità, senza pose da catalogo.',
    },
  },
  {
    id: 'festival-brisa-cartel-publicidad',
    category: 'publicidad',
    place: 'valencia',
    shots: ['key-visual', 'on-location', 'lifestyle', 'billboard', 'social-vertical', 'backstage'],
    title: {
      es: 'Festival Brisa · Cartel y campaña',
      en: 'Festival Brisa · Poster and campaign',
      it: 'Festival Brisa · Manifesto e campagna',
    },
    description: {
      es: 'Cartel, piezas para redes y vídeo promocional de un festival de música junto al mar, listos para agotar entradas.',
      en: 'Poster, social pieces and promo video for a seaside music festival, designed to sell out.',
      it: 'Manifesto, contenuti social e video promozionale per un festival musicale sul mare, pensati per il tutto esaurito.',
    },
  },
];
