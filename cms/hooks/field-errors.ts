import type { AfterErrorHook } from 'payload';

/*
 * A refused save answers with each field's reason, so that the admin shows it under the field.
 *
 * Payload's REST answer carries a ValidationError's `data.errors` (each field's path and message) only when the error
 * is an instance of its ValidationError class, or is named "ValidationError". In the production build neither holds:
 * Payload is bundled twice (the REST handler's copy, and the copy the Local API loads on first use), so `instanceof`
 * fails, and minification renames the class, so its name is a single letter. The answer was the summary alone ("Los
 * siguientes campos son inválidos: Identificador (URL), Filtro") and nothing appeared under the fields. This puts the
 * details back: an error that carries its fields' reasons, refused with a 4xx, answers with them.
 */

type FieldProblem = { path?: unknown; message?: unknown; label?: unknown };
type ErrorWithDetails = Error & { status?: unknown; data?: { errors?: unknown } };

const isFieldProblemList = (value: unknown): value is FieldProblem[] =>
  Array.isArray(value) && value.length > 0 && value.every((item) => item !== null && typeof item === 'object');

export const keepFieldErrors: AfterErrorHook = ({ error, result }) => {
  const { status, data } = error as ErrorWithDetails;
  if (!result || typeof status !== 'number' || status < 400 || status >= 500 || !isFieldProblemList(data?.errors)) return;
  // Payload recognised it (the development server, the tests): its answer already has the details.
  if (!Array.isArray(result.errors) || result.errors.some((entry) => entry.data)) return;
  return { response: { ...result, errors: [{ name: 'ValidationError', data: data as Record<string, unknown>, message: error.message }] } };
};
