import sharp from 'sharp';
import { brandFontPath } from '../fonts';
import { hashString, pickPalette, seededRandom, type Palette } from './palette';
import { composeScene } from './scenes';
import { dimensionsOf, type PlaceholderSubject } from './subject';

export interface RenderedImage {
  bytes: Uint8Array;
  contentType: 'image/jpeg' | 'image/png';
  width: number;
  height: number;
}

const MAX_CACHED = 400;
const cache = new Map<string, Promise<RenderedImage>>();

function escapeMarkup(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

/** Pango renders the brand font from its file, which librsvg's SVG <text> cannot do. */
async function renderText(
  text: string,
  size: number,
  color: string,
  maxWidth: number,
): Promise<{ input: Buffer; height: number }> {
  const image = sharp({
    text: {
      text: `<span foreground="${color}">${escapeMarkup(text)}</span>`,
      font: `Fraunces ${size}`,
      fontfile: brandFontPath('Fraunces-Regular'),
      width: maxWidth,
      rgba: true,
      dpi: 72,
      wrap: 'word',
    },
  });
  const { data, info } = await image.png().toBuffer({ resolveWithObject: true });
  return { input: data, height: info.height };
}

type Layer = { input: Buffer; left: number; top: number };

/**
 * A picture carries no words: a grid that crops it would cut them ("ica Natura"), and the page's alt text and captions
 * already say what it shows. Only a client's logo is its name, so that is the one text drawn.
 */
async function logoLayers(
  subject: PlaceholderSubject,
  palette: Palette,
  width: number,
  height: number,
): Promise<Layer[]> {
  if (subject.scene !== 'logo') return [];
  // Long names wrap onto two lines; the size keeps either line inside the logo's box.
  const perLine = subject.title.length > 14 ? Math.ceil(subject.title.length / 2) : subject.title.length;
  const size = Math.round(Math.min(height * 0.26, (width - height) / (Math.max(7, perLine) * 0.55)));
  const mark = await renderText(subject.title, size, palette.deep, width - height);
  return [{ input: mark.input, left: Math.round(height * 0.8), top: Math.round((height - mark.height) / 2) }];
}

/** Draws the placeholder for a subject, uncached. */
export async function drawPlaceholder(subject: PlaceholderSubject): Promise<RenderedImage> {
  const { width, height } = dimensionsOf(subject);
  const seed = hashString(subject.galleryId ?? subject.key.replace(/\/\d{2}\.\w+$/, ''));
  const palette = pickPalette(seed);
  const random = seededRandom(hashString(subject.key));
  const svg = composeScene(subject.scene, { width, height, palette, random }, subject.scene !== 'logo');
  const base = sharp(Buffer.from(svg)).composite(await logoLayers(subject, palette, width, height));
  const bytes =
    subject.format === 'png'
      ? await base.png({ compressionLevel: 6 }).toBuffer()
      : await base.jpeg({ quality: 84, mozjpeg: false, progressive: true }).toBuffer();
  return {
    bytes: new Uint8Array(bytes),
    contentType: subject.format === 'png' ? 'image/png' : 'image/jpeg',
    width,
    height,
  };
}

/** Same key, same bytes: rendered once per process, the oldest entry leaving first when the cache is full. */
export function renderPlaceholder(subject: PlaceholderSubject): Promise<RenderedImage> {
  const cached = cache.get(subject.key);
  if (cached) return cached;
  const pending = drawPlaceholder(subject);
  cache.set(subject.key, pending);
  pending.catch(() => cache.delete(subject.key));
  if (cache.size > MAX_CACHED) {
    const oldest = cache.keys().next().value;
    if (oldest !== undefined) cache.delete(oldest);
  }
  return pending;
}
