import {
  APIError,
  type Access,
  type CollectionAfterChangeHook,
  type CollectionAfterDeleteHook,
  type CollectionBeforeChangeHook,
  type PayloadRequest,
} from 'payload';
import { isOwner, isStaff } from '../../access';
import { isDraftSave } from '../../hooks/revalidate';
import { forgetGalleryDirectory } from '@/lib/provider/gallery-directory';
import { hashGalleryPassword } from '@/lib/back-office';
import { label, refuseField } from '../../fields';
import { weakPasswordMessage } from '../../password-rule';
import { adminLang } from '../../views/shared/texts';

// What a gallery's save and delete do beyond Payload's own: its password, its photographs' locks, who may delete.

export const MAX_GALLERY_IMAGES = 60;
export const NEW_PASSWORD_LABEL = label('Nueva contraseña', 'New password', 'Nuova password');

/**
 * A gallery's password is written by the owner and kept only as its hash, in the gallery itself (`passwordHash`, a
 * hidden field no request can read or write), so it changes in the same transaction as the rest of the save: a save
 * refused or failed at any point leaves the old password. The `newPassword` field is virtual and always reads empty.
 */
export const checkPassword: CollectionBeforeChangeHook = async ({ data, originalDoc, req }) => {
  let change: string | null | undefined;
  // A draft (and the autosave while the owner types) changes nothing for visitors, a gallery's lock included: the
  // password and the protection change when the gallery is published, never half-typed. So a draft always carries the
  // published protection, which the checks below compare against at publication.
  if (isDraftSave(req.context, 'galleries')) {
    delete data.newPassword;
    return { ...data, protected: Boolean(originalDoc?.protected), passwordHash: null };
  }
  // The document's own hash, unless this save changes it: never a version's (a draft's, or one being restored).
  data.passwordHash = await documentHash(req, originalDoc?.id);
  // A protected gallery's lock changes by the owner's hand only. Moved out of the architecture portfolio it would open
  // to everyone (below); under another identifier its password, its unlock cookies and its photographs' marks would
  // no longer find it, and it would open for no one.
  if (originalDoc?.protected) {
    if (!isOwner(req) && data.category !== undefined && data.category !== 'architecture')
      refuse(req, 'category', 'moveProtected');
    if (data.galleryId !== undefined && data.galleryId !== originalDoc.galleryId)
      refuse(req, 'galleryId', 'renameProtected');
  }
  // Only the architecture portfolio has a locked card and a password prompt: elsewhere a gallery is always public.
  if ((data.category ?? originalDoc?.category) !== 'architecture') {
    delete data.newPassword;
    return { ...data, protected: false, passwordHash: null };
  }
  const password = typeof data.newPassword === 'string' ? data.newPassword.trim() : '';
  // Protecting a gallery without giving it a password would lock it for everyone, the studio's clients included.
  if (data.protected === true && !originalDoc?.protected && !password && isOwner(req)) {
    refuseField(
      req,
      { collection: 'galleries', path: 'newPassword', label: NEW_PASSWORD_LABEL },
      req.t('validation:required'),
    );
  }
  // Stored before the fields are validated (a hook runs first), so checked here too: a weak one is never stored.
  const weak = password ? weakPasswordMessage(password, req) : null;
  if (weak && isOwner(req))
    refuseField(req, { collection: 'galleries', path: 'newPassword', label: NEW_PASSWORD_LABEL }, weak);
  const protectedAfter = isOwner(req)
    ? Boolean(password) || Boolean(data.protected ?? originalDoc?.protected)
    : Boolean(originalDoc?.protected);
  if (protectedAfter) requireOwnCover(req, data, originalDoc);
  if (password && isOwner(req)) {
    change = password;
    data.protected = true;
  }
  if (data.protected === false && originalDoc?.protected) change = null;
  if (change !== undefined) data.passwordHash = change === null ? null : await hashGalleryPassword(change);
  delete data.newPassword;
  return data;
};

async function documentHash(req: PayloadRequest, id: unknown): Promise<string | null> {
  if (typeof id !== 'number' && typeof id !== 'string') return null;
  const stored = await req.payload.db.findOne<{ id: number | string; passwordHash?: unknown }>({
    collection: 'galleries',
    where: { id: { equals: id } },
    req,
  });
  return typeof stored?.passwordHash === 'string' ? stored.passwordHash : null;
}

const COVER_LABEL = label('Portada', 'Cover', 'Copertina');
const COVER_REFUSALS = {
  missing: label(
    'Una galería protegida necesita su propia portada: sus fotografías están bloqueadas y la tarjeta quedaría vacía.',
    'A protected gallery needs a cover of its own: its photographs are locked, so its card would be empty.',
    'Una galleria protetta ha bisogno di una copertina propria: le sue fotografie sono bloccate e la scheda resterebbe vuota.',
  ),
  locked: label(
    'La portada de una galería protegida no puede ser una de sus fotografías: quedaría bloqueada para los visitantes.',
    'A protected gallery’s cover cannot be one of its photographs: visitors could not see it.',
    'La copertina di una galleria protetta non può essere una delle sue fotografie: i visitatori non la vedrebbero.',
  ),
} as const;

