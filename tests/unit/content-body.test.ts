import { describe, expect, it } from 'vitest';
import { parseFormattedBody, parseInlineBold, splitDescription } from '@/lib/domain/content-body';

describe('description: lines are separate paragraphs, the first two form the heading', () => {
  it('splits heading and paragraphs, ignoring blank lines', () => {
    expect(splitDescription('Uno\nDos\n\nTres\r\nCuatro')).toEqual({
      heading: ['Uno', 'Dos'],
      paragraphs: ['Tres', 'Cuatro'],
    });
  });
  it('a one-line description is all heading', () => {
    expect(splitDescription('Solo')).toEqual({ heading: ['Solo'], paragraphs: [] });
  });
});

describe('formatted body: ## headings, **bold**, bullet lines', () => {
  it('reads bold runs and leaves an unmatched marker literal', () => {
    expect(parseInlineBold('La **atención** es **escasa**')).toEqual([
      { text: 'La ', bold: false },
      { text: 'atención', bold: true },
      { text: ' es ', bold: false },
      { text: 'escasa', bold: true },
    ]);
    expect(parseInlineBold('2 ** 3')).toEqual([{ text: '2 ** 3', bold: false }]);
  });

  it('groups consecutive bullets into one list', () => {
    const blocks = parseFormattedBody('## Título\nIntro **clave**.\n- uno\n• **dos**: bien\n\nCierre');
    expect(blocks).toEqual([
      { kind: 'heading', text: 'Título' },
      {
        kind: 'paragraph',
        runs: [
          { text: 'Intro ', bold: false },
          { text: 'clave', bold: true },
          { text: '.', bold: false },
        ],
      },
      {
        kind: 'list',
        items: [
          [{ text: 'uno', bold: false }],
          [
            { text: 'dos', bold: true },
            { text: ': bien', bold: false },
          ],
        ],
      },
      { kind: 'paragraph', runs: [{ text: 'Cierre', bold: false }] },
    ]);
  });
});
