import {
  architectureCategories,
  architectureGallery,
  type ArchitectureCategory,
  type ArchitectureManifestEntry,
} from '@/lib/domain/gallery';
import { env } from '@/lib/env';
import { defaultLocale, locales, type Locale } from '@/lib/i18n/locales';
import { mediaKeys, mediaUrl, resolveMediaUrl } from '@/lib/media/url';
import type { Gallery, GalleryPage, ServerGallery } from '@/lib/provider/contract';
import { architectureSeoCopy } from '@/lib/provider/embedded/content/galleries/architecture-seo';
import { cms } from '.';
import { readMode, type PreviewSession } from './preview';

/** More galleries than a portfolio will hold; the read is bounded whatever the store contains. */
const MAX_GALLERIES = 500;

type Localized = Partial<Record<Locale, string | null>>;
type MediaDoc = {
  id: number | string;
  url?: string | null;
  alt?: Localized | null;
  sizes?: Record<string, { url?: string | null } | undefined> | null;
};
type ImageRow = {
  image?: MediaDoc | number | string | null;
  sourceKey?: string | null;
  title?: Localized | null;
  location?: Localized | null;
  id?: string;
};
type GalleryDoc = {
  galleryId: string;
  category: 'architecture' | 'advertising' | 'tourism';
  subcategory?: string | null;
  title?: Localized | null;
  description?: Localized | null;
  type?: 'gallery' | 'video' | null;
  keywords?: string[] | null;
  protected?: boolean | null;
  cover?: MediaDoc | number | string | null;
  coverKey?: string | null;
  images?: ImageRow[] | null;
};

/** A text in the visitor's language, else the Spanish one (the back office's fallback). */
const inLanguage = (text: Localized | null | undefined, lang: Locale): string =>
  text?.[lang] || text?.[defaultLocale] || '';

const localizedAll = (text: Localized | null | undefined): Record<Locale, string> =>
  Object.fromEntries(locales.map((lang) => [lang, inLanguage(text, lang)])) as Record<Locale, string>;

/**
 * The address of a picture: an upload is served by Payload's access-checked file route (its 1600 px rendering when
 * there is one); an archive key by /media or MEDIA_BASE_URL, except a protected gallery's, which always goes through
 * this site's /media so that the unlock cookie is checked.
 */
function pictureUrl(
  row: { image?: MediaDoc | number | string | null; sourceKey?: string | null },
  locked: boolean,
): string | null {
  if (row.image && typeof row.image === 'object') return row.image.sizes?.viewer?.url || row.image.url || null;
  if (row.sourceKey) return locked ? resolveMediaUrl(row.sourceKey, undefined) : mediaUrl(row.sourceKey);
  return null;
}

async function readGalleries(category: GalleryDoc['category'], editor: PreviewSession | null): Promise<GalleryDoc[]> {
  const payload = await cms();
  const preview = readMode(editor);
  const { docs } = await payload.find({
    collection: 'galleries',
    // The store's rights read drafts never published too: a visitor's read keeps the published galleries only.
    where: preview.user
      ? { category: { equals: category } }
      : { and: [{ category: { equals: category } }, { _status: { equals: 'published' } }] },
    locale: 'all',
    sort: ['order', 'createdAt'],
    limit: MAX_GALLERIES,
    depth: 1,
    // An editor previewing reads the latest drafts with their own rights (staff read every upload). A visitor's read
    // runs with the store's rights, so that a protected gallery's uploads are populated too: their addresses reach a
    // visitor only from /api/galleries after the unlock cookie was checked, and the file route checks it again.
    ...(preview.user ? preview : { draft: false, overrideAccess: true }),
  });
  return docs as GalleryDoc[];
}

/** The alt text the studio typed on an uploaded photograph, in the visitor's language. */
const altOf = (image: ImageRow['image'], lang: Locale): string =>
  image && typeof image === 'object' ? inLanguage(image.alt, lang) : '';

function galleryImages(doc: GalleryDoc, lang: Locale): { url: string; row: ImageRow; alt: string }[] {
  return (doc.images ?? []).flatMap((row) => {
    const url = pictureUrl(row, Boolean(doc.protected));
    return url ? [{ url, row, alt: altOf(row.image, lang) }] : [];
  });
}

