import { describe, expect, it } from 'vitest';
import { GET } from '@/app/api/contents/route';
import type { ContentEntry } from '@/lib/provider/contract';

const locales = ['es', 'en', 'it'] as const;

async function fetchContents(query: string): Promise<Response> {
  return GET(new Request(`http://localhost/api/contents?${query}`));
}

const calls = [
  ['home', 'hero'],
  ['home', 'services-intro'],
  ['home', 'services-intro-corrected'],
  ['arquitectura', 'hero'],
  ['publicidad', 'hero'],
  ['turismo', 'hero'],
  ['nm-ia', 'hero'],
  ['nm-ia', 'ai'],
] as const;

describe('GET /api/contents', () => {
  it.each(calls)(
    '%s/%s answers a complete list in every language, each language its own text',
    async (page, section) => {
      const texts: string[] = [];
      for (const lang of locales) {
        const response = await fetchContents(`page=${page}&section=${section}&lang=${lang}`);
        expect(response.status).toBe(200);
        const entries = (await response.json()) as ContentEntry[];
        expect(Array.isArray(entries)).toBe(true);
        expect(entries.length).toBeGreaterThan(0);
        const [first] = entries;
        expect(first?.id).toBeTruthy();
        expect(first?.title.length).toBeGreaterThan(10);
        // The first two description lines form the heading; more lines are paragraphs.
        expect(first?.description.split('\n').length).toBeGreaterThanOrEqual(2);
        texts.push(`${first?.title}|${first?.description}`);
      }
      expect(new Set(texts).size).toBe(3);
    },
  );

  it('the nm-ia ai entry carries the long formatted body: ## headings, **bold** and bullet lines', async () => {
    for (const lang of locales) {
      const [entry] = (await (await fetchContents(`page=nm-ia&section=ai&lang=${lang}`)).json()) as ContentEntry[];
      const body = entry?.content ?? '';
      expect(body.match(/^## /gm)?.length).toBeGreaterThanOrEqual(3);
      expect(body).toMatch(/\*\*[^*]+\*\*/);
      expect(body.match(/^- /gm)?.length).toBeGreaterThanOrEqual(6);
    }
  });

  it('the nm-ia hero title keeps its line break', async () => {
    const [entry] = (await (await fetchContents('page=nm-ia&section=hero&lang=es')).json()) as ContentEntry[];
    expect(entry?.title).toContain('\n');
  });

  it('the home hero names neuromarketing and IA/AI, which the headline highlights', async () => {
    for (const lang of locales) {
      const [entry] = (await (await fetchContents(`page=home&section=hero&lang=${lang}`)).json()) as ContentEntry[];
      expect(entry?.title).toMatch(/neuromarketing/i);
      expect(entry?.title).toMatch(/\b(IA|AI)\b/);
    }
  });

  it.each([
    'page=contacto&section=hero&lang=es',
    'page=home&section=footer&lang=en',
    'page=publicidad&section=ai&lang=it',
    'section=hero&lang=es',
  ])('an unknown page/section combination is an empty list: %s', async (query) => {
    const response = await fetchContents(query);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual([]);
  });

  it('an unsupported language is a 400 with a clear message', async () => {
    const response = await fetchContents('page=home&section=hero&lang=fr');
    expect(response.status).toBe(400);
    const body = (await response.json()) as { success: boolean; error: string };
    expect(body.success).toBe(false);
    expect(body.error).toMatch(/es, en/);
  });
});
