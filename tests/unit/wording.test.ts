import { readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { inLanguage } from '@/cms/seed/localized-tree';
import { locales, type Locale } from '@/lib/i18n/locales';
import { calendarFileName } from '@/lib/provider/embedded/mail/compose-booking';
import { serviceLabel } from '@/lib/provider/service-label';
import { renderMail } from '@/lib/provider/embedded/mail/layout';
import { studioAddress } from '@/lib/studio-address';

const messagesDir = resolve(import.meta.dirname, '../../messages');
const seedDir = resolve(import.meta.dirname, '../../cms/seed');

type Text = { where: string; text: string };

function walk(value: unknown, where: string): Text[] {
  if (typeof value === 'string') return [{ where, text: value }];
  if (Array.isArray(value)) return value.flatMap((item, i) => walk(item, `${where}[${i}]`));
  if (value && typeof value === 'object')
    return Object.entries(value).flatMap(([key, item]) => walk(item, `${where}.${key}`));
  return [];
}

const readJson = (path: string): unknown => JSON.parse(readFileSync(path, 'utf8'));

/** Every text of a language's message files, with the file and key it came from. */
function texts(locale: Locale): Text[] {
  return readdirSync(join(messagesDir, locale)).flatMap((file) =>
    walk(readJson(join(messagesDir, locale, file)), `${locale}/${file}`),
  );
}

/**
 * Every text of the back office's first import in one language (cms/seed/*.json: the legal documents, the pages'
 * texts, the galleries and the schedule a new store starts with), with the file and key it came from.
 */
function seedTexts(locale: Locale): Text[] {
  return readdirSync(seedDir)
    .filter((file) => file.endsWith('.json'))
    .flatMap((file) => walk(inLanguage(readJson(join(seedDir, file)), locale), `cms/seed/${file} (${locale})`));
}

describe('one spelling across each language’s site, mails and back-office seed', () => {
  it.each(locales)('%s writes "email", never "e-mail" (the spec quotes "Valid email is required")', (locale) => {
    expect(
      texts(locale)
        .filter(({ text }) => /e-mail/i.test(text))
        .map(({ where }) => where),
    ).toEqual([]);
  });

  it.each(locales)('%s: the seed writes "email" as the site does, the legal documents included', (locale) => {
    const seed = seedTexts(locale);
    expect(seed.filter(({ where }) => where.startsWith('cms/seed/legal-pages.json')).length).toBeGreaterThan(100);
    expect(seed.filter(({ text }) => /e-mail/i.test(text)).map(({ where }) => where)).toEqual([]);
  });

  it.each(['en', 'it'] as const)(
    '%s writes the typographic apostrophe (’) inside words, never the straight one',
    (locale) => {
      expect(
        texts(locale)
          .filter(({ text }) => /\p{L}'\p{L}/u.test(text))
          .map(({ where }) => where),
      ).toEqual([]);
    },
  );
});

describe('the mails name things as the site does, in the reader’s language', () => {
  it('calendar files are named in each language', () => {
    expect(locales.map((locale) => [calendarFileName(locale), calendarFileName(locale, true)])).toEqual([
      ['consulta-lumen-estudio.ics', 'consulta-lumen-estudio-cancelada.ics'],
      ['consultation-lumen-estudio.ics', 'consultation-lumen-estudio-cancelled.ics'],
      ['consulenza-lumen-estudio.ics', 'consulenza-lumen-estudio-annullata.ics'],
    ]);
  });

  it('a service has the booking form’s (and manage page’s) name; a free-consultation slug in any language is the free consultation', () => {
    expect(serviceLabel('arquitectura', 'es')).toBe('Arquitectura e interiores');
    expect(serviceLabel('arquitectura', 'en')).toBe('Architecture and interiors');
    expect(serviceLabel('arquitectura', 'it')).toBe('Architettura e interni');
    expect(serviceLabel('free-consultation', 'es')).toBe('Consulta gratuita (30 min)');
    expect(serviceLabel('consulta-gratuita', 'it')).toBe('Consulenza gratuita (30 min)');
    expect(serviceLabel('something-else', 'en')).toBe('Free consultation (30 min)');
  });

  it('the studio’s address is one line per language, from the studio’s details; the postcode never wraps from its city', () => {
    expect(studioAddress('es')).toBe('Carrer de Sueca, 31, bajo, 46006\u00a0València, España');
    expect(studioAddress('en')).toBe('Carrer de Sueca, 31, ground floor, 46006\u00a0València, Spain');
    expect(studioAddress('it')).toBe('Carrer de Sueca, 31, piano terra, 46006\u00a0València, Spagna');
  });

  it.each(locales)('%s: the mail footer gives that address, the e-mail and the phone, in text and HTML', (locale) => {
    const { text, html } = renderMail({ locale, paragraphs: ['—'] });
    expect(text).toContain(`${studioAddress(locale)} · hola@lumenestudio.es · +34\u00a0963\u00a021\u00a048\u00a057`);
    expect(html).toContain(studioAddress(locale));
    expect(text).not.toMatch(/\{\w+\}/);
  });
});
