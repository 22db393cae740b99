import type { AdvertisingSeed } from './advertising-shots';

/** Corporate photography and events (filter 'corporativa'). */
export const corporativaGalleries: AdvertisingSeed[] = [
  {
    id: 'naviera-turia-directivos-corporativa',
    category: 'corporativa',
    place: 'valencia',
    shots: ['leadership-portrait', 'team', 'workplace', 'facility', 'backstage'],
    title: {
      es: 'Naviera Túria · Retratos de dirección',
      en: 'Naviera Túria · Leadership portraits',
      it: 'Naviera Túria · Ritratti del management',
    },
    description: {
      es: 'Retratos del comité de dirección de una naviera en el puerto de Valencia: autoridad cercana y coherencia de marca.',
      en: 'Portraits of a shipping line’s board at the Port of Valencia: approachable authority and a consistent brand.',
      it: 'Ritratti del consiglio direttivo di una compagnia di navigazione nel porto di Valencia: autorevolezza vicina e coerenza di marca.',
    },
  },
  {
    id: 'albera-abogados-equipo-corporativa',
    category: 'corporativa',
    place: 'valencia',
    shots: ['team', 'leadership-portrait', 'workplace', 'detail'],
    title: { es: 'Albera Abogados · Equipo', en: 'Albera Abogados · The team', it: 'Albera Abogados · La squadra' },
    description: {
      es: 'Imagen de equipo para un despacho que quería parecer lo que es: riguroso, humano y accesible.',
      en: 'Team imagery for a law firm that wanted to look like what it is: rigorous, human and approachable.',
      it: 'Immagini di squadra per uno studio legale che voleva mostrarsi per ciò che è: rigoroso, umano e accessibile.',
    },
  },
  {
    id: 'heliora-energia-informe-anual-corporativa',
    category: 'corporativa',
    place: 'castellon',
    shots: ['on-location', 'facility', 'hands-at-work', 'leadership-portrait', 'team'],
    title: {
      es: 'Heliora Energía · Informe anual',
      en: 'Heliora Energy · Annual report',
      it: 'Heliora Energia · Relazione annuale',
    },
    description: {
      es: 'Reportaje para el informe anual de una empresa solar: las plantas, las personas y el dato que hay detrás.',
      en: 'Reportage for a solar company’s annual report: the plants, the people and the numbers behind them.',
      it: 'Reportage per la relazione annuale di un’azienda solare: gli impianti, le persone e i numeri che ci sono dietro.',
    },
  },
  {
    id: 'valencia-fintech-summit-corporativa',
    category: 'corporativa',
    place: 'valencia',
    shots: ['keynote', 'networking', 'facility', 'backstage', 'social-vertical', 'award'],
    title: {
      es: 'Valencia Fintech Summit · Congreso',
      en: 'Valencia Fintech Summit · Conference',
      it: 'Valencia Fintech Summit · Congresso',
    },
    description: {
      es: 'Cobertura foto y vídeo de dos jornadas: ponencias, networking y piezas en el día para redes.',
      en: 'Photo and video coverage of a two-day conference: keynotes, networking and same-day pieces for social media.',
      it: 'Copertura foto e video di due giornate: interventi, networking e contenuti in giornata per i social.',
    },
  },
  {
    id: 'ceramicas-vall-fabrica-corporativa',
    category: 'corporativa',
    place: 'castellon',
    shots: ['process', 'hands-at-work', 'facility', 'team', 'detail', 'leadership-portrait'],
    title: {
      es: 'Cerámicas Vall · Reportaje industrial',
      en: 'Cerámicas Vall · Industrial reportage',
      it: 'Cerámicas Vall · Reportage industriale',
    },
    description: {
      es: 'Hornos, esmaltes y el saber hacer de una fábrica de azulejos con tres generaciones de historia.',
      en: 'Kilns, glazes and the know-how of a tile factory with three generations of history.',
      it: 'Forni, smalti e il saper fare di una fabbrica di piastrelle con tre generazioni di storia.',
    },
  },
  {
    id: 'clinica-dental-albera-corporativa',
    category: 'corporativa',
    place: 'valencia',
    shots: ['facility', 'team', 'workplace', 'leadership-portrait'],
    title: {
      es: 'Clínica Dental Marítim · Imagen de marca',
      en: 'Clínica Dental Marítim · Brand imagery',
      it: 'Clínica Dental Marítim · Immagine di marca',
    },
    description: {
      es: 'Espacios luminosos y un equipo que transmite calma: fotografía pensada para reducir la ansiedad del paciente.',
      en: 'Bright spaces and a team that conveys calm: photography designed to ease patient anxiety.',
      it: 'Spazi luminosi e una squadra che trasmette calma: fotografia pensata per ridurre l’ansia del paziente.',
    },
  },
  {
    id: 'genvia-bio-laboratorio-corporativa',
    category: 'corporativa',
    place: 'valencia',
    shots: ['workplace', 'process', 'leadership-portrait', 'detail', 'team'],
    title: { es: 'Genvia Bio · Laboratorio', en: 'Genvia Bio · The lab', it: 'Genvia Bio · Il laboratorio' },
    description: {
      es: 'Una startup de biotecnología ante su ronda de inversión: ciencia creíble, equipo visible y detalles precisos.',
      en: 'A biotech start-up ahead of its funding round: credible science, a visible team and precise details.',
      it: 'Una startup biotech alla vigilia del round di investimento: scienza credibile, squadra visibile e dettagli precisi.',
    },
  },
  {
    id: 'cooperativa-la-horta-citricos-corporativa',
    category: 'corporativa',
    place: 'sagunto',
    shots: ['on-location', 'hands-at-work', 'process', 'team', 'still-life'],
    title: {
      es: 'Cooperativa La Horta · Del campo a la mesa',
      en: 'Cooperativa La Horta · From field to table',
      it: 'Cooperativa La Horta · Dal campo alla tavola',
    },
    description: {
      es: 'Agricultores, almacén y exportación: el relato visual de una cooperativa citrícola para sus clientes europeos.',
      en: 'Growers, packing house and export: the visual story of a citrus cooperative for its European buyers.',
      it: 'Agricoltori, magazzino ed esportazione: il racconto visivo di una cooperativa di agrumi per i clienti europei.',
    },
  },
  {
    id: 'hoteles-nereida-equipo-corporativa',
    category: 'corporativa',
    place: 'alicante',
    shots: ['team', 'workplace', 'leadership-portrait', 'facility'],
    title: { es: 'Hoteles Nereida · Personas', en: 'Hoteles Nereida · People', it: 'Hoteles Nereida · Le persone' },
    description: {
      es: 'Las personas detrás de la hospitalidad: retratos de equipo para la web de empleo y la comunicación interna.',
      en: 'The people behind the hospitality: team portraits for the careers site and internal communications.',
      it: 'Le persone dietro l’ospitalità: ritratti della squadra per il sito carriere e la comunicazione interna.',
    },
  },
  {
    id: 'construcciones-almassera-obra-corporativa',
    category: 'corporativa',
    place: 'valencia',
    shots: ['construction', 'hands-at-work', 'on-location', 'team', 'facility'],
    title: {
      es: 'Construcciones Almàssera · Seguimiento de obra',
      en: 'Construcciones Almàssera · Build progress',
      it: 'Construcciones Almàssera · Avanzamento cantiere',
    },
    description: {
      es: 'Seguimiento mensual de obra con dron y cámara: documentación técnica que también sirve para comercializar.',
      en: 'Monthly site progress with drone and camera: technical records that also work for marketing.',
      it: 'Avanzamento mensile del cantiere con drone e fotocamera: documentazione tecnica che serve anche a vendere.',
    },
  },
  {
    id: 'premios-empresa-levante-gala-corporativa',
    category: 'corporativa',
    place: 'valencia',
    shots: ['award', 'keynote', 'networking', 'backstage', 'social-vertical'],
    title: {
      es: 'Premios Empresa Levante · Gala',
      en: 'Levante Business Awards · Gala night',
      it: 'Premi Impresa Levante · Serata di gala',
    },
    description: {
      es: 'Una gala de premios empresariales cubierta con discreción: emoción en el escenario y entrega en 24 horas.',
      en: 'A business awards gala covered with discretion: emotion on stage and delivery within 24 hours.',
      it: 'Una serata di premi aziendali coperta con discrezione: emozione sul palco e consegna entro 24 ore.',
    },
  },
  {
    id: 'escuela-mediterranea-negocio-campus-corporativa',
    category: 'corporativa',
    place: 'valencia',
    shots: ['facility', 'workplace', 'keynote', 'team', 'leadership-portrait', 'social-vertical'],
    title: {
      es: 'Escuela Mediterránea de Negocio · Campus',
      en: 'Mediterranean Business School · Campus',
      it: 'Scuola Mediterranea di Business · Campus',
    },
    description: {
      es: 'Campus, aulas y alumnos reales para la campaña de captación de un máster internacional.',
      en: 'Campus, classrooms and real students for an international master’s recruitment campaign.',
      it: 'Campus, aule e studenti veri per la campagna di iscrizioni di un master internazionale.',
    },
  },
];
