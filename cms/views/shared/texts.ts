/**
 * Texts of the studio's admin views in the admin's own language (Payload's `i18n.language` of the request: the
 * language the signed-in user chose in the admin), not the site's content locale. Spanish is the fallback, as in
 * payload.config.ts.
 */
import { sentenceStart } from '@/components/booking/booking-format';

export const ADMIN_LANGS = ['es', 'en', 'it'] as const;
export type AdminLang = (typeof ADMIN_LANGS)[number];

export function adminLang(language: string | null | undefined): AdminLang {
  const code = (language ?? '').slice(0, 2).toLowerCase();
  return (ADMIN_LANGS as readonly string[]).includes(code) ? (code as AdminLang) : 'es';
}

/**
 * One dictionary per view, every key in all three languages (the type makes a missing translation a compile error):
 * const texts = defineTexts({ es: { title: 'Citas' }, en: { title: 'Appointments' }, it: { title: 'Appuntamenti' } });
 *   const t = texts(lang); t.title
 * Values may be functions for texts with numbers or names in them.
 */
export function defineTexts<T extends Record<string, unknown>>(dict: { es: T; en: NoInfer<T>; it: NoInfer<T> }) {
  return (lang: AdminLang): T => dict[lang];
}

/**
 * Dates and times for the studio: always labelled with the zone they are in. Every date the views show begins a table
 * cell or a line, so it begins as a sentence does ("Vie, 27 nov 2026, 10:00", as the site's own lists write it:
 * sentenceStart); `inSentence` keeps the language's own lower case for a date inside a sentence ("de vie, 27 nov…").
 */
export function formatInZone(
  date: Date,
  lang: AdminLang,
  timeZone: string,
  { inSentence = false }: { inSentence?: boolean } = {},
): string {
  const text = new Intl.DateTimeFormat(lang, {
    timeZone,
    weekday: 'short',
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).format(date);
  return inSentence ? text : sentenceStart(text, lang);
}

/**
 * A count with its noun in the singular or the plural: counted(1, 'cita', 'citas') is "1 cita", 0 and 2+ take the
 * plural.
 */
export function counted(count: number, one: string, many: string): string {
  return `${count} ${count === 1 ? one : many}`;
}

const sharedTexts = defineTexts({
  es: {
    notAllowedTitle: 'Sin acceso',
    notAllowed:
      'Solo las personas titulares del estudio pueden ver esta página: contiene datos personales de clientes.',
    backToDashboard: 'Volver al panel',
    externalTitle: 'Las reservas las gestiona el proveedor externo',
    external: (provider: string) =>
      `Este sitio reserva a través de un proveedor externo (${provider}), que lleva su propio panel de citas, mensajes y datos personales. Aquí no hay reservas locales que mostrar: gestiónalas en el panel de ese proveedor.`,
  },
  en: {
    notAllowedTitle: 'Not allowed',
    notAllowed: 'Only the studio’s owners can see this page: it holds clients’ personal data.',
    backToDashboard: 'Back to the dashboard',
    externalTitle: 'Bookings are run by the external provider',
    external: (provider: string) =>
      `This site books through an external provider (${provider}), which runs its own back office for appointments, messages and personal data. There are no local bookings to show here: manage them in that provider’s back office.`,
  },
  it: {
    notAllowedTitle: 'Accesso negato',
    notAllowed: 'Solo i titolari dello studio possono vedere questa pagina: contiene dati personali dei clienti.',
    backToDashboard: 'Torna al pannello',
    externalTitle: 'Le prenotazioni sono gestite dal fornitore esterno',
    external: (provider: string) =>
      `Questo sito prenota tramite un fornitore esterno (${provider}), che ha il proprio pannello per appuntamenti, messaggi e dati personali. Qui non ci sono prenotazioni locali da mostrare: gestiscile nel pannello di quel fornitore.`,
  },
});

export const sharedT = sharedTexts;

/**
 * A visitor's language ('es', 'en', 'it') by its name in the admin's language ('Inglés' to a Spanish admin): the
 * inbox showed the bare code, and the appointments its upper case.
 */
export function languageName(code: string, lang: AdminLang): string {
  try {
    const name = new Intl.DisplayNames([lang], { type: 'language' }).of(code);
    return name ? sentenceStart(name, lang) : code;
  } catch {
    return code; // not a language code at all
  }
}

const LEAD_SOURCES: Record<string, Record<AdminLang, string>> = {
  home: { es: 'Página de inicio', en: 'Home page', it: 'Pagina iniziale' },
  quiz: { es: 'Test de etapa', en: 'Business-stage quiz', it: 'Quiz sulla fase' },
};

/**
 * Where a lead asked for the guide, by the page's name ('home' was shown as it is stored); any other source as sent.
 */
export function leadSourceName(source: string, lang: AdminLang): string {
  return LEAD_SOURCES[source]?.[lang] ?? source;
}
