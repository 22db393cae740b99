import type { Locale } from '@/lib/i18n/locales';
import type { ActionResult } from '@/lib/api/action-result';
import type { FormAction } from './form-view';

type LocaleAction = (locale: string, previous: ActionResult | null, input: unknown) => Promise<ActionResult>;

/**
 * A server action bound to each language once, at module level: an action bound during render is a new reference on
 * every render, and the server's render of a form posted without JavaScript suspends on it forever.
 */
export function perLocale(action: LocaleAction): Record<Locale, FormAction> {
  return { es: action.bind(null, 'es'), en: action.bind(null, 'en'), it: action.bind(null, 'it') };
}
