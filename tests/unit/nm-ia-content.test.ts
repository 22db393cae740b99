import { describe, expect, it } from 'vitest';
import { parseFormattedBody } from '@/lib/domain/content-body';
import en from '@/messages/en/content.json';
import es from '@/messages/es/content.json';
import it_ from '@/messages/it/content.json';

const languages = { es, en, it: it_ };

describe('NM+IA page texts: a translated fallback when the provider fails', () => {
  for (const [lang, messages] of Object.entries(languages)) {
    const page = messages['nm-ia'];
    it(`${lang}: the fallback body has headings, bold and a list in the provider's markup`, () => {
      const blocks = parseFormattedBody(page.ai.body);
      expect(blocks.filter((block) => block.kind === 'heading').length).toBeGreaterThanOrEqual(2);
      expect(blocks.some((block) => block.kind === 'list' && block.items.length >= 3)).toBe(true);
      expect(blocks.some((block) => block.kind === 'paragraph' && block.runs.some((run) => run.bold))).toBe(true);
      expect(page.ai.description.split('\n')).toHaveLength(2);
    });
    it(`${lang}: four AI process cards, a quote with its attribution, a consultation call`, () => {
      expect(Object.keys(page.process.steps)).toEqual(['1', '2', '3', '4']);
      expect(page.quote.text && page.quote.author && page.quote.role).toBeTruthy();
      expect(page.cta.button).toBe(page.consult);
    });
  }
});
