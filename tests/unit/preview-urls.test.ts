import { describe, expect, it } from 'vitest';
import type { CollectionConfig } from 'payload';
import { livePreview, previewUrl, withPreviewButton } from '@/cms/preview';
import { previewTarget } from '@/lib/i18n/preview-path';

const pathOf = (url: string | null) => (url ? new URL(url, 'http://x').searchParams.get('path') : null);

describe('where the back office previews a document', () => {
  it('opens each versioned document’s page in the language being edited, through the preview entry', () => {
    expect(previewUrl('contents', { page: 'home', section: 'hero' }, 'es')).toBe('/api/preview?path=%2Fes');
    expect(pathOf(previewUrl('contents', { page: 'nm-ia' }, 'it'))).toBe('/it/nm-ia');
    expect(pathOf(previewUrl('galleries', { category: 'advertising' }, 'en'))).toBe('/en/publicidad');
    expect(pathOf(previewUrl('legal-pages', { document: 'privacy' }, 'en'))).toBe('/en/privacy-policy');
    expect(pathOf(previewUrl('home-page', {}, 'it'))).toBe('/it');
    expect(pathOf(previewUrl('services-page', {}, 'en'))).toBe('/en/servicios');
    expect(pathOf(previewUrl('nm-ia-page', {}, undefined))).toBe('/es/nm-ia');
  });

  it('every address it makes is one the entry route accepts', () => {
    const docs: [string, Record<string, unknown>][] = [
      ...['home', 'arquitectura', 'publicidad', 'turismo', 'nm-ia'].map((page): [string, Record<string, unknown>] => [
        'contents',
        { page },
      ]),
      ...['architecture', 'advertising', 'tourism'].map((category): [string, Record<string, unknown>] => [
        'galleries',
        { category },
      ]),
      ...['terms', 'notice', 'privacy', 'cookies'].map((document): [string, Record<string, unknown>] => [
        'legal-pages',
        { document },
      ]),
      ['home-page', {}],
      ['services-page', {}],
      ['nm-ia-page', {}],
    ];
    for (const lang of ['es', 'en', 'it'])
      for (const [slug, data] of docs)
        expect(previewTarget(pathOf(previewUrl(slug, data, lang))), `${slug} ${lang}`).not.toBeNull();
  });

  it('has no address for a document without its page yet, an unknown one, or anything unversioned', () => {
    expect(previewUrl('contents', {}, 'es')).toBeNull();
    expect(previewUrl('contents', { page: 'elsewhere' }, 'es')).toBeNull();
    expect(previewUrl('galleries', null, 'es')).toBeNull();
    expect(previewUrl('media', { id: 1 }, 'es')).toBeNull();
    expect(previewUrl('schedule', {}, 'es')).toBeNull();
  });

  it('gives the Preview button to the versioned documents only, and the live preview to the same ones', () => {
    const contents = withPreviewButton({ slug: 'contents', fields: [] } as CollectionConfig);
    const media = withPreviewButton({ slug: 'media', fields: [] } as CollectionConfig);
    expect(typeof contents.admin?.preview).toBe('function');
    expect(media.admin?.preview).toBeUndefined();
    expect(livePreview.collections).toEqual(['contents', 'galleries', 'legal-pages']);
    expect(livePreview.globals).toEqual(['home-page', 'services-page', 'nm-ia-page']);
  });
});
