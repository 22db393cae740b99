import sharp from 'sharp';
import { IMAGE_DEVICE_WIDTHS, IMAGE_ICON_WIDTHS, IMAGE_QUALITIES } from './constants';

const widths = new Set<number>([...IMAGE_DEVICE_WIDTHS, ...IMAGE_ICON_WIDTHS]);
const qualities = new Set<number>(IMAGE_QUALITIES);

export type ResizeRequest = { width: number; quality: number };

/**
 * Only the widths and qualities next/image uses, so a caller cannot make the server encode unlimited variants.
 * `null`: none asked; `'invalid'`: one not offered.
 */
export function resizeRequest(params: URLSearchParams): ResizeRequest | null | 'invalid' {
  const w = params.get('w');
  const q = params.get('q');
  if (w === null && q === null) return null;
  const width = Number(w);
  const quality = Number(q ?? 90);
  return widths.has(width) && qualities.has(quality) ? { width, quality } : 'invalid';
}

/** A photograph at that width (never enlarged) as webp. */
export async function resizedWebp(bytes: Uint8Array, { width, quality }: ResizeRequest): Promise<Uint8Array> {
  return new Uint8Array(await sharp(bytes).resize({ width, withoutEnlargement: true }).webp({ quality }).toBuffer());
}
