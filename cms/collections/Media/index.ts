import path from 'node:path';
import type { Access, CollectionConfig } from 'payload';
import { env } from '@/lib/env';
import { hasGalleryAccess } from '@/lib/access/gallery-access';
import { GALLERY_ACCESS_COOKIE_PREFIX } from '@/lib/access/gallery-access';
import { isStaff, staffOnly } from '../../access';
import { revalidateCollection } from '../../hooks/revalidate';

/** The widths the grids and the viewer ask for; Payload renders them with sharp when a photograph is uploaded. */
export const MEDIA_SIZES = [
  { name: 'card', width: 800 },
  { name: 'viewer', width: 1600 },
] as const;

/** Folder of uploaded files on the local disk (outside public/, so only Payload's access-checked route serves them). */
export const mediaDir = () => path.resolve(env.DATA_DIR, 'cms-media');

/**
 * Staff read every file. A visitor reads a file unless it belongs to a protected gallery, and a protected gallery's
 * files only with that gallery's unlock cookie. Payload applies this to the list, the document and the file itself
 * (/cms-api/media/file/…), so neither the upload URL nor Next's image optimizer (which fetches without the visitor's
 * cookies) can hand a locked photograph out.
 */
export const readMedia: Access = async ({ req }) => {
  if (isStaff(req)) return true;
  const cookie = req.headers.get('cookie') ?? '';
  const unlocked: string[] = [];
  for (const part of cookie.split(';')) {
    const name = part.split('=')[0]?.trim() ?? '';
    if (!name.startsWith(GALLERY_ACCESS_COOKIE_PREFIX)) continue;
    const galleryId = name.slice(GALLERY_ACCESS_COOKIE_PREFIX.length);
    if (/^[a-z0-9-]{1,100}$/.test(galleryId) && unlocked.length < 20 && (await hasGalleryAccess(cookie, galleryId)))
      unlocked.push(galleryId);
  }
  const open = { or: [{ protectedGallery: { exists: false } }, { protectedGallery: { equals: '' } }] };
  return unlocked.length ? { or: [...open.or, { protectedGallery: { in: unlocked } }] } : open;
};

export const Media: CollectionConfig = {
  slug: 'media',
  labels: {
    singular: { es: 'Imagen', en: 'Image', it: 'Immagine' },
    plural: { es: 'Imágenes', en: 'Images', it: 'Immagini' },
  },
  admin: { useAsTitle: 'filename', defaultColumns: ['filename', 'alt', 'protectedGallery', 'updatedAt'] },
  access: { read: readMedia, create: staffOnly, update: staffOnly, delete: staffOnly },
  upload: {
    staticDir: mediaDir(),
    mimeTypes: ['image/jpeg', 'image/png', 'image/webp', 'image/avif'],
    focalPoint: true,
    // Originals are kept at most 2400 px wide; the sizes the site shows are rendered once, as WebP.
    resizeOptions: { width: 2400, withoutEnlargement: true },
    imageSizes: MEDIA_SIZES.map(({ name, width }) => ({
      name,
      width,
      withoutEnlargement: true,
      formatOptions: { format: 'webp', options: { quality: 85 } },
    })),
    adminThumbnail: 'card',
    // Any upload may belong to a gallery protected later (or now, for the cookie holder): kept by the visitor's
    // browser only, never by a shared cache.
    modifyResponseHeaders: ({ headers }) => {
      headers.set('Cache-Control', 'private, max-age=3600');
      return headers;
    },
  },
  fields: [
    {
      name: 'alt',
      type: 'text',
      localized: true,
      maxLength: 200,
      label: { es: 'Texto alternativo', en: 'Alt text', it: 'Testo alternativo' },
    },
    {
      name: 'protectedGallery',
      type: 'text',
      index: true,
      label: { es: 'Galería protegida', en: 'Protected gallery', it: 'Galleria protetta' },
      // Written by the galleries' hooks when a gallery holding this image is protected; never by hand.
      access: { update: () => false, create: () => false },
      admin: { readOnly: true, position: 'sidebar', components: { Cell: '/cms/admin/list-cells#TextOrNoneCell' } },
    },
  ],
  hooks: revalidateCollection('galleries'),
};
