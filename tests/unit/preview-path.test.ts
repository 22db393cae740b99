import { describe, expect, it } from 'vitest';
import { exitTarget, MAX_PREVIEW_PATH_LENGTH, previewTarget } from '@/lib/i18n/preview-path';
import { localizedPagePaths } from '@/lib/i18n/page-paths';
import { locales } from '@/lib/i18n/locales';

describe('the pages a preview link may open', () => {
  it('takes every public page of every language, with its language', () => {
    for (const locale of locales)
      for (const path of localizedPagePaths(locale)) expect(previewTarget(path)).toEqual({ path, locale });
    expect(previewTarget('/en/free-consultation')).toEqual({ path: '/en/free-consultation', locale: 'en' });
    expect(previewTarget('/it/arquitectura/filter/houses')).toEqual({
      path: '/it/arquitectura/filter/houses',
      locale: 'it',
    });
  });

  it('refuses anything that is not exactly one of them: other hosts, tricks, queries, private and unknown pages', () => {
    const refused = [
      undefined,
      null,
      42,
      '',
      'es',
      '/',
      '/es/',
      '/ES',
      '//evil.example/es',
      'https://evil.example/es',
      '/\\evil.example',
      '/%2Fevil.example',
      '/es?x=1',
      '/es#top',
      '/es/../admin',
      '/es/%2e%2e/admin',
      '/admin',
      '/api/preview',
      '/es/opengraph-image',
      '/es/mi-reserva/abc.def',
      '/en/consulta-gratuita',
      '/es/arquitectura/filter/nope',
      '/es\n',
      `/es${' '.repeat(MAX_PREVIEW_PATH_LENGTH)}`,
    ];
    for (const value of refused) expect(previewTarget(value), String(value)).toBeNull();
  });

  it('leaves a preview for the page asked for, else the page the link was on, else the home page of the language', () => {
    const host = 'studio.example';
    expect(exitTarget('/en/servicios', null, host, 'it')).toEqual({ path: '/en/servicios', locale: 'en' });
    expect(exitTarget(null, `https://${host}/it/turismo?x=1`, host, 'es')).toEqual({
      path: '/it/turismo',
      locale: 'it',
    });
    expect(exitTarget(null, 'https://evil.example/it/turismo', host, 'en')).toEqual({ path: '/en', locale: 'en' });
    expect(exitTarget(null, `https://${host}/it/turismo`, null, 'en')).toEqual({ path: '/en', locale: 'en' });
    expect(exitTarget('//evil.example', `https://${host}/admin`, host, 'xx')).toEqual({ path: '/es', locale: 'es' });
    expect(exitTarget(undefined, 'not a url', host, undefined)).toEqual({ path: '/es', locale: 'es' });
  });
});
