import type { z } from 'zod';
import type { Locale } from '@/lib/provider/contract';
import { invalidPayload } from '@/lib/provider/results';
import { resultResponse } from './respond';

/** 400 with a localised message per failing field. */
export function validationResponse(
  error: z.ZodError,
  locale: Locale,
  values: Record<string, string | number> = {},
): Response {
  return resultResponse(invalidPayload(error, locale, values));
}
