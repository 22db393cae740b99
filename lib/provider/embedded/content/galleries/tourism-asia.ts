import type { SeedServerGallery } from './types';

/** Tourism galleries in Asia and Oceania. */
export const tourismAsia: SeedServerGallery[] = [
  {
    id: 'australia',
    title: { es: 'Australia, costa a costa', en: 'Australia, coast to coast', it: 'Australia, da costa a costa' },
    description: {
      es: 'Tres semanas entre la luz dura del outback y la calma de la costa este: paisajes que piden ser recorridos.',
      en: 'Three weeks between the hard light of the outback and the calm of the east coast: landscapes that ask to be travelled.',
      it: 'Tre settimane tra la luce tagliente dell’outback e la quiete della costa orientale: paesaggi che chiedono di essere percorsi.',
    },
    images: [
      {
        title: { es: 'Amanecer en Uluru', en: 'Sunrise at Uluru', it: 'Alba a Uluru' },
        location: { es: 'Territorio del Norte', en: 'Northern Territory', it: 'Territorio del Nord' },
      },
      {
        title: {
          es: 'La Ópera desde el puerto',
          en: 'The Opera House from the harbour',
          it: 'L’Opera vista dal porto',
        },
        location: { es: 'Sídney', en: 'Sydney', it: 'Sydney' },
      },
      {
        title: { es: 'Los Doce Apóstoles', en: 'The Twelve Apostles', it: 'I Dodici Apostoli' },
        location: {
          es: 'Great Ocean Road, Victoria',
          en: 'Great Ocean Road, Victoria',
          it: 'Great Ocean Road, Victoria',
        },
      },
      {
        title: { es: 'Arrecife al mediodía', en: 'Reef at midday', it: 'Barriera a mezzogiorno' },
        location: { es: 'Gran Barrera de Coral', en: 'Great Barrier Reef', it: 'Grande Barriera Corallina' },
      },
      {
        title: { es: 'Selva de Daintree', en: 'Daintree rainforest', it: 'Foresta pluviale del Daintree' },
        location: { es: 'Queensland', en: 'Queensland', it: 'Queensland' },
      },
      {
        title: { es: 'Surf al atardecer', en: 'Surf at dusk', it: 'Surf al tramonto' },
        location: { es: 'Byron Bay', en: 'Byron Bay', it: 'Byron Bay' },
      },
    ],
  },
  {
    id: 'cambodia',
    title: { es: 'Camboya, piedra y selva', en: 'Cambodia, stone and jungle', it: 'Cambogia, pietra e giungla' },
    description: {
      es: 'Templos que la selva abraza, mercados flotantes y la luz dorada del Mekong contadas con paciencia.',
      en: 'Temples held by the jungle, floating markets and the golden light of the Mekong, told with patience.',
      it: 'Templi avvolti dalla giungla, mercati galleggianti e la luce dorata del Mekong, raccontati con pazienza.',
    },
    images: [
      {
        title: { es: 'Angkor Wat al alba', en: 'Angkor Wat at dawn', it: 'Angkor Wat all’alba' },
        location: { es: 'Siem Reap', en: 'Siem Reap', it: 'Siem Reap' },
      },
      {
        title: { es: 'Raíces sobre Ta Prohm', en: 'Roots over Ta Prohm', it: 'Radici su Ta Prohm' },
        location: { es: 'Angkor', en: 'Angkor', it: 'Angkor' },
      },
      {
        title: { es: 'Rostros de Bayon', en: 'The faces of Bayon', it: 'I volti del Bayon' },
        location: { es: 'Angkor Thom', en: 'Angkor Thom', it: 'Angkor Thom' },
      },
      {
        title: { es: 'Aldea flotante', en: 'Floating village', it: 'Villaggio galleggiante' },
        location: { es: 'Lago Tonlé Sap', en: 'Tonlé Sap Lake', it: 'Lago Tonlé Sap' },
      },
      {
        title: { es: 'Atardecer sobre el Mekong', en: 'Sunset over the Mekong', it: 'Tramonto sul Mekong' },
        location: { es: 'Nom Pen', en: 'Phnom Penh', it: 'Phnom Penh' },
      },
    ],
  },
  {
    id: 'china',
    title: {
      es: 'China, entre montañas y neón',
      en: 'China, between mountains and neon',
      it: 'Cina, tra montagne e neon',
    },
    description: {
      es: 'Del perfil imposible de los karsts a las avenidas de Shanghái: un país de escalas que desafían al objetivo.',
      en: 'From the impossible profile of the karst peaks to the avenues of Shanghai: a country whose scale challenges the lens.',
      it: 'Dal profilo impossibile dei carsi ai viali di Shanghai: un paese di scale che sfidano l’obiettivo.',
    },
    images: [
      {
        title: { es: 'Karsts sobre el río Li', en: 'Karst peaks over the Li River', it: 'Carsi sul fiume Li' },
        location: { es: 'Guilin', en: 'Guilin', it: 'Guilin' },
      },
      {
        title: { es: 'La Gran Muralla en otoño', en: 'The Great Wall in autumn', it: 'La Grande Muraglia in autunno' },
        location: { es: 'Mutianyu, Pekín', en: 'Mutianyu, Beijing', it: 'Mutianyu, Pechino' },
      },
      {
        title: { es: 'El Bund de noche', en: 'The Bund by night', it: 'Il Bund di notte' },
        location: { es: 'Shanghái', en: 'Shanghai', it: 'Shanghai' },
      },
      {
        title: { es: 'Pilares de Zhangjiajie', en: 'Zhangjiajie pillars', it: 'I pilastri di Zhangjiajie' },
        location: { es: 'Hunan', en: 'Hunan', it: 'Hunan' },
      },
      {
        title: { es: 'Terrazas de arroz', en: 'Rice terraces', it: 'Terrazze di riso' },
        location: { es: 'Longsheng, Guangxi', en: 'Longsheng, Guangxi', it: 'Longsheng, Guangxi' },
      },
      {
        title: { es: 'Callejón de Hutong', en: 'Hutong alley', it: 'Vicolo di un hutong' },
        location: { es: 'Pekín', en: 'Beijing', it: 'Pechino' },
      },
    ],
  },
  {
    id: 'laos',
    title: { es: 'Laos, el ritmo lento', en: 'Laos, the slow pace', it: 'Laos, il ritmo lento' },
    description: {
      es: 'Monjes al amanecer, cascadas turquesa y un río que marca el tiempo: fotografía para viajeros sin prisa.',
      en: 'Monks at daybreak, turquoise waterfalls and a river that keeps time: photography for travellers in no hurry.',
      it: 'Monaci all’alba, cascate turchesi e un fiume che scandisce il tempo: fotografia per viaggiatori senza fretta.',
    },
    images: [
      {
        title: { es: 'Procesión de las almas', en: 'The alms procession', it: 'La processione delle offerte' },
        location: { es: 'Luang Prabang', en: 'Luang Prabang', it: 'Luang Prabang' },
      },
      {
        title: { es: 'Cascadas de Kuang Si', en: 'Kuang Si Falls', it: 'Cascate di Kuang Si' },
        location: { es: 'Luang Prabang', en: 'Luang Prabang', it: 'Luang Prabang' },
      },
      {
        title: { es: 'Barcas en el Mekong', en: 'Boats on the Mekong', it: 'Barche sul Mekong' },
        location: { es: 'Huay Xai', en: 'Huay Xai', it: 'Huay Xai' },
      },
      {
        title: { es: 'Niebla sobre los karsts', en: 'Mist over the karsts', it: 'Nebbia sui carsi' },
        location: { es: 'Vang Vieng', en: 'Vang Vieng', it: 'Vang Vieng' },
      },
      {
        title: { es: 'Las 4.000 islas', en: 'The 4,000 Islands', it: 'Le 4.000 isole' },
        location: { es: 'Si Phan Don', en: 'Si Phan Don', it: 'Si Phan Don' },
      },
    ],
  },
  {
    id: 'malaysia',
    title: { es: 'Malasia, ciudad y trópico', en: 'Malaysia, city and tropics', it: 'Malesia, città e tropici' },
    description: {
      es: 'Rascacielos, plantaciones de té entre nubes y calles de herencia colonial: contraste en cada encuadre.',
      en: 'Skyscrapers, tea plantations in the clouds and streets of colonial heritage: contrast in every frame.',
      it: 'Grattacieli, piantagioni di tè tra le nuvole e strade di eredità coloniale: contrasto in ogni inquadratura.',
    },
    images: [
      {
        title: { es: 'Torres Petronas', en: 'Petronas Towers', it: 'Torri Petronas' },
        location: { es: 'Kuala Lumpur', en: 'Kuala Lumpur', it: 'Kuala Lumpur' },
      },
      {
        title: { es: 'Plantación de té', en: 'Tea plantation', it: 'Piantagione di tè' },
        location: { es: 'Cameron Highlands', en: 'Cameron Highlands', it: 'Cameron Highlands' },
      },
      {
        title: { es: 'Murales de George Town', en: 'George Town murals', it: 'I murales di George Town' },
        location: { es: 'Penang', en: 'Penang', it: 'Penang' },
      },
      {
        title: { es: 'Cuevas de Batu', en: 'Batu Caves', it: 'Grotte di Batu' },
        location: { es: 'Selangor', en: 'Selangor', it: 'Selangor' },
      },
      {
        title: { es: 'Playa de Langkawi', en: 'Langkawi beach', it: 'Spiaggia di Langkawi' },
        location: { es: 'Langkawi', en: 'Langkawi', it: 'Langkawi' },
      },
    ],
  },
  {
    id: 'vietnam',
    title: { es: 'Vietnam, de norte a sur', en: 'Vietnam, north to south', it: 'Vietnam, da nord a sud' },
    description: {
      es: 'Bahías de piedra caliza, faroles de seda y arrozales en terrazas: un viaje que se saborea con la mirada.',
      en: 'Limestone bays, silk lanterns and terraced rice fields: a journey you taste with your eyes.',
      it: 'Baie di roccia calcarea, lanterne di seta e risaie a terrazza: un viaggio che si gusta con lo sguardo.',
    },
    images: [
      {
        title: { es: 'Juncos en la bahía', en: 'Junks in the bay', it: 'Giunche nella baia' },
        location: { es: 'Bahía de Ha Long', en: 'Ha Long Bay', it: 'Baia di Ha Long' },
      },
      {
        title: { es: 'Faroles del casco antiguo', en: 'Old Town lanterns', it: 'Lanterne della città vecchia' },
        location: { es: 'Hoi An', en: 'Hoi An', it: 'Hoi An' },
      },
      {
        title: { es: 'Arrozales en terraza', en: 'Terraced rice fields', it: 'Risaie a terrazza' },
        location: { es: 'Sa Pa', en: 'Sa Pa', it: 'Sa Pa' },
      },
      {
        title: { es: 'Mercado flotante', en: 'Floating market', it: 'Mercato galleggiante' },
        location: { es: 'Delta del Mekong', en: 'Mekong Delta', it: 'Delta del Mekong' },
      },
      {
        title: { es: 'Barcas entre karsts', en: 'Boats among the karsts', it: 'Barche tra i carsi' },
        location: { es: 'Tam Coc, Ninh Binh', en: 'Tam Coc, Ninh Binh', it: 'Tam Coc, Ninh Binh' },
      },
      {
        title: { es: 'Calle del tren', en: 'Train Street', it: 'La via del treno' },
        location: { es: 'Hanói', en: 'Hanoi', it: 'Hanoi' },
      },
    ],
  },
];
