import { describe, expect, it } from 'vitest';
import { keepNumbersWithUnits, keepNumbersWithUnitsIn } from '@/lib/domain/typography';

const NBSP = '\u00A0';

describe('keepNumbersWithUnits', () => {
  it('joins a number to the percent sign or unit after it with a no-break space', () => {
    expect(keepNumbersWithUnits('subieron un 34 %. Ahora')).toBe(`subieron un 34${NBSP}%. Ahora`);
    expect(keepNumbersWithUnits('1 h desde 100 EUR, 0 € y 30 min')).toBe(
      `1${NBSP}h desde 100${NBSP}EUR, 0${NBSP}€ y 30${NBSP}min`,
    );
  });

  it('leaves other spaces, words that only start like a unit and numbers already joined alone', () => {
    expect(keepNumbersWithUnits('3 hoteles, 12 minutos, 34% y 2 videos')).toBe('3 hoteles, 12 minutos, 34% y 2 videos');
    expect(keepNumbersWithUnits('')).toBe('');
  });

  it('does the same for every text of a message tree, keeping its shape', () => {
    const tree = {
      title: 'IVA',
      sections: { a: { p1: 'el 21 %.', list: ['50 % antes', 'resto'] } },
      order: 3,
      empty: null,
    };
    expect(keepNumbersWithUnitsIn(tree)).toEqual({
      title: 'IVA',
      sections: { a: { p1: `el 21${NBSP}%.`, list: [`50${NBSP}% antes`, 'resto'] } },
      order: 3,
      empty: null,
    });
  });
});
