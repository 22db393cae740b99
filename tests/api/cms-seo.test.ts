import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Payload } from 'payload';
import sharp from 'sharp';
import { createTranslator } from 'next-intl';
import enPages from '@/messages/en/pages.json';
import esPages from '@/messages/es/pages.json';
import itCommon from '@/messages/it/common.json';
import itPages from '@/messages/it/pages.json';
import { setTestEnvironment } from './support/environment';

/*
 * The SEO tab (Payload's SEO plugin) on the page globals and the galleries: what a page's <title>, description and
 * share card become from it, language by language, and what they fall back to where the studio typed nothing.
 */
setTestEnvironment();

// Outside Next's server there is no data cache and no request config: the same reads, uncached, and the messages.
vi.mock('next/cache', () => ({ unstable_cache: <T>(read: T) => read, revalidateTag: () => undefined }));
vi.mock('next-intl/server', () => ({
  getTranslations: async ({ locale, namespace }: { locale: 'es' | 'en' | 'it'; namespace: string }) => {
    const messages = (await import(`@/messages/${locale}/${namespace}.json`)).default as Record<string, unknown>;
    return createTranslator({ locale, messages: { [namespace]: messages }, namespace });
  },
}));

const pages = { es: esPages, en: enPages, it: itPages };
const stamp = Date.now().toString(36);
let payload: Payload;
let editor: { id: number | string; collection: 'users' } & Record<string, unknown>;

const metadataOf = async (locale: string, key: 'home' | 'arquitectura' | 'servicios', gallery?: string) => {
  const { translatedPageMetadata } = await import('@/lib/page-metadata');
  const href = ({ home: '/', arquitectura: '/arquitectura', servicios: '/servicios' } as const)[key];
  return translatedPageMetadata(Promise.resolve({ locale, ...(gallery ? { gallery } : {}) }), key, href);
};

beforeAll(async () => {
  const { cms } = await import('@/lib/provider/cms');
  payload = await cms();
  editor = {
    ...(await payload.create({
      collection: 'users',
      overrideAccess: true,
      data: { email: `seo-editor-${stamp}@lumen.test`, password: `Una-clave-larga-${stamp}`, role: 'editor' } as never,
    })),
    collection: 'users',
  } as typeof editor;
});

afterAll(async () => {
  await payload.delete({
    collection: 'users',
    where: { email: { like: `seo-editor-${stamp}` } },
    overrideAccess: true,
  });
});

