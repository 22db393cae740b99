import PDFDocument from 'pdfkit';
import { studio } from '@/lib/site';
import { studioAddress } from '@/lib/studio-address';
import { fill } from '@/lib/provider/messages';
import type { GuideDocument, GuideSection } from './guide-text';
import { colors, fontSources, page, type FontRole } from './theme';
import { drawAttentionMark, drawCover, drawRunningFrame } from './cover';
import { bottomLimit, contentWidth, ensureRoom, richText, setFont, type Doc } from './typeset';

function drawIntroAndContents(doc: Doc, guide: GuideDocument): void {
  doc.moveDown(1.2);
  setFont(doc, 'display', 30).text(guide.title, page.margin, doc.y, { width: contentWidth });
  doc.rect(page.margin, doc.y + 8, 36, 2).fill(colors.accent);
  doc.y += 28;
  guide.body.intro.forEach((paragraph, i) => {
    richText(doc, paragraph, page.margin, contentWidth, i === 0 ? 13 : 10.5, i === 0 ? colors.ink : colors.muted);
    doc.moveDown(0.9);
  });
  doc.moveDown(0.6);
  setFont(doc, 'bodyStrong', 8.5, colors.accent).text(guide.common.contents.toUpperCase(), page.margin, doc.y, {
    characterSpacing: 1.5,
  });
  doc.moveDown(0.6);
  const entries = [...guide.body.sections.map((s) => s.heading), guide.body.checklist.title];
  entries.forEach((heading) => {
    const y = doc.y;
    doc.rect(page.margin, y + 5, 4, 4).fill(colors.accent);
    setFont(doc, 'display', 12).text(heading, page.margin + 16, y, { width: contentWidth - 16 });
    doc.moveDown(0.35);
  });
}

/** The studio's short introduction, set at the foot of the contents page. */
function drawAbout(doc: Doc, guide: GuideDocument): void {
  const { aboutTitle, aboutText } = guide.common;
  setFont(doc, 'body', 9.5);
  const height = doc.heightOfString(aboutText, { width: contentWidth - 40, lineGap: 3 }) + 56;
  const top = bottomLimit - height;
  if (doc.y + 24 > top) return;
  doc
    .moveTo(page.margin, top)
    .lineTo(page.width - page.margin, top)
    .lineWidth(0.5)
    .stroke(colors.line);
  setFont(doc, 'bodyStrong', 8.5, colors.accent).text(aboutTitle.toUpperCase(), page.margin, top + 18, {
    characterSpacing: 1.5,
  });
  setFont(doc, 'body', 9.5, colors.muted).text(aboutText, page.margin, top + 36, {
    width: contentWidth - 40,
    lineGap: 3,
  });
}

function drawBullets(doc: Doc, bullets: readonly string[]): void {
  bullets.forEach((bullet) => {
    ensureRoom(doc, 40);
    const y = doc.y;
    doc.rect(page.margin + 2, y + 5, 4, 4).fill(colors.accent);
    richText(doc, bullet, page.margin + 16, contentWidth - 16, 10.5);
    doc.moveDown(0.45);
  });
}

function drawTip(doc: Doc, label: string, tip: string): void {
  setFont(doc, 'displayItalic', 12);
  const textHeight = doc.heightOfString(tip, { width: contentWidth - 40, lineGap: 3 });
  ensureRoom(doc, textHeight + 50);
  const top = doc.y + 4;
  const boxHeight = textHeight + 42;
  doc.rect(page.margin, top, contentWidth, boxHeight).fill(colors.accentSoft);
  doc.rect(page.margin, top, 3, boxHeight).fill(colors.accent);
  setFont(doc, 'bodyStrong', 8, colors.accent).text(label.toUpperCase(), page.margin + 20, top + 14, {
    characterSpacing: 1.4,
  });
  setFont(doc, 'displayItalic', 12).text(tip, page.margin + 20, top + 28, { width: contentWidth - 40, lineGap: 3 });
  doc.x = page.margin;
  doc.y = top + boxHeight + 14;
}

function drawSection(doc: Doc, section: GuideSection, tipLabel: string): void {
  ensureRoom(doc, 140);
  doc.moveDown(0.8);
  setFont(doc, 'displayStrong', 19).text(section.heading, page.margin, doc.y, { width: contentWidth, lineGap: 2 });
  doc.rect(page.margin, doc.y + 4, 28, 1.5).fill(colors.accent);
  doc.y += 14;
  section.paragraphs.forEach((paragraph) => {
    ensureRoom(doc, 50);
    richText(doc, paragraph, page.margin, contentWidth, 10.5);
    doc.moveDown(0.7);
  });
  if (section.bullets?.length) drawBullets(doc, section.bullets);
  if (section.tip) drawTip(doc, tipLabel, section.tip);
}

