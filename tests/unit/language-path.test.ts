import { describe, expect, it } from 'vitest';
import { decideLanguagePath } from '@/lib/i18n/language-path';
import { localeFromAcceptLanguage, normalizeLocale } from '@/lib/i18n/locales';

describe('language path rule', () => {
  it('a first segment es, en or it is served in that language', () => {
    expect(decideLanguagePath('/en/turismo', 'es', null)).toEqual({ kind: 'serve', locale: 'en' });
    expect(decideLanguagePath('/it', null, null)).toEqual({ kind: 'serve', locale: 'it' });
  });

  it('a path without a language segment redirects to the stored language prefix plus the path', () => {
    expect(decideLanguagePath('/arquitectura', 'it', 'en')).toMatchObject({
      kind: 'redirect',
      location: '/it/arquitectura',
      loop: false,
    });
  });

  it('with nothing stored, that redirect follows the browser language (the detection order), and the default is es', () => {
    expect(decideLanguagePath('/privacy-policy', null, 'en')).toMatchObject({ location: '/en/privacy-policy' });
    expect(decideLanguagePath('/turismo', null, 'it')).toMatchObject({ location: '/it/turismo' });
    expect(decideLanguagePath('/privacy-policy', null, null)).toMatchObject({ location: '/es/privacy-policy' });
  });

  it('the root serves the stored language, else the browser language, else es', () => {
    expect(decideLanguagePath('/', 'it', 'en')).toEqual({ kind: 'serve-root', locale: 'it' });
    expect(decideLanguagePath('/', null, 'en')).toEqual({ kind: 'serve-root', locale: 'en' });
    expect(decideLanguagePath('/', null, null)).toEqual({ kind: 'serve-root', locale: 'es' });
  });

  it('that redirect names the page as the target language spells it, in one step', () => {
    expect(decideLanguagePath('/free-consultation', null, null)).toMatchObject({ location: '/es/consulta-gratuita' });
    expect(decideLanguagePath('/consulta-gratuita', null, 'en')).toMatchObject({ location: '/en/free-consultation' });
    expect(decideLanguagePath('/consulta-gratuita', 'it', null)).toMatchObject({ location: '/it/consulenza-gratuita' });
    expect(decideLanguagePath('/en-GB/consulenza-gratuita', 'es', null)).toMatchObject({
      location: '/en/free-consultation',
    });
    expect(decideLanguagePath('/free-consultation/extra', 'en', null)).toMatchObject({
      location: '/en/free-consultation/extra',
    });
  });

  it('a code with a region suffix is reduced to its base', () => {
    expect(decideLanguagePath('/en-GB/turismo', null, null)).toMatchObject({ location: '/en/turismo', loop: false });
  });

  it("an address's own words are not a language code: a page of the site's, or a word with a hyphen", () => {
    expect(decideLanguagePath('/nm-ia', null, null)).toMatchObject({
      kind: 'redirect',
      location: '/es/nm-ia',
      loop: false,
    });
    expect(decideLanguagePath('/nm-ia', 'it', null)).toMatchObject({ location: '/it/nm-ia' });
    expect(decideLanguagePath('/no-existe', null, null)).toMatchObject({ location: '/es/no-existe' });
    expect(decideLanguagePath('/es-foo', null, 'en')).toMatchObject({ location: '/en/es-foo' });
    expect(decideLanguagePath('/en-bar', 'it', null)).toMatchObject({ location: '/it/en-bar' });
    expect(decideLanguagePath('/es/nm-ia/nm-ia', null, null)).toEqual({ kind: 'serve', locale: 'es' });
  });

  it('a page with a token keeps it, spelt for the language it lands in', () => {
    expect(decideLanguagePath('/mi-reserva/abc.def', null, null)).toMatchObject({ location: '/es/mi-reserva/abc.def' });
    expect(decideLanguagePath('/mi-reserva/abc.def', 'en', null)).toMatchObject({ location: '/en/my-booking/abc.def' });
    expect(decideLanguagePath('/my-booking/abc', null, 'it')).toMatchObject({
      location: '/it/la-mia-prenotazione/abc',
    });
    expect(decideLanguagePath('/my-booking/abc/extra', null, null)).toMatchObject({
      location: '/es/my-booking/abc/extra',
    });
  });

  it('a region code is two letters and a region of two letters or three digits', () => {
    expect(decideLanguagePath('/es-419/turismo', null, null)).toMatchObject({ location: '/es/turismo' });
    expect(decideLanguagePath('/it_IT', null, null)).toMatchObject({ location: '/it' });
  });

  it('an unsupported code with a region suffix falls back to es', () => {
    expect(decideLanguagePath('/fr-FR/turismo', 'it', null)).toMatchObject({ location: '/es/turismo' });
  });

  it('more than 10 segments is a loop: home of the stored language', () => {
    const path = '/' + Array.from({ length: 11 }, (_, i) => `s${i}`).join('/');
    expect(decideLanguagePath(path, 'en', null)).toEqual({ kind: 'redirect', location: '/en', loop: true });
    expect(decideLanguagePath('/es/a/b/c/d/e/f/g/h/i', 'en', null)).toEqual({ kind: 'serve', locale: 'es' });
  });

  it('three leading language codes are a loop: home of the stored language, default es', () => {
    expect(decideLanguagePath('/es/en/it', null, 'it')).toEqual({ kind: 'redirect', location: '/es', loop: true });
    expect(decideLanguagePath('/en/en-GB/es/turismo', 'it', null)).toEqual({
      kind: 'redirect',
      location: '/it',
      loop: true,
    });
    expect(decideLanguagePath('/es/en/turismo', null, null)).toEqual({ kind: 'serve', locale: 'es' });
  });
});

describe('language codes: a region suffix is reduced to its base; an unsupported one falls back to es', () => {
  it.each([
    ['en-GB', 'en'],
    ['it_IT', 'it'],
    ['ES', 'es'],
    ['fr', 'es'],
    ['', 'es'],
    [undefined, 'es'],
  ])('normalizes %s to %s', (code, expected) => {
    expect(normalizeLocale(code)).toBe(expected);
  });

  it('reads the browser language by quality, reducing regions', () => {
    expect(localeFromAcceptLanguage('de-DE,it-IT;q=0.8,en;q=0.9')).toBe('en');
    expect(localeFromAcceptLanguage('de-DE,fr;q=0.5')).toBeNull();
    expect(localeFromAcceptLanguage(null)).toBeNull();
  });
});
