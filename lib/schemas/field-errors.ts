import type { z } from 'zod';
import errors from '@/messages/es/errors.json';
import type { ValidationKey } from './validation-key';

function isValidationKey(value: string): value is ValidationKey {
  return Object.hasOwn(errors.validation, value);
}

/** The first message key of each failing field; a form shows one message per field. */
export function fieldErrorKeys(error: z.ZodError): Record<string, ValidationKey> {
  const keys: Record<string, ValidationKey> = {};
  for (const issue of error.issues) {
    const field = issue.path.map(String).join('.') || 'form';
    if (!(field in keys)) keys[field] = isValidationKey(issue.message) ? issue.message : 'fieldInvalid';
  }
  return keys;
}
