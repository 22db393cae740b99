import { match } from 'path-to-regexp';
import type { Payload } from 'payload';
import { parse } from 'qs-esm';
import { adminLang } from '../views/shared/texts';
import { texts, WHERE_LIMITS, type Texts } from './query-texts';

/**
 * What a signed-in member of staff sends the back office's REST API in a query, checked before Payload sees it.
 * Payload checks that a `where` names fields that exist (its own 400), but not what it compares them with: a date
 * field compared with a value that is no date, a geographic operator on a text field, an object where a value belongs,
 * a `where` that is no object, or a document id that is no number reached the database and came back as a 500.
 * Each of them is now a 400 (a 404 for the id, as for an id that does not exist) with the reason, in the admin's
 * language. The rules follow Payload's own reading of a query (qs-esm, as in its createPayloadRequest) and its own
 * routes (each collection's endpoints, matched as its handleEndpoints matches them).
 */

export { WHERE_LIMITS } from './query-texts';

const OPERATORS = new Set([
  'equals',
  'not_equals',
  'in',
  'not_in',
  'all',
  'exists',
  'like',
  'not_like',
  'contains',
  'greater_than',
  'greater_than_equal',
  'less_than',
  'less_than_equal',
  'near',
  'within',
  'intersects',
]);
/** Operators only a point field takes (the site has none). */
const GEOGRAPHIC = new Set(['near', 'within', 'intersects']);
/** Operators that take a list (an array, or a string of comma-separated values, which Payload splits). */
const LISTS = new Set(['in', 'not_in', 'all']);
/** On a date field, every operator but `exists` compares with a date (Payload turned `not_like` "x" into a 500). */
const DATE_COMPARISONS = new Set(
  [...OPERATORS].filter((operator) => operator !== 'exists' && !GEOGRAPHIC.has(operator)),
);

type Fields = { dates: ReadonlySet<string>; points: ReadonlySet<string> };
type FlatField = { name?: string; type: string; flattenedFields?: FlatField[] };

/** The dotted paths of a collection's or global's date and point fields, into groups, arrays and tabs. */
export function fieldKinds(fields: readonly FlatField[]): Fields {
  const dates = new Set<string>();
  const points = new Set<string>();
  const walk = (list: readonly FlatField[], prefix: string) => {
    for (const field of list) {
      if (!field.name) continue;
      const path = prefix + field.name;
      if (field.type === 'date') dates.add(path);
      if (field.type === 'point') points.add(path);
      if (field.flattenedFields) walk(field.flattenedFields, `${path}.`);
    }
  };
  walk(fields, '');
  return { dates, points };
}

/** Each collection's and global's field kinds, worked out once per configuration. */
const kinds = new WeakMap<object, Fields>();
function kindsOf(config: { flattenedFields: unknown }): Fields {
  let known = kinds.get(config);
  if (!known) kinds.set(config, (known = fieldKinds(config.flattenedFields as FlatField[])));
  return known;
}

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value) && !(value instanceof Date);
const isScalar = (value: unknown) => value === null || ['string', 'number', 'boolean'].includes(typeof value);
const readsAsDate = (value: unknown) =>
  value === null ||
  value === '' ||
  ((typeof value === 'string' || typeof value === 'number') && !Number.isNaN(new Date(value).getTime()));

/** A version's fields are queried as `version.<path>`; its own dates (createdAt, updatedAt) at the top. */
const ownPath = (path: string) => path.replace(/^version\./, '');
/** A path through a relationship ("cover.createdAt") reaches another collection's timestamps. */
const isDate = (path: string, fields: Fields) =>
  fields.dates.has(path) || fields.dates.has(ownPath(path)) || /(^|\.)(createdAt|updatedAt)$/.test(path);

/** The first thing wrong with a `where`, or null. Its length and depth are bounded before anything else is read. */
export function whereProblem(where: unknown, fields: Fields, t: Texts): string | null {
  if (where === undefined) return null;
  if (!isPlainObject(where)) return t.notObject;
  let conditions = 0;
  const check = (node: Record<string, unknown>, depth: number): string | null => {
    if (depth > WHERE_LIMITS.depth) return t.tooMany;
    for (const [key, value] of Object.entries(node)) {
      if (++conditions > WHERE_LIMITS.conditions) return t.tooMany;
      if (key === 'and' || key === 'or') {
        const branches = Array.isArray(value) ? value : isPlainObject(value) ? Object.values(value) : null;
        if (!branches) continue; // Payload's own 400 ("cannot be queried")
        for (const branch of branches) {
          if (!isPlainObject(branch)) return t.notObject;
          const problem = check(branch, depth + 1);
          if (problem) return problem;
        }
        continue;
      }
      if (!isPlainObject(value)) return t.value(key);
      for (const [operator, operand] of Object.entries(value)) {
        if (++conditions > WHERE_LIMITS.conditions) return t.tooMany;
        if (!OPERATORS.has(operator)) continue; // Payload's own 400 ("cannot be queried")
        if (GEOGRAPHIC.has(operator)) {
          if (!fields.points.has(ownPath(key))) return t.operator(key, operator);
          continue;
        }
        const values =
          LISTS.has(operator) && typeof operand === 'string'
            ? operand.split(',')
            : Array.isArray(operand) && LISTS.has(operator)
              ? operand
              : [operand];
        if (!values.every(isScalar)) return t.value(key);
        if (DATE_COMPARISONS.has(operator) && isDate(key, fields) && !values.every(readsAsDate)) return t.date(key);
      }
    }
    return null;
  };
  return check(where, 0);
}

