import { describe, expect, it } from 'vitest';
import { fieldKinds, restTexts, WHERE_LIMITS, whereProblem } from '@/cms/rest/query';

const fields = fieldKinds([
  { name: 'title', type: 'text' },
  { name: 'createdAt', type: 'date' },
  { name: 'sessions', type: 'array', flattenedFields: [{ name: 'expiresAt', type: 'date' }] },
  { name: 'place', type: 'point' },
]);
const t = restTexts(new Headers({ 'accept-language': 'en-GB,en;q=0.8' }));
const problem = (where: unknown) => whereProblem(where, fields, t);

describe("a back-office query's where, before Payload takes it to the database", () => {
  it('takes what the admin sends: dates, lists, null, exists, nested and/or, operators on the fields they fit', () => {
    for (const where of [
      undefined,
      {},
      { createdAt: { greater_than: '2026-11-27T10:00:00.000Z' } },
      { createdAt: { less_than_equal: 1795817408000, exists: 'true' } },
      { createdAt: { in: '2026-01-01,2026-02-01' }, title: { in: ['a', 'b'] } },
      { 'sessions.expiresAt': { greater_than: '2026-01-01' } },
      { 'version.createdAt': { equals: null } },
      {
        or: [
          { and: [{ title: { like: 'ático' } }, { createdAt: { not_equals: '2026-01-01' } }] },
          { title: { exists: false } },
        ],
      },
      { place: { near: '39.47,-0.37,1000' } },
      { title: { cannot_be_read_here: 'x' } }, // an operator Payload does not know: its own 400
    ]) {
      expect(problem(where), JSON.stringify(where)).toBeNull();
    }
  });

  it('refuses a value that is no date on a date field, with any operator but exists, at any depth', () => {
    expect(problem({ createdAt: { greater_than: 'notadate' } })).toBe(
      '"createdAt": the filter\'s value is not a date.',
    );
    expect(problem({ 'sessions.expiresAt': { equals: '2026-13-45' } })).toBe(
      '"sessions.expiresAt": the filter\'s value is not a date.',
    );
    expect(problem({ 'cover.updatedAt': { not_like: 'x' } })).toBe(
      '"cover.updatedAt": the filter\'s value is not a date.',
    );
    expect(problem({ or: [{ and: [{ createdAt: { in: ['2026-01-01', 'soon'] } }] }] })).toBe(
      '"createdAt": the filter\'s value is not a date.',
    );
    expect(problem({ createdAt: { exists: 'maybe' } })).toBeNull();
  });

  it('refuses a where that is no object, an object where a value belongs, and a geographic operator off a point field', () => {
    for (const where of ['abc', 42, ['a'], null])
      expect(problem(where), String(where)).toBe("The query's filter (where) is not valid.");
    expect(problem({ or: ['x'] })).toBe("The query's filter (where) is not valid.");
    expect(problem({ title: 'plain' })).toBe('"title": the filter\'s value is not valid.');
    expect(problem({ title: { equals: { a: 'b' } } })).toBe('"title": the filter\'s value is not valid.');
    expect(problem({ title: { in: [['nested']] } })).toBe('"title": the filter\'s value is not valid.');
    for (const operator of ['near', 'within', 'intersects'])
      expect(problem({ title: { [operator]: '1,2' } })).toBe(`"title": cannot be filtered with "${operator}".`);
  });

  it(`bounds the work before reading it: at most ${WHERE_LIMITS.conditions} conditions, ${WHERE_LIMITS.depth} levels deep`, () => {
    const conditions = (count: number) =>
      Object.fromEntries(Array.from({ length: count }, (_, index) => [`f${index}`, { equals: 'x' }]));
    // Each field and each of its operators is one condition.
    expect(problem(conditions(WHERE_LIMITS.conditions / 2))).toBeNull();
    expect(problem(conditions(WHERE_LIMITS.conditions / 2 + 1))).toMatch(/too complex/);
    const nested = (depth: number): Record<string, unknown> =>
      depth === 0 ? { title: { equals: 'x' } } : { and: [nested(depth - 1)] };
    expect(problem(nested(WHERE_LIMITS.depth))).toBeNull();
    expect(problem(nested(WHERE_LIMITS.depth + 1))).toMatch(/too complex/);
  });

  it("answers in the admin's language: Payload's language cookie first, then the browser's, else Spanish", () => {
    const where = { createdAt: { equals: 'x' } };
    expect(
      whereProblem(where, fields, restTexts(new Headers({ cookie: 'a=1; payload-lng=it', 'accept-language': 'en' }))),
    ).toBe('«createdAt»: il valore del filtro non è una data.');
    expect(whereProblem(where, fields, restTexts(new Headers({ 'accept-language': 'de-DE' })))).toBe(
      '«createdAt»: el valor del filtro no es una fecha.',
    );
  });
});
