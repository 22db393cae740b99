import { env } from '@/lib/env';
import type { Locale } from '@/lib/i18n/locales';
import type { ShareImage } from '@/lib/seo';
import { cms } from '.';
import { cachedCmsRead } from './cached';
import { readMode, type PreviewSession } from './preview';

type GlobalSource = 'home-page' | 'services-page' | 'nm-ia-page';
/** The document whose SEO tab (Payload's SEO plugin, its `meta` group) a page's title and share card come from. */
export type SeoSource = { global: GlobalSource } | { gallery: string };
/** What the studio typed in one language; empty where it typed nothing (the page keeps its own then). */
export type PageSeo = { title: string; description: string; image: ShareImage | null };

type Sized = { url?: string | null; width?: number | null; height?: number | null };
type MetaImage = Sized & {
  alt?: string | Partial<Record<Locale, string | null>> | null;
  mimeType?: string | null;
  filesize?: number | null;
  sizes?: { viewer?: Sized };
};

/** What every share-card reader takes (LinkedIn reads no WebP; X refuses over 5 MB): else the 1600 px WebP. */
const SHARE_TYPES = ['image/jpeg', 'image/png'];
const SHARE_MAX_BYTES = 5_000_000;
type MetaDoc = { meta?: { title?: string | null; description?: string | null; image?: unknown } | null };

const NO_SEO: PageSeo = { title: '', description: '', image: null };

/** A share image visitors can open: an upload a visitor may read (a locked photograph comes back as a bare id). */
function shareImage(image: unknown, lang: Locale): ShareImage | null {
  if (!image || typeof image !== 'object') return null;
  const media = image as MetaImage;
  const original = SHARE_TYPES.includes(media.mimeType ?? '') && (media.filesize ?? Infinity) <= SHARE_MAX_BYTES;
  const sized = original || !media.sizes?.viewer?.url ? media : media.sizes.viewer;
  if (!sized.url) return null;
  const alt = typeof media.alt === 'string' ? media.alt : (media.alt?.[lang] ?? '');
  return {
    url: new URL(sized.url, env.SITE_URL).toString(),
    ...(sized.width ? { width: sized.width } : {}),
    ...(sized.height ? { height: sized.height } : {}),
    alt,
  };
}

/** More galleries than the portfolios will hold: the read is bounded whatever the store contains. */
const MAX_GALLERIES = 500;

const seoOf = (doc: MetaDoc | undefined, lang: Locale): PageSeo =>
  doc?.meta
    ? {
        title: doc.meta.title?.trim() ?? '',
        description: doc.meta.description?.trim() ?? '',
        image: shareImage(doc.meta.image, lang),
      }
    : NO_SEO;

// No fallback language: an English page without an English SEO title keeps its own English one, not the Spanish.
const readIn = (lang: Locale, editor: PreviewSession | null) =>
  ({ locale: lang, fallbackLocale: false, depth: 1, ...readMode(editor) }) as const;

async function readGlobalSeo(slug: GlobalSource, lang: Locale, editor: PreviewSession | null): Promise<PageSeo> {
  const payload = await cms();
  return seoOf(await payload.findGlobal({ slug, select: { meta: true }, ...readIn(lang, editor) }), lang);
}

/** Every gallery's SEO in one read (one cache entry per language, whatever addresses visitors ask for). */
async function readGallerySeo(lang: Locale, editor: PreviewSession | null): Promise<Record<string, PageSeo>> {
  const payload = await cms();
  const { docs } = await payload.find({
    collection: 'galleries',
    limit: MAX_GALLERIES,
    pagination: false,
    select: { galleryId: true, meta: true },
    ...readIn(lang, editor),
  });
  return Object.fromEntries(docs.map((doc) => [String(doc.galleryId), seoOf(doc as MetaDoc, lang)]));
}

/** A page's SEO fields in one language, through the data cache and expired with its document's tag. */
export async function readPageSeo(source: SeoSource, lang: Locale): Promise<PageSeo> {
  if ('global' in source)
    return cachedCmsRead(source.global, lang, (editor) => readGlobalSeo(source.global, lang, editor), ['seo']);
  const all = await cachedCmsRead('galleries', lang, (editor) => readGallerySeo(lang, editor), ['seo']);
  return Object.hasOwn(all, source.gallery) ? (all[source.gallery] ?? NO_SEO) : NO_SEO;
}
