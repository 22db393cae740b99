import { z } from 'zod';
import { isBookingService } from '@/lib/domain/booking-services';
import type { ValidationKey } from './validation-key';

/**
 * Field rules shared by the payload schemas. Every message is a key of messages/{locale}/errors.json `validation`,
 * so a form shows it through next-intl and the server through lib/provider/messages.
 */
const key = (value: ValidationKey) => ({ error: value });

// Control characters and angle brackets never belong in a name or a subject; refusing them keeps markup out of e-mails.
// The brackets are refused with a message that names them, since a visitor may well type them ("< 500 €").
const NO_ANGLE_BRACKETS = /^[^<>]*$/;
// Nor the C1 controls, or the bidirectional overrides and isolates (U+202A–U+202E, U+2066–U+2069), which make a
// name read backwards in the studio's mail and back office ("Ana\u202eTest").
const PLAIN_LINE = /^[^\u0000-\u001f\u007f-\u009f\u202a-\u202e\u2066-\u2069]*$/;
// A message may span lines, but not carry other control characters.
const PLAIN_TEXT = /^[^\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f\u202a-\u202e\u2066-\u2069]*$/;

export const nameField = z
  .string(key('nameRequired'))
  .trim()
  .min(2, key('nameRequired'))
  .max(100, key('textTooLong'))
  .regex(NO_ANGLE_BRACKETS, key('angleBrackets'))
  .regex(PLAIN_LINE, key('invalidCharacters'));

export const emailField = (message: ValidationKey) =>
  z
    .string(key(message))
    .trim()
    .max(254, key(message))
    .pipe(z.email(key(message)));

export const optionalEmailField = z.preprocess(
  (value) => (typeof value === 'string' && value.trim() === '' ? undefined : value),
  emailField('emailInvalid').optional(),
);

export const phoneField = z
  .string(key('phoneInvalid'))
  .trim()
  .max(30, key('phoneInvalid'))
  .regex(/^[+()\d\s.-]*$/, key('phoneInvalid'))
  .optional()
  .default('');

export const optionalTextField = (max: number) =>
  z
    .string(key('fieldInvalid'))
    .trim()
    .max(max, key('textTooLong'))
    .regex(PLAIN_TEXT, key('invalidCharacters'))
    .optional()
    .default('');

export const subjectField = z
  .string(key('subjectRequired'))
  .trim()
  .min(2, key('subjectRequired'))
  .max(150, key('textTooLong'))
  .regex(NO_ANGLE_BRACKETS, key('angleBrackets'))
  .regex(PLAIN_LINE, key('invalidCharacters'));

export const messageField = z
  .string(key('messageTooShort'))
  .trim()
  .min(10, key('messageTooShort'))
  .max(5000, key('textTooLong'))
  .regex(PLAIN_TEXT, key('invalidCharacters'));

/**
 * A service the studio offers, such as consulta-gratuita; empty means the free consultation of the visitor's language.
 */
export const serviceField = z.preprocess(
  (value) => (typeof value === 'string' && value.trim() === '' ? undefined : value),
  z.string(key('serviceInvalid')).trim().refine(isBookingService, key('serviceInvalid')).optional(),
);

/** The honeypot: a field people never see. Anything typed into it marks the submission as spam. */
export const HONEYPOT_FIELD = 'website';
export const honeypotField = z.unknown().optional();

export function isHoneypotFilled(value: unknown): boolean {
  if (value === undefined || value === null) return false;
  return typeof value !== 'string' || value.trim() !== '';
}
