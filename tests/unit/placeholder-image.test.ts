import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { drawPlaceholder } from '@/lib/media/placeholder/render';
import { parseMediaKey, type PlaceholderSubject } from '@/lib/media/placeholder/subject';

function subject(key: string): PlaceholderSubject {
  const parsed = parseMediaKey(key);
  if (!parsed) throw new Error(`not a media key: ${key}`);
  return parsed;
}

async function pixels(subjectToDraw: PlaceholderSubject): Promise<Buffer> {
  const image = await drawPlaceholder(subjectToDraw);
  return sharp(Buffer.from(image.bytes)).raw().toBuffer();
}

/** A picture that carries no words is the same whatever words its subject has. */
async function drawsWords(key: string): Promise<boolean> {
  const base = subject(key);
  const [plain, worded] = await Promise.all([
    pixels({ ...base, title: 'A', caption: '' }),
    pixels({ ...base, title: 'Cerámica Natura, catálogo de temporada', caption: 'Lumen Estudio · 01' }),
  ]);
  return !plain.equals(worded);
}

describe('generated placeholder pictures carry no text a crop could cut', () => {
  it.each([
    'architecture/ceramica-natura-catalogos/01.jpg',
    'architecture/mobiliario-exterior-catalogos/03.jpg',
    'architecture/atico-ruzafa-valencia-casas/01.jpg',
    'advertising/naviera-turia-directivos-corporativa/02.jpg',
    'tourism/australia/01.jpg',
    'home/hero-poster.jpg',
    'team/lucia-ferrer.jpg',
    'case-studies/heliora.jpg',
    'lead-magnet/guide-es.jpg',
  ])('%s is drawn without words', async (key) => {
    expect(await drawsWords(key)).toBe(false);
  });

  it('a client logo is its name, so that one is drawn', async () => {
    expect(await drawsWords('clients/heliora.png')).toBe(true);
  });

  it('still tells subjects apart: a building, a room and a landscape are different pictures', async () => {
    const [exterior, interior, landscape] = await Promise.all([
      pixels(subject('architecture/atico-ruzafa-valencia-casas/01.jpg')),
      pixels(subject('architecture/atico-ruzafa-valencia-casas/02.jpg')),
      pixels(subject('tourism/australia/01.jpg')),
    ]);
    expect(subject('architecture/atico-ruzafa-valencia-casas/01.jpg').scene).toBe('exterior');
    expect(exterior.equals(interior)).toBe(false);
    expect(interior.equals(landscape)).toBe(false);
  });
});
