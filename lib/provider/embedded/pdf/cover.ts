import { studio } from '@/lib/site';
import { fill } from '@/lib/provider/messages';
import type { GuideDocument } from './guide-text';
import { colors, page } from './theme';
import { contentWidth, setFont, type Doc } from './typeset';

/** Each inner page's header and footer: the brand, the guide's title, its brand line and page number. */
export function drawRunningFrame(doc: Doc, guide: GuideDocument, pageNumber: number): void {
  const { margins } = doc.page;
  const bottom = margins.bottom;
  // Header and footer sit inside the margins; lifting the bottom margin keeps pdfkit from breaking the page for them.
  margins.bottom = 0;
  setFont(doc, 'bodyStrong', 7.5, colors.muted).text(studio.brand.toUpperCase(), page.margin, 30, {
    characterSpacing: 1.6,
    lineBreak: false,
  });
  setFont(doc, 'body', 7.5, colors.muted).text(guide.title, page.margin, 30, {
    width: contentWidth,
    align: 'right',
    lineBreak: false,
  });
  doc
    .moveTo(page.margin, 44)
    .lineTo(page.width - page.margin, 44)
    .lineWidth(0.5)
    .strokeColor(colors.line)
    .stroke();
  doc
    .moveTo(page.margin, page.height - 44)
    .lineTo(page.width - page.margin, page.height - 44)
    .stroke();
  setFont(doc, 'body', 7.5, colors.muted).text(guide.common.brandLine, page.margin, page.height - 36, {
    lineBreak: false,
  });
  const label = fill(guide.common.pageLabel, { page: pageNumber });
  doc.text(label, page.margin, page.height - 36, { width: contentWidth, align: 'right', lineBreak: false });
  margins.bottom = bottom;
  doc.x = page.margin;
  doc.y = page.margin + 6;
}

export function drawAttentionMark(doc: Doc, cx: number, cy: number, radius: number): void {
  // Concentric rings read as an iris and an attention map at once: the guide's subject.
  const rings = [1, 0.78, 0.56, 0.34];
  rings.forEach((scale, i) => {
    doc
      .circle(cx, cy, radius * scale)
      .fillOpacity(0.08 + i * 0.07)
      .fill(colors.accent);
  });
  doc
    .fillOpacity(1)
    .circle(cx, cy, radius * 0.12)
    .fill(colors.ivory);
  doc
    .circle(cx, cy, radius * 1.18)
    .lineWidth(0.6)
    .strokeOpacity(0.5)
    .stroke(colors.ivory);
  doc.strokeOpacity(1);
}

/** The cover: the deep page, the attention mark, the kicker, title and subtitle, the studio's contact. */
export function drawCover(doc: Doc, guide: GuideDocument): void {
  doc.rect(0, 0, page.width, page.height).fill(colors.deep);
  drawAttentionMark(doc, page.width - 150, 250, 120);
  setFont(doc, 'bodyStrong', 9, colors.ivory).text(studio.brand.toUpperCase(), page.margin, page.margin, {
    characterSpacing: 3,
  });
  doc.rect(page.margin, page.margin + 22, 36, 2).fill(colors.accent);
  const top = 430;
  setFont(doc, 'bodyStrong', 9, colors.accent).text(guide.kicker.toUpperCase(), page.margin, top, {
    characterSpacing: 1.5,
    width: contentWidth,
  });
  setFont(doc, 'display', 44, colors.ivory).text(guide.title, page.margin, top + 24, {
    width: contentWidth,
    lineGap: 2,
  });
  doc.moveDown(0.4);
  setFont(doc, 'displayItalic', 17, colors.ivory).text(guide.body.subtitle, { width: contentWidth * 0.85, lineGap: 3 });
  setFont(doc, 'body', 8.5, colors.ivory).text(guide.common.brandLine, page.margin, page.height - page.margin - 24, {
    width: contentWidth,
  });
  setFont(doc, 'body', 8.5, colors.ivory).text(`${studio.email}  ·  ${studio.phone}`, { width: contentWidth });
}
