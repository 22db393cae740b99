import { aiBody } from './nm-ia-body';
import type { SeedContent } from './types';

/** Neuromarketing and AI page: hero (title line breaks honoured) and the long formatted 'ai' body. */
export const nmIaEntries: SeedContent[] = [
  {
    page: 'nm-ia',
    section: 'hero',
    id: 'nm-ia-hero',
    title: {
      es: 'Neuromarketing visual\ne inteligencia artificial',
      en: 'Visual neuromarketing\nand artificial intelligence',
      it: 'Neuromarketing visivo\ne intelligenza artificiale',
    },
    description: {
      es: [
        'Sabemos dónde mirará tu cliente antes de que lo haga.',
        'Y diseñamos tus imágenes para que vea lo que importa.',
        'Unimos lo que la neurociencia sabe sobre atención, emoción y memoria con herramientas de IA que predicen y miden cómo se percibe cada imagen.',
      ].join('\n'),
      en: [
        'We know where your customer will look before they do.',
        'And we design your images so they see what matters.',
        'We combine what neuroscience knows about attention, emotion and memory with AI tools that predict and measure how each image is perceived.',
      ].join('\n'),
      it: [
        'Sappiamo dove guarderà il tuo cliente prima che lo faccia.',
        'E progettiamo le tue immagini perché veda ciò che conta.',
        'Uniamo ciò che le neuroscienze sanno su attenzione, emozione e memoria a strumenti di IA che prevedono e misurano come viene percepita ogni immagine.',
      ].join('\n'),
    },
  },
  {
    page: 'nm-ia',
    section: 'ai',
    id: 'nm-ia-ai',
    title: {
      es: 'Cómo aplicamos el neuromarketing y la IA a tus imágenes',
      en: 'How we apply neuromarketing and AI to your images',
      it: 'Come applichiamo neuromarketing e IA alle tue immagini',
    },
    description: {
      es: 'Un método en cuatro pasos.\nCiencia de la atención al servicio de tus ventas.',
      en: 'A four-step method.\nThe science of attention working for your sales.',
      it: 'Un metodo in quattro passaggi.\nLa scienza dell’attenzione al servizio delle tue vendite.',
    },
    content: aiBody,
  },
];
