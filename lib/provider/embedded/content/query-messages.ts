import type { Locale } from '@/lib/i18n/locales';

/** Clear 400 answers for the read calls' own parameters (the shared request texts cover the language). */
export const queryMessages: Record<Locale, { galleryPage: string; stage: string; guideType: string }> = {
  es: {
    galleryPage: 'Página de galerías no admitida. Usa page=publicidad o page=turismo.',
    stage: 'Etapa no válida. Usa un número del 1 al 5.',
    guideType: 'Tipo de guía no válido. Usa type=general o indica una etapa del 1 al 5.',
  },
  en: {
    galleryPage: 'Unsupported gallery page. Use page=publicidad or page=turismo.',
    stage: 'Invalid stage. Use a number from 1 to 5.',
    guideType: 'Invalid guide type. Use type=general or give a stage from 1 to 5.',
  },
  it: {
    galleryPage: 'Pagina di gallerie non supportata. Usa page=publicidad o page=turismo.',
    stage: 'Fase non valida. Usa un numero da 1 a 5.',
    guideType: 'Tipo di guida non valido. Usa type=general oppure indica una fase da 1 a 5.',
  },
};