describe('a page global’s SEO tab', () => {
  it('without it, each language keeps its own title, description and generated share card', async () => {
    for (const lang of ['es', 'en', 'it'] as const) {
      const metadata = await metadataOf(lang, 'home');
      expect(metadata.title).toBe(pages[lang].home.metaTitle);
      expect(metadata.description).toBe(pages[lang].home.metaDescription);
      expect(JSON.stringify(metadata.openGraph?.images)).toContain(`/${lang}/opengraph-image`);
    }
  });

  it('an editor’s English title, description and photo are the English page’s, and only the English', async () => {
    const file = await sharp({ create: { width: 1600, height: 900, channels: 3, background: '#3b5a8a' } })
      .jpeg()
      .toBuffer();
    const photo = await payload.create({
      collection: 'media',
      data: { alt: 'La terraza del hotel al atardecer' } as never,
      file: { data: file, mimetype: 'image/jpeg', name: `seo-${stamp}.jpg`, size: file.length },
      user: editor,
      overrideAccess: false,
    });
    try {
      await payload.updateGlobal({
        slug: 'services-page',
        locale: 'en',
        data: {
          meta: { title: 'Five stages, one studio', description: 'From the idea to the launch.', image: photo.id },
        },
        user: editor,
        overrideAccess: false,
      } as never);
      const english = await metadataOf('en', 'servicios');
      expect(english.title).toBe('Five stages, one studio');
      expect(english.description).toBe('From the idea to the launch.');
      expect(english.twitter).toMatchObject({ title: 'Five stages, one studio' });
      const [image] = english.openGraph?.images as { url: string; width?: number; alt: string }[];
      expect(image?.url).toMatch(/^http:\/\/localhost:3000\/cms-api\/media\/file\/seo-.*\.jpg$/);
      expect(image?.width).toBe(1600);
      // No English alt text was typed: the share card says what the page is called instead.
      expect(image?.alt).toBe('Five stages, one studio');
      // The Spanish and Italian pages do not take the English words (Payload's fallback goes the other way only).
      expect((await metadataOf('es', 'servicios')).title).toBe(pages.es.servicios.metaTitle);
      expect((await metadataOf('it', 'servicios')).description).toBe(pages.it.servicios.metaDescription);
    } finally {
      await payload.updateGlobal({
        slug: 'services-page',
        locale: 'en',
        data: { meta: { title: null, description: null, image: null } },
        overrideAccess: true,
      } as never);
      await payload.delete({ collection: 'media', id: photo.id, overrideAccess: true });
    }
    expect((await metadataOf('en', 'servicios')).title).toBe(pages.en.servicios.metaTitle);
  });

  it('the share card of a page shows its SEO title in that language, else the page’s own', async () => {
    const { shareCardHeadline } = await import('@/lib/share-card');
    await payload.updateGlobal({
      slug: 'nm-ia-page',
      locale: 'it',
      data: { meta: { title: 'Neuromarketing a Valencia' } },
      user: editor,
      overrideAccess: false,
    } as never);
    try {
      expect(await shareCardHeadline('it', 'nm-ia')).toBe('Neuromarketing a Valencia');
      expect(await shareCardHeadline('es', 'nm-ia')).toBe(pages.es['nm-ia'].metaTitle);
      // Pages without an SEO tab of their own, and the language's card, keep their words.
      expect(await shareCardHeadline('it', 'arquitectura')).toBe(pages.it.arquitectura.metaTitle);
      expect(await shareCardHeadline('it')).toBe(itCommon.tagline);
    } finally {
      await payload.updateGlobal({
        slug: 'nm-ia-page',
        locale: 'it',
        data: { meta: { title: null } },
        overrideAccess: true,
      } as never);
    }
    expect(await shareCardHeadline('it', 'nm-ia')).toBe(pages.it['nm-ia'].metaTitle);
  });

  it('refuses a title or description longer than a search result could ever show', async () => {
    for (const meta of [{ title: 'x'.repeat(121) }, { description: 'x'.repeat(321) }]) {
      await expect(
        payload.updateGlobal({ slug: 'home-page', locale: 'en', data: { meta }, user: editor, overrideAccess: false }),
      ).rejects.toThrow(/SEO/);
    }
    expect((await metadataOf('en', 'home')).title).toBe(pages.en.home.metaTitle);
  });

  it('visitors cannot write it', async () => {
    await expect(
      payload.updateGlobal({ slug: 'home-page', data: { meta: { title: 'x' } }, overrideAccess: false } as never),
    ).rejects.toThrow();
  });
});

describe('a gallery’s SEO tab', () => {
  it('titles that gallery’s address in its language; other galleries and unknown ones keep the portfolio’s', async () => {
    const [gallery, other] = (
      await payload.find({
        collection: 'galleries',
        where: { and: [{ category: { equals: 'architecture' } }, { protected: { not_equals: true } }] },
        limit: 2,
        depth: 0,
        overrideAccess: true,
      })
    ).docs;
    if (!gallery || !other) throw new Error('the seeded store has two open architecture galleries');
    await payload.update({
      collection: 'galleries',
      id: gallery.id,
      locale: 'it',
      data: { meta: { title: 'Una casa sul mare', description: 'Luce del Mediterraneo in ogni stanza.' } },
      user: editor,
      overrideAccess: false,
    } as never);
    try {
      const italian = await metadataOf('it', 'arquitectura', String(gallery.galleryId));
      expect(italian).toMatchObject({
        title: 'Una casa sul mare',
        description: 'Luce del Mediterraneo in ogni stanza.',
      });
      expect((await metadataOf('es', 'arquitectura', String(gallery.galleryId))).title).toBe(
        pages.es.arquitectura.metaTitle,
      );
      expect((await metadataOf('it', 'arquitectura', String(other.galleryId))).title).toBe(
        pages.it.arquitectura.metaTitle,
      );
      expect((await metadataOf('it', 'arquitectura', 'no-such-gallery')).title).toBe(pages.it.arquitectura.metaTitle);
      expect((await metadataOf('it', 'arquitectura', 'constructor')).title).toBe(pages.it.arquitectura.metaTitle);
    } finally {
      await payload.update({
        collection: 'galleries',
        id: gallery.id,
        locale: 'it',
        data: { meta: { title: null, description: null } },
        overrideAccess: true,
      } as never);
    }
  });
});
