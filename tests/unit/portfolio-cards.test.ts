import { describe, expect, it } from 'vitest';
import { cardThumbnail, portfolioCards, type ViewerGallery } from '@/lib/domain/gallery-view';

const gallery = (id: string, overrides: Partial<ViewerGallery> = {}): ViewerGallery => ({
  id,
  title: `Gallery ${id}`,
  thumbnail: `/media/architecture/${id}/01.jpg`,
  imageCount: 3,
  images: [{ src: `/media/architecture/${id}/01.jpg`, title: 'one' }],
  locked: false,
  video: false,
  ...overrides,
});

describe('the cards a portfolio page carries', () => {
  const galleries = [
    gallery('villa'),
    gallery('privada', { locked: true, thumbnail: '/media/architecture/privada/cover.jpg', imageCount: 0, images: [] }),
    gallery('hotel', { video: true, description: 'Un hotel' }),
    gallery('remota', { thumbnail: 'https://media.example/remota.jpg' }),
  ];
  const { cards, thumbnailPattern } = portfolioCards(galleries, (g) =>
    g.locked ? 'Privada' : `${g.imageCount} imágenes`,
  );

  it('hold no image list and no false flag, and word the line under the title', () => {
    expect(cards[0]).toEqual({ id: 'villa', title: 'Gallery villa', meta: '3 imágenes' });
    expect(cards[1]).toMatchObject({ id: 'privada', meta: 'Privada', locked: true });
    expect(cards[2]).toMatchObject({ description: 'Un hotel', video: true });
    for (const card of cards) expect(card).not.toHaveProperty('images');
  });

  it('leave out covers that follow the page pattern and give every card its own cover back', () => {
    expect(thumbnailPattern).toBe('/media/architecture/{id}/01.jpg');
    expect(cards.map((card) => card.thumbnail)).toEqual([
      undefined,
      '/media/architecture/privada/cover.jpg',
      undefined,
      'https://media.example/remota.jpg',
    ]);
    expect(cards.map((card) => cardThumbnail(card, thumbnailPattern))).toEqual(galleries.map((g) => g.thumbnail));
  });

  it('keep every cover when none follows a pattern', () => {
    const other = portfolioCards([gallery('a', { thumbnail: '/x.jpg' })], () => '');
    expect(other.thumbnailPattern).toBe('');
    expect(other.cards.map((card) => cardThumbnail(card, other.thumbnailPattern))).toEqual(['/x.jpg']);
  });
});

describe('a cover the studio described', () => {
  it('carries its alt text to the JSON-LD as the image caption, and never a protected gallery’s', async () => {
    const { galleryGraphLd } = await import('@/lib/gallery-ld');
    const described = gallery('terraza', { thumbnailAlt: 'Una terraza blanca sobre el casco antiguo' });
    const locked = gallery('privada', { locked: true, thumbnailAlt: 'Salón privado' });
    const { cards } = portfolioCards([described, gallery('llana'), locked], () => '');
    expect(cards.map((card) => card.thumbnailAlt)).toEqual([described.thumbnailAlt, undefined, undefined]);
    const context = {
      page: 'https://lumen.example/es/arquitectura',
      origin: 'https://lumen.example',
      locale: 'es',
      studio: { id: 'https://lumen.example/#studio', name: 'Lumen', legalName: 'Lumen S.L.' },
      license: 'https://lumen.example/es/terms-and-conditions',
      acquireLicensePage: 'https://lumen.example/es/consulta-gratuita',
    };
    const graph = galleryGraphLd(
      context,
      cards.map((card) => ({ ...card, thumbnail: `/media/${card.id}.jpg` })),
    ) as unknown as { '@graph': { image: { caption?: string }[] }[] };
    expect(graph['@graph'].map((item) => item.image[0]?.caption)).toEqual([described.thumbnailAlt, undefined]);
  });
});