function drawChecklist(doc: Doc, guide: GuideDocument): void {
  // Kept whole: on the current page when it fits, otherwise on a page of its own.
  if (doc.y + 90 + guide.body.checklist.items.length * 34 > bottomLimit) doc.addPage();
  else doc.moveDown(2);
  setFont(doc, 'displayStrong', 22).text(guide.body.checklist.title, page.margin, doc.y, { width: contentWidth });
  doc.moveDown(1);
  guide.body.checklist.items.forEach((item) => {
    ensureRoom(doc, 36);
    const y = doc.y;
    doc.roundedRect(page.margin, y, 13, 13, 2).lineWidth(1).stroke(colors.accent);
    setFont(doc, 'body', 11).text(item, page.margin + 26, y, { width: contentWidth - 26, lineGap: 3 });
    doc
      .moveTo(page.margin + 26, doc.y + 8)
      .lineTo(page.width - page.margin, doc.y + 8)
      .lineWidth(0.4)
      .stroke(colors.line);
    doc.y += 18;
  });
}

function drawClosing(doc: Doc, guide: GuideDocument): void {
  const { common } = guide;
  doc.addPage();
  doc.rect(0, 0, page.width, page.height).fill(colors.deep);
  drawAttentionMark(doc, 150, 190, 90);
  const top = 360;
  setFont(doc, 'display', 32, colors.ivory).text(common.closingTitle, page.margin, top, { width: contentWidth });
  doc.moveDown(0.6);
  setFont(doc, 'body', 11.5, colors.ivory).text(common.closingText, { width: contentWidth * 0.9, lineGap: 5 });
  doc.moveDown(1.2);
  const ctaY = doc.y;
  setFont(doc, 'bodyStrong', 10.5, colors.ivory);
  const ctaWidth = doc.widthOfString(common.closingCta) + 36;
  doc.roundedRect(page.margin, ctaY, ctaWidth, 30, 15).fill(colors.accent);
  setFont(doc, 'bodyStrong', 10.5, colors.ivory).text(common.closingCta, page.margin + 18, ctaY + 9, {
    lineBreak: false,
  });
  const rows: [string, string][] = [
    [common.addressLabel, studioAddress(guide.lang)],
    [common.emailLabel, studio.email],
    [common.phoneLabel, studio.phone],
    [common.hoursLabel, common.hours],
    [common.webLabel, studio.email.split('@')[1] ?? ''],
  ];
  let y = page.height - page.margin - rows.length * 20 - 40;
  setFont(doc, 'bodyStrong', 8.5, colors.accent).text(common.contactTitle.toUpperCase(), page.margin, y - 22, {
    characterSpacing: 1.5,
  });
  rows.forEach(([label, value]) => {
    setFont(doc, 'bodyStrong', 9, colors.ivory).text(label, page.margin, y, { width: 120 });
    setFont(doc, 'body', 9, colors.ivory).text(value, page.margin + 130, y, { width: contentWidth - 130 });
    y += 20;
  });
  const rights = fill(common.rights, { year: new Date().getFullYear(), brand: studio.legalName });
  doc.page.margins.bottom = 0;
  setFont(doc, 'body', 7.5, colors.ivory).text(rights, page.margin, page.height - page.margin + 10, {
    width: contentWidth,
    lineBreak: false,
  });
}

export function renderGuide(guide: GuideDocument): Promise<Uint8Array> {
  const doc = new PDFDocument({
    size: 'A4',
    margins: { top: page.margin, bottom: page.margin, left: page.margin, right: page.margin },
    lang: guide.lang,
    displayTitle: true,
    info: {
      Title: `${guide.title} · ${studio.brand}`,
      Author: studio.brand,
      Subject: guide.body.subtitle,
      Creator: studio.brand,
    },
  });
  const sources = fontSources();
  (Object.keys(sources) as FontRole[]).forEach((role) => doc.registerFont(role, sources[role]));

  const chunks: Buffer[] = [];
  const done = new Promise<Uint8Array>((resolve, reject) => {
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(new Uint8Array(Buffer.concat(chunks))));
    doc.on('error', reject);
  });

  drawCover(doc, guide);
  let pageNumber = 1;
  let framed = true;
  doc.on('pageAdded', () => {
    pageNumber += 1;
    if (framed) drawRunningFrame(doc, guide, pageNumber);
  });
  doc.addPage();
  drawIntroAndContents(doc, guide);
  // The general guide's contents page stands alone; a stage guide is short enough to flow on.
  if (guide.stage === undefined) {
    drawAbout(doc, guide);
    doc.addPage();
  }
  guide.body.sections.forEach((section) => drawSection(doc, section, guide.common.keyIdea));
  drawChecklist(doc, guide);
  framed = false;
  drawClosing(doc, guide);
  doc.end();
  return done;
}