/** A protected gallery's card shows its cover to everyone, so it must have one that is not among its locked photos. */
function requireOwnCover(
  req: PayloadRequest,
  data: Record<string, unknown>,
  originalDoc: Record<string, unknown> | undefined,
): void {
  const pick = (field: string) => (field in data ? data[field] : originalDoc?.[field]);
  const [coverId] = imageIds({ images: [{ image: pick('cover') as ImageRow['image'] }] });
  let refusal: keyof typeof COVER_REFUSALS | null = null;
  if (coverId === undefined || coverId === '') refusal = pick('coverKey') ? null : 'missing';
  else if (imageIds({ images: pick('images') as ImageRow[] }).some((id) => String(id) === String(coverId)))
    refusal = 'locked';
  if (refusal) {
    const target = { collection: 'galleries', path: 'cover', label: COVER_LABEL };
    refuseField(req, target, COVER_REFUSALS[refusal][adminLang(req.i18n?.language)]);
  }
}

/** Why a change to a protected gallery is refused, in the admin's language. */
const REFUSALS = {
  moveProtected: label(
    'Solo el propietario puede llevar una galería protegida a otro portfolio: fuera de Arquitectura quedaría abierta a todos.',
    'Only the owner can move a protected gallery to another portfolio: outside Architecture it would be open to everyone.',
    'Solo il proprietario può spostare una galleria protetta in un altro portfolio: fuori da Architettura sarebbe aperta a tutti.',
  ),
  renameProtected: label(
    'Una galería protegida conserva su identificador: quita la protección, cámbialo y vuelve a protegerla con una contraseña.',
    'A protected gallery keeps its identifier: remove the protection, change it, then protect the gallery again with a password.',
    'Una galleria protetta mantiene il suo identificativo: togli la protezione, cambialo e proteggila di nuovo con una password.',
  ),
} as const;

/**
 * A public 400 whose message the admin shows as it is (a field error on a select showed only Payload's "The following
 * field is invalid: category", in English, and not why). `field` names the field the reason is about.
 */
function refuse(req: PayloadRequest, field: string, reason: keyof typeof REFUSALS): never {
  const message = REFUSALS[reason][adminLang(req.i18n?.language)];
  const error = new APIError(message, 400, { field }, true);
  // Named by hand: the production bundle leaves the class's name empty, and Payload then answered a nameless error
  // with 'An unknown error occurred.' instead of its message.
  error.name = 'APIError';
  throw error;
}

type ImageRow = { image?: number | string | { id: number | string } | null };
const imageIds = (doc: { images?: ImageRow[] | null } | null | undefined) =>
  (doc?.images ?? [])
    .map((item) => (item.image && typeof item.image === 'object' ? item.image.id : item.image))
    .filter((id): id is number | string => id !== null && id !== undefined);

/**
 * The one rule of a photograph's lock: it is locked (marked with a gallery's id, which the media's read rule checks)
 * while any published protected gallery holds it, and open otherwise. Recomputed for the uploads a change touches:
 * those the gallery holds now, held before, or that carry its mark. So a locked photograph put into a public gallery
 * stays locked, and one taken out of its protected gallery, or whose gallery was deleted, opens unless another
 * protected gallery still holds it. Bounded: a gallery holds at most MAX_GALLERY_IMAGES uploads.
 */
async function syncImageLocks(req: PayloadRequest, touched: (number | string)[], galleryIds: string[]): Promise<void> {
  const marked = await req.payload.find({
    collection: 'media',
    where: { protectedGallery: { in: galleryIds } },
    limit: 4 * MAX_GALLERY_IMAGES,
    depth: 0,
    select: { protectedGallery: true },
    req,
    overrideAccess: true,
  });
  const ids = [...new Set([...touched, ...marked.docs.map((doc) => doc.id)].map(String))];
  if (!ids.length) return;
  const holders = await req.payload.find({
    collection: 'galleries',
    where: { and: [{ protected: { equals: true } }, { 'images.image': { in: ids } }] },
    pagination: false,
    depth: 0,
    select: { galleryId: true, images: true },
    req,
    overrideAccess: true,
  });
  const lockOf = new Map<string, string>();
  for (const gallery of holders.docs) {
    for (const id of imageIds(gallery as { images?: ImageRow[] }))
      if (!lockOf.has(String(id))) lockOf.set(String(id), gallery.galleryId as string);
  }
  const byLock = new Map<string, string[]>();
  for (const id of ids) {
    const lock = lockOf.get(id) ?? '';
    byLock.set(lock, [...(byLock.get(lock) ?? []), id]);
  }
  for (const [lock, group] of byLock) {
    await req.payload.update({
      collection: 'media',
      where: { id: { in: group } },
      data: { protectedGallery: lock } as never,
      req,
      context: req.context,
      depth: 0,
      overrideAccess: true,
    });
  }
}

/** A published change re-locks the uploads it touches (syncImageLocks). A draft changes nothing for visitors. */
export const markImages: CollectionAfterChangeHook = async ({ doc, previousDoc, req, context }) => {
  if (isDraftSave(context, 'galleries')) return doc;
  forgetGalleryDirectory();
  const galleryIds = [
    ...new Set([doc.galleryId, previousDoc?.galleryId].filter((id): id is string => typeof id === 'string')),
  ];
  await syncImageLocks(req, [...imageIds(doc), ...imageIds(previousDoc)], galleryIds);
  return doc;
};

/** A deleted gallery no longer opens (its hash goes with it); its uploads stay locked only by other galleries. */
export const forgetDeleted: CollectionAfterDeleteHook = async ({ doc, req }) => {
  forgetGalleryDirectory();
  if (!doc.protected) return doc;
  await syncImageLocks(req, imageIds(doc), [doc.galleryId]);
  return doc;
};

/** Staff delete galleries; a protected one only the owner (its photographs would open with it). */
export const deleteGallery: Access = ({ req }) =>
  isOwner(req) ? true : isStaff(req) ? { protected: { not_equals: true } } : false;
