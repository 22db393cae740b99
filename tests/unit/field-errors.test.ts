import { describe, expect, it } from 'vitest';
import { keepFieldErrors } from '@/cms/hooks/field-errors';

type HookArgs = Parameters<typeof keepFieldErrors>[0];

/** A refused save as the production build's REST handler sees it: Payload's ValidationError, its class renamed 'a'. */
function refusal(status = 400) {
  const error = Object.assign(new Error('Los siguientes campos son inválidos: Identificador (URL), Filtro'), {
    name: 'a',
    status,
    data: {
      collection: 'galleries',
      errors: [
        { path: 'galleryId', label: 'Identificador (URL)', message: 'Solo minúsculas sin acentos, números y guiones, p. ej. atico-ruzafa-2026.' },
        { path: 'subcategory', label: 'Filtro', message: 'Catálogos, Hostelería, Casas, Oficinas, Retail' },
      ],
    },
  });
  return error;
}

const run = (error: Error, result: HookArgs['result']) => keepFieldErrors({ error, result, context: {}, req: {} as HookArgs['req'] });

describe('a refused save answers with each field’s reason (shown under the field)', () => {
  it('puts the fields’ reasons back when Payload’s answer lost them (production build)', () => {
    const error = refusal();
    const answer = run(error, { errors: [{ message: error.message }] });
    expect(answer).toEqual({
      response: { errors: [{ name: 'ValidationError', data: error.data, message: error.message }] },
    });
  });

  it('leaves an answer that has them, and anything that is no field refusal', () => {
    const error = refusal();
    expect(run(error, { errors: [{ name: 'ValidationError', data: error.data, message: error.message }] })).toBeUndefined();
    // A server error keeps Payload's "Something went wrong." whatever it carries.
    expect(run(refusal(500), { errors: [{ message: 'Something went wrong.' }] })).toBeUndefined();
    expect(run(Object.assign(new Error('Not found'), { status: 404 }), { errors: [{ message: 'Not found' }] })).toBeUndefined();
    expect(run(Object.assign(new Error('x'), { status: 400, data: { errors: 'no list' } }), { errors: [{ message: 'x' }] })).toBeUndefined();
    expect(run(refusal(), undefined)).toBeUndefined();
  });
});
