import type { SeedContent } from './types';

/** Home page: hero and services introduction. */
export const homeEntries: SeedContent[] = [
  {
    page: 'home',
    section: 'hero',
    id: 'home-hero',
    title: {
      es: 'Imágenes que venden, diseñadas con neuromarketing e IA',
      en: 'Images that sell, designed with neuromarketing and AI',
      it: 'Immagini che vendono, progettate con neuromarketing e IA',
    },
    description: {
      es: [
        'Fotografía y vídeo profesional desde Valencia.',
        'Para arquitectura, hostelería, retail, empresa y turismo.',
        'Cada encuadre se decide sabiendo dónde mirará tu cliente: aplicamos neuromarketing visual y análisis de atención con IA antes de disparar.',
        'El resultado son imágenes bonitas, sí, pero sobre todo imágenes que generan reservas, visitas y ventas.',
      ].join('\n'),
      en: [
        'Professional photography and video from Valencia.',
        'For architecture, hospitality, retail, corporate and tourism brands.',
        'Every frame is chosen knowing where your customer will look: we apply visual neuromarketing and AI attention analysis before we shoot.',
        'The result is beautiful imagery, yes, but above all imagery that brings bookings, visits and sales.',
      ].join('\n'),
      it: [
        'Fotografia e video professionali da Valencia.',
        'Per architettura, hospitality, retail, aziende e turismo.',
        'Ogni inquadratura nasce sapendo dove guarderà il tuo cliente: applichiamo neuromarketing visivo e analisi dell’attenzione con l’IA prima di scattare.',
        'Il risultato sono immagini belle, certo, ma soprattutto immagini che portano prenotazioni, visite e vendite.',
      ].join('\n'),
    },
  },
  {
    page: 'home',
    section: 'services-intro',
    id: 'home-services-intro',
    title: {
      es: 'Un estudio visual con método',
      en: 'A visual studio with a method',
      it: 'Uno studio visivo con un metodo',
    },
    description: {
      es: [
        'No hacemos fotos para llenar una web.',
        'Creamos contenido que trabaja para tu negocio.',
        'Empezamos por entender qué quieres conseguir: más reservas, un catálogo que convenza a distribuidores, una marca de empleador creíble o un destino que apetezca visitar.',
        'Después planificamos cada sesión con criterios de neuromarketing, medimos la atención con herramientas de IA y entregamos imágenes y vídeos listos para tu web, tus redes y tus campañas.',
      ].join('\n'),
      en: [
        'We don’t take photos to fill a website.',
        'We create content that works for your business.',
        'We start by understanding what you want to achieve: more bookings, a catalogue that wins over distributors, a credible employer brand or a destination people long to visit.',
        'Then we plan every shoot with neuromarketing criteria, measure attention with AI tools and deliver images and videos ready for your website, social channels and campaigns.',
      ].join('\n'),
      it: [
        'Non facciamo foto per riempire un sito.',
        'Creiamo contenuti che lavorano per la tua attività.',
        'Partiamo dal capire cosa vuoi ottenere: più prenotazioni, un catalogo che convinca i distributori, un employer brand credibile o una destinazione che faccia venire voglia di partire.',
        'Poi pianifichiamo ogni sessione con criteri di neuromarketing, misuriamo l’attenzione con strumenti di IA e consegniamo foto e video pronti per il sito, i social e le campagne.',
      ].join('\n'),
    },
  },
  {
    page: 'home',
    section: 'services-intro-corrected',
    id: 'home-services-intro-corrected',
    title: {
      es: 'Un estudio visual con método',
      en: 'A visual studio with a method',
      it: 'Uno studio visivo con un metodo',
    },
    description: {
      es: [
        'Fotografía, vídeo y neuromarketing en un solo equipo.',
        'Contenido visual que trabaja para tu negocio.',
        'Escuchamos tu objetivo, diseñamos cada imagen para captar la atención adecuada y la validamos con mapas de atención de IA antes de publicarla.',
        'Así tu inversión en contenido se convierte en reservas, visitas y ventas medibles.',
      ].join('\n'),
      en: [
        'Photography, video and neuromarketing in one team.',
        'Visual content that works for your business.',
        'We listen to your goal, design every image to catch the right attention and validate it with AI attention maps before it goes live.',
        'That way your content budget turns into measurable bookings, visits and sales.',
      ].join('\n'),
      it: [
        'Fotografia, video e neuromarketing in un’unica squadra.',
        'Contenuti visivi che lavorano per la tua attività.',
        'Ascoltiamo il tuo obiettivo, progettiamo ogni immagine per catturare l’attenzione giusta e la verifichiamo con mappe di attenzione basate sull’IA prima della pubblicazione.',
        'Così il tuo investimento in contenuti diventa prenotazioni, visite e vendite misurabili.',
      ].join('\n'),
    },
  },
];
