import type { AdvertisingSeed } from './advertising-shots';

/** Product photography (filter 'producto'). */
export const productoGalleries: AdvertisingSeed[] = [
  {
    id: 'aceite-serrana-producto',
    category: 'producto',
    place: 'studio',
    shots: ['packshot', 'still-life', 'detail', 'in-use', 'ecommerce'],
    title: {
      es: 'Aceite Serrana · Virgen extra',
      en: 'Aceite Serrana · Extra virgin olive oil',
      it: 'Aceite Serrana · Extravergine d’oliva',
    },
    description: {
      es: 'Aceite de oliva de sierra fotografiado con luz dorada y texturas de campo para su tienda online y ferias.',
      en: 'Mountain olive oil shot in golden light with rustic textures for its online shop and trade fairs.',
      it: 'Olio d’oliva di montagna fotografato con luce dorata e texture di campagna per lo shop online e le fiere.',
    },
  },
  {
    id: 'horas-relojeria-artesana-producto',
    category: 'producto',
    place: 'studio',
    shots: ['still-life', 'detail', 'texture', 'packshot', 'in-use'],
    title: { es: 'Horas · Relojería artesana', en: 'Horas · Handmade watches', it: 'Horas · Orologeria artigianale' },
    description: {
      es: 'Macro y reflejos controlados para relojes hechos a mano: cada pieza tiene que sentirse en la mano a través de la pantalla.',
      en: 'Macro work and controlled reflections for handmade watches: each piece must feel held through the screen.',
      it: 'Macro e riflessi controllati per orologi fatti a mano: ogni pezzo deve sentirsi in mano attraverso lo schermo.',
    },
  },
  {
    id: 'ceramica-manises-vajilla-producto',
    category: 'producto',
    place: 'manises',
    shots: ['still-life', 'flat-lay', 'hands-at-work', 'detail', 'range'],
    title: { es: 'Terra de Manises · Vajilla', en: 'Terra de Manises · Tableware', it: 'Terra de Manises · Stoviglie' },
    description: {
      es: 'Vajilla de cerámica de Manises entre el taller y la mesa: oficio, esmalte y uso cotidiano.',
      en: 'Manises ceramic tableware between workshop and table: craft, glaze and everyday use.',
      it: 'Stoviglie in ceramica di Manises tra bottega e tavola: mestiere, smalto e uso quotidiano.',
    },
  },
  {
    id: 'solida-cosmetica-producto',
    category: 'producto',
    place: 'studio',
    shots: ['packshot', 'texture', 'flat-lay', 'in-use', 'ecommerce'],
    title: {
      es: 'Sólida · Cosmética sin plástico',
      en: 'Sólida · Plastic-free cosmetics',
      it: 'Sólida · Cosmetica senza plastica',
    },
    description: {
      es: 'Champús y jabones sólidos presentados con materiales naturales y una paleta coherente para marketplace.',
      en: 'Solid shampoos and soaps presented with natural materials and a consistent palette for marketplaces.',
      it: 'Shampoo e saponi solidi presentati con materiali naturali e una palette coerente per i marketplace.',
    },
  },
  {
    id: 'tueste-lento-cafe-producto',
    category: 'producto',
    place: 'studio',
    shots: ['still-life', 'in-use', 'detail', 'packshot', 'flat-lay'],
    title: {
      es: 'Tueste Lento · Café de especialidad',
      en: 'Tueste Lento · Specialty coffee',
      it: 'Tueste Lento · Caffè specialty',
    },
    description: {
      es: 'Grano, vapor y ritual: fotografía de producto para un tostador que vende experiencia, no solo café.',
      en: 'Beans, steam and ritual: product photography for a roaster that sells an experience, not just coffee.',
      it: 'Chicchi, vapore e rituale: fotografia di prodotto per una torrefazione che vende un’esperienza, non solo caffè.',
    },
  },
  {
    id: 'pasos-calzado-elche-producto',
    category: 'producto',
    place: 'elche',
    shots: ['packshot', 'hands-at-work', 'detail', 'lifestyle', 'ecommerce', 'range'],
    title: { es: 'Pasos · Calzado de piel', en: 'Pasos · Leather footwear', it: 'Pasos · Calzature in pelle' },
    description: {
      es: 'Calzado fabricado en Elche: del patronaje al escaparate online, con fondos neutros y detalles de costura.',
      en: 'Footwear made in Elche: from pattern cutting to the online shop window, with neutral backdrops and stitching details.',
      it: 'Calzature prodotte a Elche: dal modello alla vetrina online, con fondi neutri e dettagli delle cuciture.',
    },
  },
  {
    id: 'argenta-joyeria-plata-producto',
    category: 'producto',
    place: 'studio',
    shots: ['packshot', 'detail', 'model-portrait', 'still-life', 'ecommerce'],
    title: { es: 'Argenta · Joyería en plata', en: 'Argenta · Silver jewellery', it: 'Argenta · Gioielli in argento' },
    description: {
      es: 'Joyas de plata con brillo controlado y escala humana: producto aislado y puesto, listo para vender.',
      en: 'Silver jewellery with controlled sparkle and human scale: isolated and worn, ready to sell.',
      it: 'Gioielli in argento con brillantezza controllata e scala umana: isolati e indossati, pronti per la vendita.',
    },
  },
  {
    id: 'bobal-alta-vinos-producto',
    category: 'producto',
    place: 'studio',
    shots: ['packshot', 'still-life', 'detail', 'range'],
    title: { es: 'Bobal Alta · Gama de vinos', en: 'Bobal Alta · Wine range', it: 'Bobal Alta · Gamma di vini' },
    description: {
      es: 'Botellas, etiquetas y copas con reflejos impecables para fichas de distribuidor y concursos internacionales.',
      en: 'Bottles, labels and glasses with flawless reflections for distributor sheets and international competitions.',
      it: 'Bottiglie, etichette e calici con riflessi impeccabili per schede distributore e concorsi internazionali.',
    },
  },
  {
    id: 'nuit-lamparas-diseno-producto',
    category: 'producto',
    place: 'studio',
    shots: ['still-life', 'in-use', 'detail', 'range', 'lifestyle'],
    title: { es: 'Nuit · Lámparas de diseño', en: 'Nuit · Designer lamps', it: 'Nuit · Lampade di design' },
    description: {
      es: 'Lámparas fotografiadas encendidas y apagadas, en estudio y en ambiente, para catálogo y Salone de Milán.',
      en: 'Lamps shot on and off, in the studio and in setting, for the catalogue and Milan Design Week.',
      it: 'Lampade fotografate accese e spente, in studio e in ambiente, per il catalogo e il Salone del Mobile.',
    },
  },
  {
    id: 'cacao-origen-chocolate-producto',
    category: 'producto',
    place: 'studio',
    shots: ['still-life', 'texture', 'flat-lay', 'packshot'],
    title: { es: 'Cacao Origen · Chocolate', en: 'Cacao Origen · Chocolate', it: 'Cacao Origen · Cioccolato' },
    description: {
      es: 'Tabletas de origen único con texturas que despiertan el apetito: el neuromarketing empieza en la boca.',
      en: 'Single-origin bars with textures that wake the appetite: neuromarketing starts in the mouth.',
      it: 'Tavolette monorigine con texture che risvegliano l’appetito: il neuromarketing comincia dal palato.',
    },
  },
  {
    id: 'lli-textil-hogar-producto',
    category: 'producto',
    place: 'studio',
    shots: ['flat-lay', 'texture', 'in-use', 'range', 'ecommerce'],
    title: { es: 'Llí · Textil para el hogar', en: 'Llí · Home textiles', it: 'Llí · Tessile per la casa' },
    description: {
      es: 'Ropa de cama y mantelería de lino: tacto visible, color fiel y escenas de casa que invitan a quedarse.',
      en: 'Linen bedding and table linen: visible touch, faithful colour and home scenes that invite you to stay.',
      it: 'Biancheria da letto e da tavola in lino: tatto visibile, colore fedele e scene domestiche che invitano a restare.',
    },
  },
  {
    id: 'sono-audio-auriculares-producto',
    category: 'producto',
    place: 'studio',
    shots: ['packshot', 'detail', 'in-use', 'ecommerce', 'social-vertical'],
    title: { es: 'Sono Audio · Auriculares', en: 'Sono Audio · Headphones', it: 'Sono Audio · Cuffie' },
    description: {
      es: 'Tecnología con tacto: auriculares fotografiados para Amazon, web propia y anuncios de vídeo corto.',
      en: 'Technology with a human touch: headphones shot for Amazon, the brand’s own site and short video ads.',
      it: 'Tecnologia da toccare: cuffie fotografate per Amazon, il sito del marchio e annunci video brevi.',
    },
  },
];
