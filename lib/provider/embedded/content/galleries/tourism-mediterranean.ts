import type { SeedServerGallery } from './types';

/** Tourism galleries in Spain, the Balkans and Morocco. */
export const tourismMediterranean: SeedServerGallery[] = [
  {
    id: 'balkans',
    title: {
      es: 'Balcanes, la ruta del Adriático',
      en: 'The Balkans, along the Adriatic',
      it: 'Balcani, la rotta dell’Adriatico',
    },
    description: {
      es: 'Murallas sobre el mar, puentes otomanos y lagos de montaña: una ruta que todavía sorprende al viajero.',
      en: 'Walls above the sea, Ottoman bridges and mountain lakes: a route that still surprises the traveller.',
      it: 'Mura sul mare, ponti ottomani e laghi di montagna: un itinerario che sa ancora sorprendere.',
    },
    images: [
      {
        title: { es: 'Murallas al atardecer', en: 'City walls at sunset', it: 'Le mura al tramonto' },
        location: { es: 'Dubrovnik, Croacia', en: 'Dubrovnik, Croatia', it: 'Dubrovnik, Croazia' },
      },
      {
        title: { es: 'El Puente Viejo', en: 'The Old Bridge', it: 'Il Ponte Vecchio' },
        location: {
          es: 'Mostar, Bosnia y Herzegovina',
          en: 'Mostar, Bosnia and Herzegovina',
          it: 'Mostar, Bosnia ed Erzegovina',
        },
      },
      {
        title: { es: 'Bahía entre montañas', en: 'A bay among mountains', it: 'Una baia tra le montagne' },
        location: { es: 'Kotor, Montenegro', en: 'Kotor, Montenegro', it: 'Cattaro, Montenegro' },
      },
      {
        title: { es: 'Lagos en cascada', en: 'Cascading lakes', it: 'Laghi a cascata' },
        location: { es: 'Plitvice, Croacia', en: 'Plitvice, Croatia', it: 'Plitvice, Croazia' },
      },
      {
        title: { es: 'Iglesia sobre el lago', en: 'Church above the lake', it: 'Chiesa sul lago' },
        location: { es: 'Ohrid, Macedonia del Norte', en: 'Ohrid, North Macedonia', it: 'Ocrida, Macedonia del Nord' },
      },
      {
        title: { es: 'Isla en el lago', en: 'Island in the lake', it: 'Isola nel lago' },
        location: { es: 'Bled, Eslovenia', en: 'Bled, Slovenia', it: 'Bled, Slovenia' },
      },
    ],
  },
  {
    id: 'cabo-de-gata',
    title: {
      es: 'Cabo de Gata, el desierto que mira al mar',
      en: 'Cabo de Gata, where the desert meets the sea',
      it: 'Cabo de Gata, il deserto che guarda il mare',
    },
    description: {
      es: 'Calas volcánicas, salinas rosadas y pueblos blancos en el parque natural más luminoso del Mediterráneo.',
      en: 'Volcanic coves, pink salt flats and white villages in the brightest natural park on the Mediterranean.',
      it: 'Calette vulcaniche, saline rosate e paesi bianchi nel parco naturale più luminoso del Mediterraneo.',
    },
    images: [
      {
        title: { es: 'Playa de los Genoveses', en: 'Los Genoveses beach', it: 'Spiaggia dei Genoveses' },
        location: { es: 'San José, Almería', en: 'San José, Almería', it: 'San José, Almería' },
      },
      {
        title: { es: 'Arrecife de las Sirenas', en: 'The Sirens’ Reef', it: 'La scogliera delle Sirene' },
        location: { es: 'Faro de Cabo de Gata', en: 'Cabo de Gata lighthouse', it: 'Faro di Cabo de Gata' },
      },
      {
        title: { es: 'Flamencos en las salinas', en: 'Flamingos on the salt flats', it: 'Fenicotteri nelle saline' },
        location: { es: 'Salinas de Cabo de Gata', en: 'Cabo de Gata salt flats', it: 'Saline di Cabo de Gata' },
      },
      {
        title: { es: 'Pueblo blanco junto al mar', en: 'White village by the sea', it: 'Paese bianco sul mare' },
        location: { es: 'Agua Amarga', en: 'Agua Amarga', it: 'Agua Amarga' },
      },
      {
        title: { es: 'Cala de Mónsul', en: 'Mónsul cove', it: 'Cala di Mónsul' },
        location: {
          es: 'Parque Natural de Cabo de Gata-Níjar',
          en: 'Cabo de Gata-Níjar Natural Park',
          it: 'Parco naturale di Cabo de Gata-Níjar',
        },
      },
    ],
  },
  {
    id: 'morocco',
    title: { es: 'Marruecos, color y silencio', en: 'Morocco, colour and silence', it: 'Marocco, colore e silenzio' },
    description: {
      es: 'Del azul de Chefchaouen al silencio de las dunas: un país que se cuenta en texturas, especias y luz rasante.',
      en: 'From the blue of Chefchaouen to the silence of the dunes: a country told in textures, spices and raking light.',
      it: 'Dal blu di Chefchaouen al silenzio delle dune: un paese che si racconta in texture, spezie e luce radente.',
    },
    images: [
      {
        title: { es: 'Callejones azules', en: 'Blue alleys', it: 'Vicoli blu' },
        location: { es: 'Chefchaouen', en: 'Chefchaouen', it: 'Chefchaouen' },
      },
      {
        title: { es: 'Dunas al amanecer', en: 'Dunes at sunrise', it: 'Dune all’alba' },
        location: { es: 'Merzouga, Erg Chebbi', en: 'Merzouga, Erg Chebbi', it: 'Merzouga, Erg Chebbi' },
      },
      {
        title: { es: 'Zoco de especias', en: 'Spice souk', it: 'Suk delle spezie' },
        location: { es: 'Marrakech', en: 'Marrakesh', it: 'Marrakech' },
      },
      {
        title: { es: 'Kasbah de adobe', en: 'Mud-brick kasbah', it: 'Kasbah di terra cruda' },
        location: { es: 'Aït Ben Haddou', en: 'Aït Ben Haddou', it: 'Aït Ben Haddou' },
      },
      {
        title: { es: 'Curtidurías de Chouara', en: 'Chouara tanneries', it: 'Le concerie di Chouara' },
        location: { es: 'Fez', en: 'Fez', it: 'Fès' },
      },
      {
        title: { es: 'Puerto azul', en: 'Blue harbour', it: 'Il porto blu' },
        location: { es: 'Esauira', en: 'Essaouira', it: 'Essaouira' },
      },
    ],
  },
  {
    id: 'sanfermines',
    title: {
      es: 'Sanfermines, Pamplona en rojo y blanco',
      en: 'San Fermín, Pamplona in red and white',
      it: 'San Fermín, Pamplona in rosso e bianco',
    },
    description: {
      es: 'Nueve días de fiesta contados desde dentro: el chupinazo, las peñas, la música y la emoción de una ciudad entera.',
      en: 'Nine days of fiesta seen from the inside: the opening rocket, the peñas, the music and the thrill of a whole city.',
      it: 'Nove giorni di festa raccontati da dentro: il chupinazo, le peñas, la musica e l’emozione di un’intera città.',
    },
    images: [
      {
        title: { es: 'El chupinazo', en: 'The opening rocket', it: 'Il chupinazo' },
        location: {
          es: 'Plaza Consistorial, Pamplona',
          en: 'Town Hall Square, Pamplona',
          it: 'Plaza Consistorial, Pamplona',
        },
      },
      {
        title: { es: 'Pañuelos al aire', en: 'Scarves in the air', it: 'Fazzoletti al vento' },
        location: { es: 'Casco Viejo, Pamplona', en: 'Old Town, Pamplona', it: 'Centro storico, Pamplona' },
      },
      {
        title: { es: 'Comparsa de gigantes', en: 'Parade of giants', it: 'La sfilata dei giganti' },
        location: { es: 'Calle Mayor, Pamplona', en: 'Calle Mayor, Pamplona', it: 'Calle Mayor, Pamplona' },
      },
      {
        title: { es: 'Charanga de peña', en: 'Peña brass band', it: 'La banda della peña' },
        location: { es: 'Plaza del Castillo', en: 'Plaza del Castillo', it: 'Plaza del Castillo' },
      },
      {
        title: { es: 'Fuegos artificiales', en: 'Fireworks', it: 'Fuochi d’artificio' },
        location: { es: 'Ciudadela de Pamplona', en: 'Pamplona Citadel', it: 'Cittadella di Pamplona' },
      },
      {
        title: { es: 'Pobre de mí', en: 'Pobre de mí farewell', it: 'Il saluto del Pobre de mí' },
        location: {
          es: 'Plaza Consistorial, Pamplona',
          en: 'Town Hall Square, Pamplona',
          it: 'Plaza Consistorial, Pamplona',
        },
      },
    ],
  },
];
