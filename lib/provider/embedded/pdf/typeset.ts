import type PDFDocument from 'pdfkit';
import { parseInlineBold } from '@/lib/domain/content-body';
import { colors, page, type FontRole } from './theme';

/** What every part of the guide writes with: the page's measures, the faces, bold runs, page breaks. */
export type Doc = InstanceType<typeof PDFDocument>;

export const contentWidth = page.width - page.margin * 2;
export const bottomLimit = page.height - page.margin - 30;

export function setFont(doc: Doc, role: FontRole, size: number, color: string = colors.ink): Doc {
  return doc.font(role).fontSize(size).fillColor(color);
}

/** Writes a line with **bold** runs in the body face, continuing the same paragraph across runs. */
export function richText(
  doc: Doc,
  text: string,
  x: number,
  width: number,
  size: number,
  color: string = colors.ink,
): void {
  const runs = parseInlineBold(text);
  doc.x = x;
  runs.forEach((run, i) => {
    setFont(doc, run.bold ? 'bodyStrong' : 'body', size, color);
    const options = { width, lineGap: 4, continued: i < runs.length - 1 };
    if (i === 0) doc.text(run.text, x, doc.y, options);
    else doc.text(run.text, options);
  });
}

export function ensureRoom(doc: Doc, height: number): void {
  if (doc.y + height > bottomLimit) doc.addPage();
}
