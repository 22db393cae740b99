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

/** Pango renders the brand fonts from their files, which librsvg's SVG <text> cannot do. */
async function renderText(
  text: string,
  font: 'Fraunces-Regular' | 'Inter-SemiBold',
  size: number,
  color: string,
  maxWidth: number,
  letterSpacing = 0,
): Promise<{ input: Buffer; width: number; height: number }> {
  const family = font === 'Fraunces-Regular' ? 'Fraunces' : 'Inter SemiBold';
  const spacing = letterSpacing ? ` letter_spacing="${Math.round(letterSpacing * 1024)}"` : '';
  const image = sharp({
    text: {
      text: `<span foreground="${color}"${spacing}>${escapeMarkup(text)}</span>`,
      font: `${family} ${size}`,
      fontfile: brandFontPath(font),
      width: maxWidth,
      rgba: true,
      dpi: 72,
      wrap: 'word',
    },
  });
  const { data, info } = await image.png().toBuffer({ resolveWithObject: true });
  return { input: data, width: info.width, height: info.height };
}

type Layer = { input: Buffer; left: number; top: number };

async function textLayers(subject: PlaceholderSubject, palette: Palette, width: number, height: number): Promise<Layer[]> {
  if (subject.scene === 'logo') {
    // Long names wrap onto two lines; the size keeps either line inside the logo's box.
    const perLine = subject.title.length > 14 ? Math.ceil(subject.title.length / 2) : subject.title.length;
    const size = Math.round(Math.min(height * 0.26, (width - height) / (Math.max(7, perLine) * 0.55)));
    const mark = await renderText(subject.title, 'Fraunces-Regular', size, palette.deep, width - height);
    return [{ input: mark.input, left: Math.round(height * 0.8), top: Math.round((height - mark.height) / 2) }];
  }
  const margin = Math.round(width * 0.06);
  const titleSize = Math.round(width * { portrait: 0.055, cover: 0.075, photo: 0.04, logo: 0.04 }[subject.shape]);
  const title = await renderText(subject.title, 'Fraunces-Regular', titleSize, palette.ink, width - margin * 2);
  const captionText = ['LUMEN ESTUDIO', subject.caption].filter(Boolean).join('  ·  ');
  const caption = await renderText(captionText, 'Inter-SemiBold', Math.max(11, Math.round(titleSize * 0.3)), palette.ink, width - margin * 2, 2);
  const titleTop = height - margin - title.height;
  return [
    { input: title.input, left: margin, top: Math.max(0, titleTop) },
    { input: caption.input, left: margin, top: Math.max(0, titleTop - caption.height - Math.round(titleSize * 0.35)) },
  ];
}

async function render(subject: PlaceholderSubject): Promise<RenderedImage> {
  const { width, height } = dimensionsOf(subject);
  const seed = hashString(subject.galleryId ?? subject.key.replace(/\/\d{2}\.\w+$/, ''));
  const palette = pickPalette(seed);
  const random = seededRandom(hashString(subject.key));
  const svg = composeScene(subject.scene, { width, height, palette, random }, subject.scene !== 'logo');
  const base = sharp(Buffer.from(svg)).composite(await textLayers(subject, palette, width, height));
  const bytes =
    subject.format === 'png'
      ? await base.png({ compressionLevel: 6 }).toBuffer()
      : await base.jpeg({ quality: 84, mozjpeg: false, progressive: true }).toBuffer();
  return { bytes: new Uint8Array(bytes), contentType: subject.format === 'png' ? 'image/png' : 'image/jpeg', width, height };
}

/** Same key, same bytes: rendered once per process, the oldest entry leaving first when the cache is full. */
export function renderPlaceholder(subject: PlaceholderSubject): Promise<RenderedImage> {
  const cached = cache.get(subject.key);
  if (cached) return cached;
  const pending = render(subject);
  cache.set(subject.key, pending);
  pending.catch(() => cache.delete(subject.key));
  if (cache.size > MAX_CACHED) {
    const oldest = cache.keys().next().value;
    if (oldest !== undefined) cache.delete(oldest);
  }
  return pending;
}
