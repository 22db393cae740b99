import type { Locale } from '@/lib/i18n/locales';

/** Words the home headline highlights. */
export const HOME_HEADLINE_HIGHLIGHTS = ['neuromarketing', 'IA', 'AI'] as const;

/** Key phrases the architecture hero highlights, in each language. */
export const ARCHITECTURE_KEY_PHRASES: Record<Locale, readonly string[]> = {
  es: ['espacios', 'emociones visuales', 'neuromarketing', 'inteligencia artificial'],
  en: ['spaces', 'visual emotions', 'neuromarketing', 'artificial intelligence'],
  it: ['spazi', 'emozioni visive', 'neuromarketing', 'intelligenza artificiale'],
};

export type TextSegment = { text: string; highlighted: boolean };

function escapeRegExp(value: string): string {
  return value.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/**
 * Splits text into plain and highlighted runs. Phrases match whole words, case-insensitively, longest first;
 * with `finalStop`, a full stop that ends the text is highlighted too.
 */
export function highlightPhrases(text: string, phrases: readonly string[], { finalStop = false } = {}): TextSegment[] {
  const sorted = [...phrases].sort((a, b) => b.length - a.length).map(escapeRegExp);
  const parts: string[] = [];
  if (sorted.length) parts.push(`(?<![\\p{L}\\p{N}])(?:${sorted.join('|')})(?![\\p{L}\\p{N}])`);
  if (finalStop) parts.push('\\.(?=\\s*$)');
  if (!parts.length) return [{ text, highlighted: false }];

  const pattern = new RegExp(parts.join('|'), 'giu');
  const segments: TextSegment[] = [];
  let last = 0;
  for (const match of text.matchAll(pattern)) {
    const start = match.index;
    if (start > last) segments.push({ text: text.slice(last, start), highlighted: false });
    segments.push({ text: match[0], highlighted: true });
    last = start + match[0].length;
  }
  if (last < text.length) segments.push({ text: text.slice(last), highlighted: false });
  return segments;
}
