import type { Payload } from 'payload';
import { env } from '@/lib/env';
import {
  DEMO_PASSWORD,
  forgetLegacyGalleryPassword,
  hashGalleryPassword,
  legacyGalleryPasswords,
  PROTECTED_RETAIL_GALLERY_ID,
  verifyPassword,
} from '@/lib/back-office';

type HashDoc = { id: number | string; protected?: boolean | null; passwordHash?: string | null };

async function galleryNamed(payload: Payload, galleryId: string): Promise<HashDoc | undefined> {
  const { docs } = await payload.find({
    collection: 'galleries',
    where: { galleryId: { equals: galleryId } },
    limit: 1,
    pagination: false,
    depth: 0,
    select: { protected: true, passwordHash: true },
    overrideAccess: true,
    showHiddenFields: true,
  });
  return docs[0] as HashDoc | undefined;
}

/** Writes the published document's hash alone: no hook, no version (a version never holds the hash). */
const storeHash = (payload: Payload, id: HashDoc['id'], passwordHash: string) =>
  payload.db.updateOne({ collection: 'galleries', id, data: { passwordHash } });

/**
 * At each start: the hashes the bookings store still holds from before they moved into the galleries are adopted
 * (a gallery that has its own keeps it), then forgotten; and the demo's protected gallery gets the demo password (or
 * DEMO_GALLERY_PASSWORD, which replaces a hash that no longer matches it; without it a changed password is kept).
 */
export async function settleGalleryPasswords(payload: Payload): Promise<void> {
  for (const { galleryId, hash } of await legacyGalleryPasswords()) {
    const gallery = await galleryNamed(payload, galleryId);
    if (gallery && !gallery.passwordHash) await storeHash(payload, gallery.id, hash);
    await forgetLegacyGalleryPassword(galleryId);
  }
  const demo = await galleryNamed(payload, PROTECTED_RETAIL_GALLERY_ID);
  if (!demo?.protected) return;
  const password = env.DEMO_GALLERY_PASSWORD ?? DEMO_PASSWORD;
  const kept = demo.passwordHash && (!env.DEMO_GALLERY_PASSWORD || (await verifyPassword(password, demo.passwordHash)));
  if (!kept) await storeHash(payload, demo.id, await hashGalleryPassword(password));
}
