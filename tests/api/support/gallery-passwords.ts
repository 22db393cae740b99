import type { Payload } from 'payload';

type Owner = { id: number | string; role: 'owner'; email: string; collection: 'users' };
const owners = new WeakMap<Payload, Owner>();

async function backOffice(): Promise<Payload> {
  const { cms } = await import('@/lib/provider/cms');
  return cms();
}

/** An owner account of the test store (created once per store), for saves only an owner may make. */
export async function testOwner(payload: Payload): Promise<Owner> {
  const known = owners.get(payload);
  if (known) return known;
  const email = `gallery-owner-${Date.now().toString(36)}@lumen.test`;
  const created = await payload.create({
    collection: 'users',
    overrideAccess: true,
    data: { email, password: `Una-clave-larga-${Date.now().toString(36)}`, role: 'owner' } as never,
  });
  const owner = { ...(created as unknown as Owner), role: 'owner' as const, collection: 'users' as const };
  owners.set(payload, owner);
  return owner;
}

async function galleryId(payload: Payload, gallery: string): Promise<number | string> {
  const { docs } = await payload.find({
    collection: 'galleries',
    where: { galleryId: { equals: gallery } },
    limit: 1,
    depth: 0,
    overrideAccess: true,
  });
  if (!docs[0]) throw new Error(`no gallery ${gallery} in the test store`);
  return docs[0].id;
}

/** The owner gives a gallery a new password from the back office, as the admin's form does. */
export async function ownerSetsGalleryPassword(gallery: string, password: string): Promise<void> {
  const payload = await backOffice();
  await payload.update({
    collection: 'galleries',
    id: await galleryId(payload, gallery),
    data: { newPassword: password } as never,
    user: await testOwner(payload),
    overrideAccess: false,
  });
}

/** Puts a gallery's hash back as the first import left it (the demo password), for the next file on PostgreSQL. */
export async function restoreGalleryPassword(gallery: string, password: string): Promise<void> {
  const payload = await backOffice();
  const { hashPassword } = await import('@/lib/provider/embedded/password-hash');
  await payload.db.updateOne({
    collection: 'galleries',
    id: await galleryId(payload, gallery),
    data: { passwordHash: await hashPassword(password) },
  });
}

/** The hash the gallery's published document holds, or null. */
export async function storedGalleryHash(gallery: string): Promise<string | null> {
  const { readGalleryPasswordHash } = await import('@/lib/provider/cms/galleries');
  return readGalleryPasswordHash(gallery);
}
