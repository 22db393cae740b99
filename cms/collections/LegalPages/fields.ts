import type { Field, PayloadRequest, Validate } from 'payload';
import {
  array as validateArray,
  blocks as validateBlocks,
  text as validateText,
  textarea as validateTextarea,
} from 'payload/shared';
import { legalTextProblems, type LegalTextProblem } from '@/lib/legal/text-check';
import { legalPlaceholders, legalTags, type LegalDocumentKey } from '@/lib/legal/vocabulary';
import { namedRows } from '../../fields';

// The legal pages' field builders and their checks: texts the pages can render, identifiers that anchor.
export type Language = 'es' | 'en' | 'it';
export type Label = Record<Language, string>;
export const label = (es: string, en: string, it: string): Label => ({ es, en, it });

export const DOCUMENT_LABELS: Record<LegalDocumentKey, Label> = {
  terms: label('Términos y condiciones', 'Terms and conditions', 'Termini e condizioni'),
  notice: label('Aviso legal', 'Legal notice', 'Note legali'),
  privacy: label('Política de privacidad', 'Privacy policy', 'Informativa sulla privacy'),
  cookies: label('Política de cookies', 'Cookie policy', 'Cookie policy'),
};

/** The language of the admin screen that saves (Payload's own interface language), Spanish when unknown. */
export function languageOf(req: PayloadRequest | undefined): Language {
  const language = req?.i18n?.language;
  return language === 'en' || language === 'it' ? language : 'es';
}

export const placeholderList = legalPlaceholders.map((name) => `{${name}}`).join(', ');
export const tagList = legalTags.map((name) => `<${name}>…</${name}>`).join(', ');

export const textHint = label(
  `Se puede usar: ${placeholderList}; y las etiquetas ${tagList}. Un apóstrofo recto (') delante de { o < los anula: usa ’.`,
  `You may use: ${placeholderList}; and the tags ${tagList}. A straight apostrophe (') before { or < cancels them: use ’.`,
  `Si possono usare: ${placeholderList}; e i tag ${tagList}. Un apostrofo dritto (') prima di { o < li annulla: usa ’.`,
);

export function problemMessage(problem: LegalTextProblem, language: Language): string {
  switch (problem.kind) {
    case 'placeholder':
      return {
        es: `{${problem.name}} no es un dato que la página conozca. Se puede usar: ${placeholderList}.`,
        en: `{${problem.name}} is not a detail the page knows. You may use: ${placeholderList}.`,
        it: `{${problem.name}} non è un dato che la pagina conosce. Si possono usare: ${placeholderList}.`,
      }[language];
    case 'tag':
      return {
        es: `<${problem.name}> no es una etiqueta que la página conozca. Se puede usar: ${tagList}.`,
        en: `<${problem.name}> is not a tag the page knows. You may use: ${tagList}.`,
        it: `<${problem.name}> non è un tag che la pagina conosce. Si possono usare: ${tagList}.`,
      }[language];
    case 'syntax':
      return {
        es: `El texto no se puede mostrar: revisa que cada { tenga su }, que cada etiqueta se cierre (<strong>…</strong>) y que no haya un apóstrofo recto (') delante de { o <. (${problem.detail})`,
        en: `The text cannot be shown: check that every { has its }, that every tag is closed (<strong>…</strong>) and that no straight apostrophe (') comes before { or <. (${problem.detail})`,
        it: `Il testo non si può mostrare: verifica che ogni { abbia la sua }, che ogni tag sia chiuso (<strong>…</strong>) e che non ci sia un apostrofo dritto (') prima di { o <. (${problem.detail})`,
      }[language];
  }
}

/** Payload's own checks of the field (required, length), then whether the legal pages can render the text. */
export function legalText(base: typeof validateText | typeof validateTextarea): Validate<string> {
  return async (value, options) => {
    const basic = await base(value, options as never);
    if (basic !== true) return basic;
    const [problem] = value ? legalTextProblems(value) : [];
    return problem ? problemMessage(problem, languageOf(options.req)) : true;
  };
}

/** Rows show their title or text rather than a number (cms/admin/row-label.tsx). */
export const rowLabel = { components: namedRows } as const;

export const anchorKeyHint = (example: string) =>
  label(
    `Da nombre al enlace de esta parte de la página (${example}); cambiarlo rompe los enlaces que ya apunten a ella.`,
    `Names the link to this part of the page (${example}); changing it breaks links that already point to it.`,
    `Dà il nome al link di questa parte della pagina (${example}); cambiarlo rompe i link che vi puntano già.`,
  );

export const keyMessage = (pattern: string) => ({
  es: `Debe ser ${pattern}.`,
  en: `Must be ${pattern}.`,
  it: `Deve essere ${pattern}.`,
});

/** An optional or required identifier that must fit `pattern` (explained as `shape` to the editor). */
export function keyField(
  name: string,
  pattern: RegExp,
  shape: string,
  extra: Partial<Field> & { required?: boolean; admin?: Record<string, unknown> },
): Field {
  return {
    name,
    type: 'text',
    label: label('Identificador', 'Identifier', 'Identificativo'),
    ...extra,
    validate: (value: string | null | undefined, { req, required }: { req: PayloadRequest; required?: boolean }) => {
      if (!value) return required ? req.t('validation:required') : true;
      return pattern.test(value) ? true : keyMessage(shape)[languageOf(req)];
    },
  } as Field;
}

/** No two rows of a list may share an identifier (the renderer keys and anchors by it). */
export function uniqueKeys(
  keyOf: (row: Record<string, unknown>) => unknown,
  base: typeof validateArray | typeof validateBlocks = validateArray,
): Validate<unknown[]> {
  return async (rows, options) => {
    const basic = await base(rows, options as never);
    if (basic !== true) return basic;
    const keys = (rows ?? [])
      .map((row) => keyOf((row ?? {}) as Record<string, unknown>))
      .filter((key): key is string => typeof key === 'string' && key !== '');
    const repeated = keys.find((key, index) => keys.indexOf(key) !== index);
    if (!repeated) return true;
    return { es: `«${repeated}» está repetido.`, en: `“${repeated}” is repeated.`, it: `«${repeated}» è ripetuto.` }[
      languageOf(options.req)
    ];
  };
}

export const textField = (name: string, fieldLabel: Label, long = true): Field =>
  ({
    name,
    type: long ? 'textarea' : 'text',
    required: true,
    localized: true,
    maxLength: long ? 4000 : 300,
    label: fieldLabel,
    admin: { description: textHint },
    validate: legalText(long ? validateTextarea : validateText),
  }) as Field;
