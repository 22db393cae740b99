import { describe, expect, it } from 'vitest';
import { formatBookingDay, sentenceStart } from '@/components/booking/booking-format';
import { fillText } from '@/components/booking/booking-texts-context';
import en from '@/messages/en/booking.json';
import es from '@/messages/es/booking.json';
import it_ from '@/messages/it/booking.json';

const summaries = { es: es.result.summary, en: en.result.summary, it: it_.result.summary } as const;

describe('a booking date that opens a sentence', () => {
  it('is capitalised in every language, whatever case the locale formats it in', () => {
    // Wednesday 2 December 2026.
    const when = (lang: keyof typeof summaries) =>
      sentenceStart(fillText(summaries[lang], { date: formatBookingDay('2026-12-02', lang), time: '12:00' }), lang);
    expect(formatBookingDay('2026-12-02', 'it')).toMatch(/^mercoledì/);
    expect(formatBookingDay('2026-12-02', 'es')).toMatch(/^miércoles/);
    expect(when('it')).toBe('Mercoledì 2 dicembre alle 12:00 (ora di Madrid)');
    expect(when('es')).toBe('Miércoles, 2 de diciembre a las 12:00 (hora de Madrid)');
    expect(when('en')).toMatch(/^Wednesday/);
  });

  it('changes the first letter only, and leaves an empty text or one that starts with a digit alone', () => {
    expect(sentenceStart('éxito total', 'es')).toBe('Éxito total');
    expect(sentenceStart('', 'it')).toBe('');
    expect(sentenceStart('2 dicembre', 'it')).toBe('2 dicembre');
  });
});
