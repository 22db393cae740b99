import type { DataFromCollectionSlug } from 'payload';
import sharp from 'sharp';
import { keep, owner, payload, stamp, type User } from './back-office';

export type Gallery = DataFromCollectionSlug<'galleries'>;

/** A 900×600 JPEG uploaded by `user`, removed after the file's tests. */
export async function uploadPhotograph(name: string, user: User) {
  const file = await sharp({ create: { width: 900, height: 600, channels: 3, background: '#8a6a3b' } })
    .jpeg()
    .toBuffer();
  return keep(
    'media',
    await payload.create({
      collection: 'media',
      data: { alt: name } as never,
      file: { data: file, mimetype: 'image/jpeg', name: `${name}-${stamp}.jpg`, size: file.length },
      user,
      overrideAccess: false,
    }),
  );
}

/** A gallery of the architecture portfolio's houses folder, created by the owner and removed after the file. */
export const ownersArchitectureGallery = async (data: Record<string, unknown>) =>
  keep(
    'galleries',
    await payload.create({
      collection: 'galleries',
      data: { category: 'architecture', subcategory: 'casas', ...data } as never,
      user: owner,
      overrideAccess: false,
    }),
  );