/** The language a REST call asks for: Payload's language cookie, else the browser's. */
export function requestLanguage(headers: Headers): string | null {
  return /(?:^|;\s*)payload-lng=([^;]+)/.exec(headers.get('cookie') ?? '')?.[1] ?? headers.get('accept-language');
}

/** The admin's texts for a REST call, in its language (cms/views/shared/texts.ts). */
export function restTexts(headers: Headers): Texts {
  return texts(adminLang(requestLanguage(headers)));
}

type Refusal = { status: 400 | 404; message: string };

/**
 * Payload's list parameters and their bounds: it answered a page of 1e30, a negative limit or a limit past the largest
 * integer with a 500. Whole numbers within what the admin asks for, else a 400.
 */
export const LIST_BOUNDS = { limit: 1000, page: 100_000, depth: 10 } as const;

/** A list parameter out of its bounds (or given twice, or as an object), in the query or a GET's form body. */
export function listBoundsProblem(search: string, t: Texts): string | null {
  const query = parse(search, { depth: 1, ignoreQueryPrefix: true, parameterLimit: 1000 }) as Record<string, unknown>;
  for (const [name, max] of Object.entries(LIST_BOUNDS)) {
    const value = query[name];
    if (value !== undefined && !(typeof value === 'string' && /^\d{1,7}$/.test(value) && Number(value) <= max))
      return t.bound(name, max);
  }
  return null;
}

/** Payload's routes that take a document's (or a version's) id, which is a number in this store. */
const ID_ROUTES = new Set(['/:id', '/:id/duplicate', '/versions/:id', '/access/:id?']);

/** A `where` sent as JSON text, which Payload parses itself (and answered text that is no JSON with a 500). */
const jsonOrInvalid = (text: string): unknown => {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return 'invalid';
  }
};

/**
 * What is wrong with a REST call's query and address, or null: `slug` is the path after /cms-api, `search` the query
 * string (or the form body of a POST that asks for a GET, as Payload's relationship fields send it).
 */
export function restQueryProblem(
  payload: Payload,
  slug: readonly string[],
  method: string,
  search: string,
  headers: Headers,
): Refusal | null {
  // Whatever the method, and before anything else: a GET asked for by a POST reads its list from the body.
  const bounds = listBoundsProblem(search, restTexts(headers));
  if (bounds) return { status: 400, message: bounds };
  const [first, ...rest] = slug;
  const collection = first ? payload.collections[first as keyof typeof payload.collections] : undefined;
  const global =
    first === 'globals' ? payload.config.globals.find((candidate) => candidate.slug === rest[0]) : undefined;
  const config = collection?.config ?? global;
  if (!config) return null; // not a collection or a global: Payload's own 404, or the studio's endpoints
  const t = restTexts(headers);
  // The first of the collection's or global's routes that matches, as Payload picks it.
  const path = `/${(collection ? rest : rest.slice(1)).join('/')}`;
  const numericIds = payload.db.defaultIDType === 'number' && !collection?.customIDType;
  for (const endpoint of config.endpoints || []) {
    if (endpoint.method.toUpperCase() !== method.toUpperCase()) continue;
    // The segments arrive decoded already: decoding again would throw on a '%' in them.
    const found = match<{ id?: string }>(endpoint.path, { decode: (segment) => segment })(path);
    if (!found) continue;
    // Versions of what keeps none: Payload queried a table that does not exist.
    if (endpoint.path.startsWith('/versions') && !config.versions) return { status: 404, message: t.notFound };
    if (
      numericIds &&
      ID_ROUTES.has(endpoint.path) &&
      found.params.id !== undefined &&
      !/^\d{1,15}$/.test(found.params.id)
    ) {
      return { status: 404, message: t.notFound };
    }
    break;
  }
  const { where } = parse(search, { allowEmptyArrays: true, arrayLimit: 1000, depth: 10, ignoreQueryPrefix: true }) as {
    where?: unknown;
  };
  const problem = whereProblem(typeof where === 'string' ? jsonOrInvalid(where) : where, kindsOf(config), t);
  return problem ? { status: 400, message: problem } : null;
}
