import type { z } from 'zod';
import type { Locale, ProviderFailure, ProviderResult } from '@/lib/provider/contract';
import { errorMessages, fill } from '@/lib/provider/messages';
import { fieldErrorKeys } from '@/lib/schemas/field-errors';

export function succeeded(message: string, id?: string): ProviderResult {
  return { success: true, message, ...(id ? { id } : {}) };
}

/** `message` and `error` carry the same text: the provider's clients read one or the other depending on the call. */
export function failed(reason: ProviderFailure, message: string, extra: Partial<ProviderResult> = {}): ProviderResult {
  return { success: false, message, error: message, reason, ...extra };
}

export function invalidFields(fieldErrors: Record<string, string>, locale: Locale): ProviderResult {
  const first = Object.values(fieldErrors)[0] ?? errorMessages(locale).request.invalid;
  return failed('invalid', first, { fieldErrors });
}

/** Localises a schema's message keys for the visitor's language, filling `{name}` placeholders from `values`. */
export function invalidPayload(
  error: z.ZodError,
  locale: Locale,
  values: Record<string, string | number> = {},
): ProviderResult {
  const validation = errorMessages(locale).validation;
  const fieldErrors = Object.fromEntries(
    Object.entries(fieldErrorKeys(error)).map(([field, key]) => [field, fill(validation[key], values)]),
  );
  return invalidFields(fieldErrors, locale);
}

export function rateLimited(retryAfterSeconds: number, locale: Locale): ProviderResult {
  return failed('rate-limited', errorMessages(locale).request.rateLimited, { retryAfterSeconds });
}
