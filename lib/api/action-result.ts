import { defaultLocale, isLocale, type Locale } from '@/lib/i18n/locales';
import type { ProviderResult } from '@/lib/provider/contract';

/**
 * What every server action returns to its form: a message to show, and one message per failing field. A
 * failure may carry the form's own values back, so that a form posted without JavaScript comes back filled in.
 */
export type ActionResult =
  | { success: true; message: string }
  | { success: false; message: string; fieldErrors: Record<string, string>; values?: Partial<Record<string, string>> };

/** A server action is a public endpoint: its bound locale is checked like any other input. */
export function actionLocale(value: unknown): Locale {
  return isLocale(value) ? value : defaultLocale;
}

const CHECKED = new Set(['on', 'true', '1', 'yes']);

/** A form's values, whether the client sent FormData (checkboxes as 'on') or a plain object (react-hook-form). */
export function formValues(input: unknown, checkboxes: readonly string[] = []): Record<string, unknown> {
  if (input instanceof FormData) {
    const values: Record<string, unknown> = {};
    for (const [key, value] of input.entries()) if (typeof value === 'string') values[key] = value;
    for (const box of checkboxes) values[box] = CHECKED.has(String(values[box] ?? '').toLowerCase());
    return values;
  }
  return typeof input === 'object' && input !== null && !Array.isArray(input) ? { ...input } : {};
}

/** A failure with the named fields' submitted values (a ticked checkbox as 'on', as a browser posts it). */
export function keepValues(
  result: ActionResult,
  values: Record<string, unknown>,
  fields: readonly string[],
): ActionResult {
  if (result.success) return result;
  const kept: Partial<Record<string, string>> = {};
  for (const field of fields) {
    const value = values[field];
    if (typeof value === 'string') kept[field] = value;
    else if (value === true) kept[field] = 'on';
  }
  return { ...result, values: kept };
}

export function fromProvider(result: ProviderResult, fallback: string): ActionResult {
  const message = result.message ?? result.error ?? fallback;
  return result.success
    ? { success: true, message }
    : { success: false, message, fieldErrors: result.fieldErrors ?? {} };
}

export function failure(message: string): ActionResult {
  return { success: false, message, fieldErrors: {} };
}
