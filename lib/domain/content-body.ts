/**
 * Reading the provider's content texts (content entries, the NM+IA page's long body): description lines are separate
 * paragraphs whose first two form the heading, and the long body marks headings with '## ', bold with double
 * asterisks and bullets with a leading '- ' or '• '. Pure, so pages and tests share one reading.
 */
export interface DescriptionParts {
  /** The first two non-empty lines. */
  heading: string[];
  /** Every further non-empty line, one paragraph each. */
  paragraphs: string[];
}

export function splitDescription(description: string): DescriptionParts {
  const lines = description
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter(Boolean);
  return { heading: lines.slice(0, 2), paragraphs: lines.slice(2) };
}

export interface TextRun {
  text: string;
  bold: boolean;
}

export type BodyBlock =
  { kind: 'heading'; text: string } | { kind: 'paragraph'; runs: TextRun[] } | { kind: 'list'; items: TextRun[][] };

/** Splits a line into plain and bold runs; an unmatched '**' stays literal text. */
export function parseInlineBold(line: string): TextRun[] {
  const runs: TextRun[] = [];
  const pattern = /\*\*(.+?)\*\*/g;
  let last = 0;
  for (const match of line.matchAll(pattern)) {
    const start = match.index;
    if (start > last) runs.push({ text: line.slice(last, start), bold: false });
    runs.push({ text: match[1] ?? '', bold: true });
    last = start + match[0].length;
  }
  if (last < line.length) runs.push({ text: line.slice(last), bold: false });
  return runs;
}

const BULLET = /^(?:[-*•]\s+)(.*)$/;

export function parseFormattedBody(body: string): BodyBlock[] {
  const blocks: BodyBlock[] = [];
  for (const raw of body.split(/\r?\n/)) {
    const line = raw.trim();
    if (!line) continue;
    if (line.startsWith('## ')) {
      blocks.push({ kind: 'heading', text: line.slice(3).trim() });
      continue;
    }
    const bullet = BULLET.exec(line);
    if (bullet) {
      const item = parseInlineBold((bullet[1] ?? '').trim());
      const previous = blocks[blocks.length - 1];
      if (previous?.kind === 'list') previous.items.push(item);
      else blocks.push({ kind: 'list', items: [item] });
      continue;
    }
    blocks.push({ kind: 'paragraph', runs: parseInlineBold(line) });
  }
  return blocks;
}