/** Architecture galleries in the contract's shape, with the SEO data derived as before. */
export async function readArchitectureGalleries(
  lang: Locale,
  editor: PreviewSession | null = null,
): Promise<Gallery[]> {
  const docs = await readGalleries('architecture', editor);
  return docs.flatMap((doc) => {
    if (!architectureCategories.includes(doc.subcategory as ArchitectureCategory)) return [];
    const entry: ArchitectureManifestEntry = {
      id: doc.galleryId,
      title: localizedAll(doc.title),
      category: doc.subcategory as ArchitectureCategory,
      imageCount: (doc.images ?? []).length,
      type: doc.type ?? 'gallery',
      protected: Boolean(doc.protected),
      keywords: doc.keywords ?? [],
    };
    const pictures = galleryImages(doc, lang);
    const images = pictures.map(({ url }) => url);
    const coverUrl = pictureUrl({ image: doc.cover, sourceKey: doc.coverKey }, false);
    // A protected gallery's photographs are locked: without a cover of its own its card shows none.
    const cover = coverUrl ? { url: coverUrl, alt: altOf(doc.cover, lang) } : doc.protected ? undefined : pictures[0];
    const thumbnail = cover?.url ?? '';
    const thumbnailAlt = cover?.alt ?? '';
    const videoUrl = env.MEDIA_BASE_URL ? mediaUrl(mediaKeys.galleryVideo('architecture', doc.galleryId)) : undefined;
    const alts = pictures.map(({ alt }) => alt);
    return [
      architectureGallery(entry, lang, architectureSeoCopy[lang], { images, thumbnail, thumbnailAlt, alts, videoUrl }),
    ];
  });
}

/** Advertising (with its filter value) or tourism galleries in the contract's shape. */
export async function readServerGalleries(
  page: GalleryPage,
  lang: Locale,
  editor: PreviewSession | null = null,
): Promise<ServerGallery[]> {
  const docs = await readGalleries(page === 'publicidad' ? 'advertising' : 'tourism', editor);
  return docs.map((doc) => ({
    id: doc.galleryId,
    title: inLanguage(doc.title, lang),
    description: inLanguage(doc.description, lang),
    ...(page === 'publicidad' && doc.subcategory ? { category: doc.subcategory } : {}),
    images: galleryImages(doc, lang).map(({ url, row, alt }, index) => ({
      id: `${doc.galleryId}-${String(index + 1).padStart(2, '0')}`,
      url,
      title: inLanguage(row.title, lang) || inLanguage(doc.title, lang),
      ...(inLanguage(row.location, lang) ? { location: inLanguage(row.location, lang) } : {}),
      ...(alt ? { alt } : {}),
    })),
  }));
}

/** The ids of the galleries that are password protected now (the media route asks before it draws a photograph). */
export async function readProtectedGalleryIds(): Promise<string[]> {
  const payload = await cms();
  const { docs } = await payload.find({
    collection: 'galleries',
    where: { protected: { equals: true } },
    limit: MAX_GALLERIES,
    depth: 0,
    select: { galleryId: true },
    overrideAccess: true,
  });
  return docs.map((doc) => doc.galleryId);
}

/**
 * A protected gallery's password hash (its hidden `passwordHash` field, cms/collections/Galleries/hooks.ts), from the
 * document itself, never a draft; null for an open or unknown gallery. Read fresh: a new password counts at once.
 */
export async function readGalleryPasswordHash(galleryId: string): Promise<string | null> {
  const payload = await cms();
  const { docs } = await payload.find({
    collection: 'galleries',
    where: { and: [{ galleryId: { equals: galleryId } }, { protected: { equals: true } }] },
    limit: 1,
    pagination: false,
    depth: 0,
    select: { passwordHash: true },
    overrideAccess: true,
    showHiddenFields: true,
  });
  const hash = (docs[0] as { passwordHash?: unknown } | undefined)?.passwordHash;
  return typeof hash === 'string' && hash ? hash : null;
}
