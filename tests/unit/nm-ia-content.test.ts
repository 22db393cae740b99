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
    // The four process cards and the closing quote are the studio's, in the back office (tests/api/cms-pages.test.ts).
    it(`${lang}: a consultation call that says what the hero's button says`, () => {
      expect(page.cta.button).toBe(page.consult);
    });
  }
});
