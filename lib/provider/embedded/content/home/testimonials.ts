import type { TestimonialSeed } from './types';

/** Thirteen client testimonials, rated 5 or 4.5. */
export const testimonialSeeds: TestimonialSeed[] = [
  {
    slug: 'carmen-vidal', name: 'Carmen Vidal', company: 'Hotel Mirador de Altea', rating: 5,
    position: { es: 'Directora general', en: 'General manager', it: 'Direttrice generale' },
    quote: {
      es: 'Cambiamos las fotos de las habitaciones y en tres meses las reservas directas subieron un 34 %. Ahora la web vende sola.',
      en: 'We replaced the room photos and within three months direct bookings rose by 34%. Now the website sells on its own.',
      it: 'Abbiamo cambiato le foto delle camere e in tre mesi le prenotazioni dirette sono salite del 34%. Ora il sito vende da solo.',
    },
  },
  {
    slug: 'andres-llorens', name: 'Andrés Llorens', company: 'Llorens Arquitectos', rating: 5,
    position: { es: 'Arquitecto socio', en: 'Partner architect', it: 'Architetto socio' },
    quote: {
      es: 'Entienden la arquitectura. Saben esperar la luz y encuadrar lo que el proyecto quiere decir. Nos han ayudado a ganar dos concursos.',
      en: 'They understand architecture. They wait for the light and frame what the project is trying to say. They’ve helped us win two competitions.',
      it: 'Capiscono l’architettura. Sanno aspettare la luce e inquadrare ciò che il progetto vuole dire. Ci hanno aiutato a vincere due concorsi.',
    },
  },
  {
    slug: 'sofia-marin', name: 'Sofía Marín', company: 'Azahar Cosmetics', rating: 5,
    position: { es: 'Responsable de marketing', en: 'Marketing manager', it: 'Responsabile marketing' },
    quote: {
      es: 'Los mapas de atención nos convencieron: el producto se veía primero. El anuncio nuevo duplicó el clic del anterior.',
      en: 'The attention maps won us over: the product was seen first. The new ad doubled the click-through of the old one.',
      it: 'Le mappe di attenzione ci hanno convinto: il prodotto si vedeva per primo. Il nuovo annuncio ha raddoppiato i clic del precedente.',
    },
  },
  {
    slug: 'roberto-gil', name: 'Roberto Gil', company: 'Arrocería La Barraca', rating: 4.5,
    position: { es: 'Propietario', en: 'Owner', it: 'Titolare' },
    quote: {
      es: 'Nuestros arroces por fin se ven como saben. Las reservas de fin de semana se llenan antes y la gente pide el plato de la foto.',
      en: 'Our rice dishes finally look the way they taste. Weekend tables fill up sooner and people order the dish from the photo.',
      it: 'I nostri risi finalmente si vedono come sono. I tavoli del weekend si riempiono prima e la gente ordina il piatto della foto.',
    },
  },
  {
    slug: 'marta-benet', name: 'Marta Benet', company: 'Cerámicas Vall', rating: 5,
    position: { es: 'Directora de exportación', en: 'Export director', it: 'Direttrice export' },
    quote: {
      es: 'El catálogo nuevo nos abrió puertas en Italia y Francia. Los distribuidores comentan la calidad de las imágenes antes que el precio.',
      en: 'The new catalogue opened doors for us in Italy and France. Distributors mention the quality of the images before the price.',
      it: 'Il nuovo catalogo ci ha aperto le porte in Italia e in Francia. I distributori commentano la qualità delle immagini prima del prezzo.',
    },
  },
  {
    slug: 'luca-bianchi', name: 'Luca Bianchi', company: 'Nuit Lighting', rating: 5,
    position: { es: 'Fundador', en: 'Founder', it: 'Fondatore' },
    quote: {
      es: 'Fotografiar lámparas encendidas es dificilísimo. Ellos lo hicieron fácil y llegamos al Salone con el mejor material que hemos tenido.',
      en: 'Photographing lamps switched on is incredibly hard. They made it look easy, and we reached the Salone with the best material we’ve ever had.',
      it: 'Fotografare lampade accese è difficilissimo. Loro l’hanno reso semplice e siamo arrivati al Salone con il miglior materiale mai avuto.',
    },
  },
  {
    slug: 'irene-castell', name: 'Irene Castell', company: 'Turisme Costa Blanca Interior', rating: 5,
    position: { es: 'Técnica de promoción turística', en: 'Tourism promotion officer', it: 'Responsabile promozione turistica' },
    quote: {
      es: 'Supieron contar nuestros pueblos sin tópicos. La campaña tuvo el mejor alcance orgánico de los últimos cinco años.',
      en: 'They told the story of our villages without clichés. The campaign had our best organic reach in five years.',
      it: 'Hanno raccontato i nostri paesi senza luoghi comuni. La campagna ha avuto la migliore copertura organica degli ultimi cinque anni.',
    },
  },
  {
    slug: 'david-pons', name: 'David Pons', company: 'Genvia Bio', rating: 4.5,
    position: { es: 'Consejero delegado', en: 'CEO', it: 'Amministratore delegato' },
    quote: {
      es: 'Necesitábamos parecer tan sólidos como nuestra ciencia ante los inversores. Las fotos del equipo y del laboratorio lo consiguieron.',
      en: 'We needed to look as solid as our science in front of investors. The team and lab photos did exactly that.',
      it: 'Dovevamo sembrare solidi quanto la nostra scienza davanti agli investitori. Le foto del team e del laboratorio ci sono riuscite.',
    },
  },
  {
    slug: 'nuria-sanchis', name: 'Nuria Sanchis', company: 'Concept Store Russafa', rating: 5,
    position: { es: 'Propietaria', en: 'Owner', it: 'Titolare' },
    quote: {
      es: 'Desde que renovamos las fotos de la tienda online, las devoluciones por «no era como en la foto» casi han desaparecido.',
      en: 'Since we refreshed the online shop photos, returns because “it didn’t look like the picture” have almost disappeared.',
      it: 'Da quando abbiamo rinnovato le foto dello shop online, i resi perché «non era come in foto» sono quasi spariti.',
    },
  },
  {
    slug: 'alberto-ruiz', name: 'Alberto Ruiz', company: 'Marina Real Residences', rating: 5,
    position: { es: 'Director comercial', en: 'Sales director', it: 'Direttore commerciale' },
    quote: {
      es: 'Vendimos el 60 % de la promoción sobre plano. Las imágenes y el vídeo hicieron gran parte del trabajo comercial.',
      en: 'We sold 60% of the development off-plan. The images and the video did much of the selling for us.',
      it: 'Abbiamo venduto il 60% del complesso su progetto. Immagini e video hanno fatto gran parte del lavoro commerciale.',
    },
  },
  {
    slug: 'chiara-conti', name: 'Chiara Conti', company: 'Studio Conti Interiors', rating: 5,
    position: { es: 'Interiorista', en: 'Interior designer', it: 'Interior designer' },
    quote: {
      es: 'Trabajan con una sensibilidad muy italiana y un método muy riguroso. Mis proyectos nunca se habían visto tan bien publicados.',
      en: 'They combine a very Italian sensibility with a rigorous method. My projects have never looked so good in print.',
      it: 'Uniscono una sensibilità molto italiana a un metodo rigoroso. I miei progetti non erano mai stati pubblicati così bene.',
    },
  },
  {
    slug: 'jorge-estelles', name: 'Jorge Estellés', company: 'Valencia Fintech Summit', rating: 4.5,
    position: { es: 'Director del congreso', en: 'Conference director', it: 'Direttore del congresso' },
    quote: {
      es: 'Tuvimos fotos en redes durante el propio evento y el vídeo resumen al día siguiente. Profesionales, discretos y rapidísimos.',
      en: 'We had photos on social media during the event and the highlights video the next day. Professional, discreet and incredibly fast.',
      it: 'Avevamo le foto sui social durante l’evento e il video riassuntivo il giorno dopo. Professionali, discreti e velocissimi.',
    },
  },
  {
    slug: 'paula-requena', name: 'Paula Requena', company: 'Bodegas Altiplano', rating: 5,
    position: { es: 'Responsable de enoturismo', en: 'Wine tourism manager', it: 'Responsabile enoturismo' },
    quote: {
      es: 'Las visitas a la bodega se reservan ahora desde la web. Las fotos transmiten exactamente lo que se vive aquí.',
      en: 'Winery visits are now booked straight from the website. The photos convey exactly what it feels like to be here.',
      it: 'Le visite in cantina ora si prenotano dal sito. Le foto trasmettono esattamente ciò che si vive qui.',
    },
  },
];
