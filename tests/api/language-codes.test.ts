import { describe, expect, it } from 'vitest';
import { GET } from '@/app/api/contents/route';
import type { ContentEntry } from '@/lib/provider/contract';

const hero = async (lang: string) =>
  GET(new Request(`http://localhost/api/contents?page=home&section=hero&lang=${lang}`));

describe('language codes on the API', () => {
  it('a code with a region suffix is reduced to its base language', async () => {
    const regional = await hero('en-GB');
    expect(regional.status).toBe(200);
    const [base] = (await (await hero('en')).json()) as ContentEntry[];
    expect(((await regional.json()) as ContentEntry[])[0]?.title).toBe(base?.title);
  });

  it('an unsupported language, with or without region, is a 400', async () => {
    expect((await hero('de-DE')).status).toBe(400);
    expect((await hero('fr')).status).toBe(400);
  });
});
