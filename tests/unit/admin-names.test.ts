import { describe, expect, it } from 'vitest';
import { languageName, leadSourceName } from '@/cms/views/shared/texts';

describe("the studio's views name a visitor's language and a lead's source in the admin's language", () => {
  it.each([
    ['en', 'es', 'Inglés'],
    ['es', 'es', 'Español'],
    ['it', 'es', 'Italiano'],
    ['es', 'en', 'Spanish'],
    ['it', 'en', 'Italian'],
    ['en', 'it', 'Inglese'],
    ['es', 'it', 'Spagnolo'],
  ])('%s to a %s admin: %s (the inbox showed the code, the appointments its upper case)', (code, admin, name) => {
    expect(languageName(code, admin as 'es' | 'en' | 'it')).toBe(name);
  });

  it('leaves what is no language code as it is', () => {
    expect(languageName('not a code!', 'es')).toBe('not a code!');
  });

  it("names the site's own sources by their page and leaves any other as it was sent", () => {
    expect(leadSourceName('home', 'es')).toBe('Página de inicio');
    expect(leadSourceName('quiz', 'it')).toBe('Quiz sulla fase');
    expect(leadSourceName('partner-site', 'en')).toBe('partner-site');
  });
});

describe('the inbox’s CSV exports, for the spreadsheet of the admin’s language', () => {
  it('writes a stored instant as Madrid’s wall clock, which spreadsheets read as a date', async () => {
    const { csvTime } = await import('@/cms/views/inbox/csv');
    expect(csvTime('2026-07-01T08:05:00.000Z')).toBe('2026-07-01 10:05'); // CEST
    expect(csvTime('2026-12-31T23:30:00.000Z')).toBe('2027-01-01 00:30'); // CET, the next day in Madrid
    expect(csvTime(null)).toBe('');
  });

  it('names the file by what it holds and the Madrid day', async () => {
    const { csvFileName } = await import('@/cms/views/inbox/csv');
    const lateNight = new Date('2026-11-27T23:30:00Z');
    expect(csvFileName('leads', 'es', lateNight)).toBe('contactos-2026-11-28.csv');
    expect(csvFileName('messages', 'en', lateNight)).toBe('messages-2026-11-28.csv');
    expect(csvFileName('leads', 'it', lateNight)).toBe('contatti-2026-11-28.csv');
  });
});
