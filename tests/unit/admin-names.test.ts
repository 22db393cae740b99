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
