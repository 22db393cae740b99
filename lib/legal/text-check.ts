import { createTranslator } from 'use-intl/core';
import { legalPlaceholders, legalTags } from './vocabulary';

/**
 * Whether a legal text can be rendered by the legal pages: it is an ICU message (next-intl's syntax) that names only
 * the placeholders and tags the renderer supplies (lib/legal/vocabulary.ts). The back office runs it on every text
 * before saving, and the unit tests on the imported texts, so that no edit can break a page.
 */
export type LegalTextProblem =
  { kind: 'placeholder'; name: string } | { kind: 'tag'; name: string } | { kind: 'syntax'; detail: string };

/** `{brand}`, and also `{date, date, long}`: every argument the message names. */
export const placeholdersOf = (message: string): string[] =>
  [...message.matchAll(/\{\s*(\w+)\s*[,}]/g)].map((m) => m[1] ?? '').sort();

/** Opening tags (`<strong>`): each has its closing tag, or the syntax check below fails. */
export const tagsOf = (message: string): string[] => [...message.matchAll(/<(\w+)>/g)].map((m) => m[1] ?? '').sort();

const closingTagsOf = (message: string): string[] => [...message.matchAll(/<\/\s*(\w+)\s*>/g)].map((m) => m[1] ?? '');

const knownPlaceholders: ReadonlySet<string> = new Set(legalPlaceholders);
const knownTags: ReadonlySet<string> = new Set(legalTags);

const sampleValues = {
  ...Object.fromEntries(legalPlaceholders.map((name) => [name, name])),
  ...Object.fromEntries(legalTags.map((name) => [name, (chunks: string) => chunks])),
};

export function legalTextProblems(text: string): LegalTextProblem[] {
  const problems: LegalTextProblem[] = [];
  const unknownPlaceholders = new Set(placeholdersOf(text).filter((name) => !knownPlaceholders.has(name)));
  const unknownTags = new Set([...tagsOf(text), ...closingTagsOf(text)].filter((name) => !knownTags.has(name)));
  for (const name of unknownPlaceholders) problems.push({ kind: 'placeholder', name });
  for (const name of unknownTags) problems.push({ kind: 'tag', name });
  if (problems.length) return problems;

  // Every value is already text ({date} comes formatted): a plural, select or number format would show "NaN".
  const formatted = /\{\s*\w+\s*,[^}]*/.exec(text);
  if (formatted) return [{ kind: 'syntax', detail: `"${formatted[0]}": only plain placeholders such as {brand}` }];

  const errors: string[] = [];
  const t = createTranslator({ locale: 'es', messages: { text }, onError: (error) => errors.push(error.message) });
  const output = t.markup('text', sampleValues);
  if (errors.length) return [{ kind: 'syntax', detail: errors[0] ?? '' }];
  // A straight apostrophe before a brace or a tag quotes it (ICU's escape), so the page would show the raw syntax;
  // a tag left open shows the same way.
  const leftover = /[{}<>]/.exec(output);
  if (leftover)
    return [
      {
        kind: 'syntax',
        detail: `"${leftover[0]}" left in "${output.slice(Math.max(0, leftover.index - 20), leftover.index + 20)}"`,
      },
    ];
  return [];
}
