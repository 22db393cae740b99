import { describe, expect, it } from 'vitest';
import { GET } from '@/app/api/galleries/route';
import type { ServerGallery } from '@/lib/provider/contract';

const locales = ['es', 'en', 'it'] as const;
const tourismIds = [
  'australia',
  'balkans',
  'cabo-de-gata',
  'cambodia',
  'china',
  'laos',
  'malaysia',
  'morocco',
  'sanfermines',
  'vietnam',
];

async function galleries(query: string): Promise<{ status: number; body: unknown }> {
  const response = await GET(new Request(`http://localhost/api/galleries?${query}`));
  return { status: response.status, body: await response.json() };
}

function expectComplete(list: ServerGallery[]): void {
  for (const gallery of list) {
    expect(gallery.title).toBeTruthy();
    expect(gallery.description.length).toBeGreaterThan(30);
    expect(gallery.images.length).toBeGreaterThanOrEqual(4);
    expect(gallery.images.length).toBeLessThanOrEqual(8);
    for (const image of gallery.images) {
      expect(image.id).toMatch(new RegExp(`^${gallery.id}-\\d{2}$`));
      expect(image.url).toMatch(/^\/media\/(advertising|tourism)\/[a-z0-9-]+\/\d{2}\.jpg$/);
      expect(image.title).toBeTruthy();
      expect(image.location).toBeTruthy();
    }
  }
}

describe('GET /api/galleries?page=publicidad', () => {
  it('serves about 36 galleries across publicidad, corporativa and producto', async () => {
    const { status, body } = await galleries('page=publicidad&lang=es');
    expect(status).toBe(200);
    const list = body as ServerGallery[];
    expect(list).toHaveLength(36);
    const count = (category: string) => list.filter((g) => g.category === category).length;
    expect([count('publicidad'), count('corporativa'), count('producto')]).toEqual([12, 12, 12]);
    expectComplete(list);
    expect(new Set(list.map((g) => g.id)).size).toBe(36);
  });

  it('titles, descriptions and image titles are written in each language', async () => {
    const [es, en, it] = await Promise.all(
      locales.map(async (lang) => (await galleries(`page=publicidad&lang=${lang}`)).body as ServerGallery[]),
    );
    es?.forEach((gallery, i) => {
      expect(gallery.description).not.toBe(en?.[i]?.description);
      expect(gallery.description).not.toBe(it?.[i]?.description);
      expect(en?.[i]?.description).not.toBe(it?.[i]?.description);
      expect(gallery.images[0]?.title).not.toBe(en?.[i]?.images[0]?.title);
    });
  });
});

describe('GET /api/galleries?page=turismo', () => {
  it('serves the 10 tourism galleries', async () => {
    const list = (await galleries('page=turismo&lang=en')).body as ServerGallery[];
    expect(list.map((g) => g.id)).toEqual(tourismIds);
    expectComplete(list);
    expect(list.every((g) => g.category === undefined)).toBe(true);
  });

  it('translates titles, descriptions and image locations', async () => {
    const [es, en, it] = await Promise.all(
      locales.map(async (lang) => (await galleries(`page=turismo&lang=${lang}`)).body as ServerGallery[]),
    );
    expect(es?.find((g) => g.id === 'china')?.images.map((i) => i.location)).toContain('Pekín');
    expect(en?.find((g) => g.id === 'china')?.images.map((i) => i.location)).toContain('Beijing');
    expect(it?.find((g) => g.id === 'china')?.images.map((i) => i.location)).toContain('Pechino');
    es?.forEach((gallery, i) => {
      expect(gallery.title).not.toBe(en?.[i]?.title);
      expect(en?.[i]?.title).not.toBe(it?.[i]?.title);
    });
  });
});

describe('bad input', () => {
  it.each(['page=arquitectura&lang=es', 'lang=es', 'page=PUBLICIDAD&lang=es'])(
    'an unsupported page is a 400: %s',
    async (query) => {
      const { status, body } = await galleries(query);
      expect(status).toBe(400);
      expect(body).toMatchObject({ success: false, error: expect.stringContaining('publicidad') });
    },
  );

  it('an unsupported language is a 400', async () => {
    const { status, body } = await galleries('page=turismo&lang=de');
    expect(status).toBe(400);
    expect(body).toMatchObject({ success: false });
  });
});
