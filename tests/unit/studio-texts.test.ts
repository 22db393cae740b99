import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { inboxTexts } from '@/cms/views/inbox/texts';
import { counted, formatInZone } from '@/cms/views/shared/texts';

describe('studio view texts with counts', () => {
  it('put the noun in the singular for one and in the plural otherwise', () => {
    expect([0, 1, 2].map((n) => counted(n, 'cita', 'citas'))).toEqual(['0 citas', '1 cita', '2 citas']);
  });

  it('say "1 message", not "1 messages", in every admin language', () => {
    expect(inboxTexts('es').unread(2, 1)).toBe('Sin leer: 1 mensaje, 2 contactos');
    expect(inboxTexts('en').unread(1, 0)).toBe('Unread: 0 messages, 1 lead');
    expect(inboxTexts('it').unread(0, 1)).toBe('Da leggere: 1 messaggio, 0 contatti');
    expect(inboxTexts('es').counts(1, 0, 1, 2)).toBe('1 cita, 0 contactos, 1 mensaje, 2 correos');
    expect(inboxTexts('en').counts(1, 1, 0, 1)).toBe('1 appointment, 1 lead, 0 messages, 1 mail');
    expect(inboxTexts('it').counts(1, 2, 1, 1)).toBe('1 appuntamento, 2 contatti, 1 messaggio, 1 e-mail');
    expect(inboxTexts('es').weekSummary(7, 1)).toBe('1 confirmada, 7 por confirmar');
  });
});

/** Every outbox kind the code enqueues (`kind: 'booking-update'` in lib/provider/embedded). */
function mailKindsInCode(dir = 'lib/provider/embedded'): string[] {
  const kinds = new Set<string>();
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) mailKindsInCode(path).forEach((kind) => kinds.add(kind));
    else if (entry.name.endsWith('.ts'))
      for (const [, kind] of readFileSync(path, 'utf8').matchAll(/\bkind: '([a-z-]+)'/g)) kinds.add(kind ?? '');
  }
  return [...kinds].sort();
}

describe('studio dates', () => {
  // Friday 27 November 2026, 10:00 in Madrid.
  const date = new Date('2026-11-27T09:00:00Z');

  it('begin with a capital where they begin a cell or a line, in every admin language, in the zone named', () => {
    expect(formatInZone(date, 'es', 'Europe/Madrid')).toMatch(/^Vie, 27 nov 2026, 10:00$/);
    expect(formatInZone(date, 'it', 'Europe/Madrid')).toMatch(/^Ven 27 nov 2026, 10:00$/);
    expect(formatInZone(date, 'en', 'Europe/Madrid')).toMatch(/^Fri, Nov 27, 2026, 10:00$/);
    expect(formatInZone(date, 'es', 'America/New_York')).toMatch(/^Vie, 27 nov 2026, 04:00$/);
  });

  it('keep the language’s own lower case inside a sentence', () => {
    expect(formatInZone(date, 'es', 'Europe/Madrid', { inSentence: true })).toMatch(/^vie, 27 nov 2026, 10:00$/);
    expect(formatInZone(date, 'it', 'Europe/Madrid', { inSentence: true })).toMatch(/^ven 27 nov 2026, 10:00$/);
  });
});

describe('the outbox and personal-data views name each kind of mail', () => {
  it('in words, in every admin language, for every kind the code sends', () => {
    const kinds = mailKindsInCode();
    expect(kinds).toContain('booking-confirmation');
    for (const lang of ['es', 'en', 'it'] as const) {
      expect(
        kinds.filter((kind) => !inboxTexts(lang).mailKinds[kind]),
        lang,
      ).toEqual([]);
    }
  });
});
