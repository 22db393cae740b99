import type { SeedContent } from './types';

/** Heroes of the three portfolio pages (architecture, advertising and tourism). */
export const portfolioEntries: SeedContent[] = [
  {
    page: 'arquitectura',
    section: 'hero',
    id: 'arquitectura-hero',
    title: {
      es: 'Fotografía de arquitectura e interiorismo',
      en: 'Architecture and interior photography',
      it: 'Fotografia di architettura e d’interni',
    },
    description: {
      es: [
        'Fotografiamos espacios para que se sientan antes de visitarse.',
        'Luz, escala y materia al servicio de tu proyecto.',
        'Trabajamos con estudios de arquitectura, interioristas, promotoras, hoteles y marcas de producto para el hábitat.',
        'Diseñamos cada toma para provocar emociones visuales concretas y la validamos con neuromarketing e inteligencia artificial.',
      ].join('\n'),
      en: [
        'We photograph spaces so they can be felt before they are visited.',
        'Light, scale and materials in the service of your project.',
        'We work with architecture practices, interior designers, developers, hotels and home-product brands.',
        'We design every shot to spark specific visual emotions and validate it with neuromarketing and artificial intelligence.',
      ].join('\n'),
      it: [
        'Fotografiamo gli spazi perché si possano sentire prima di visitarli.',
        'Luce, scala e materia al servizio del tuo progetto.',
        'Lavoriamo con studi di architettura, interior designer, costruttori, hotel e marchi dell’arredo.',
        'Progettiamo ogni scatto per suscitare emozioni visive precise e lo verifichiamo con il neuromarketing e l’intelligenza artificiale.',
      ].join('\n'),
    },
  },
  {
    page: 'publicidad',
    section: 'hero',
    id: 'publicidad-hero',
    title: {
      es: 'Publicidad, producto y fotografía corporativa',
      en: 'Advertising, product and corporate photography',
      it: 'Pubblicità, prodotto e fotografia corporate',
    },
    description: {
      es: [
        'Imágenes persuasivas para marcas que quieren vender más.',
        'De la idea de campaña a la pieza final, en foto y vídeo.',
        'Producimos campañas, bodegones de producto, retratos de dirección y cobertura de eventos con una dirección de arte pensada para el canal en el que se verán.',
        'Antes de entregar, comprobamos con mapas de atención que el producto, el mensaje y la llamada a la acción se ven primero.',
      ].join('\n'),
      en: [
        'Persuasive imagery for brands that want to sell more.',
        'From the campaign idea to the final piece, in photo and video.',
        'We produce campaigns, product still lifes, leadership portraits and event coverage, with art direction designed for the channel where they will be seen.',
        'Before delivery we check with attention maps that the product, the message and the call to action are seen first.',
      ].join('\n'),
      it: [
        'Immagini persuasive per marchi che vogliono vendere di più.',
        'Dall’idea di campagna al contenuto finale, in foto e video.',
        'Realizziamo campagne, still life di prodotto, ritratti del management e coperture di eventi, con una direzione artistica pensata per il canale in cui verranno visti.',
        'Prima della consegna verifichiamo con le mappe di attenzione che prodotto, messaggio e call to action vengano notati per primi.',
      ].join('\n'),
    },
  },
  {
    page: 'turismo',
    section: 'hero',
    id: 'turismo-hero',
    title: {
      es: 'Fotografía de viajes y turismo',
      en: 'Travel and tourism photography',
      it: 'Fotografia di viaggio e turismo',
    },
    description: {
      es: [
        'Destinos que despiertan las ganas de viajar.',
        'Paisaje, cultura y personas contados con verdad.',
        'Creamos contenido para oficinas de turismo, hoteles, agencias y marcas de viaje: imágenes que transmiten cómo se siente estar allí.',
        'Cada galería es un viaje real del equipo, fotografiado con la misma mirada que aplicamos a los proyectos de nuestros clientes.',
      ].join('\n'),
      en: [
        'Destinations that awaken the urge to travel.',
        'Landscape, culture and people, told truthfully.',
        'We create content for tourism boards, hotels, agencies and travel brands: images that convey what it feels like to be there.',
        'Each gallery is a real journey by the team, photographed with the same eye we bring to our clients’ projects.',
      ].join('\n'),
      it: [
        'Destinazioni che risvegliano la voglia di partire.',
        'Paesaggi, cultura e persone raccontati con verità.',
        'Creiamo contenuti per enti del turismo, hotel, agenzie e marchi di viaggio: immagini che trasmettono cosa si prova a essere lì.',
        'Ogni galleria è un viaggio reale della squadra, fotografato con lo stesso sguardo che dedichiamo ai progetti dei nostri clienti.',
      ].join('\n'),
    },
  },
];
