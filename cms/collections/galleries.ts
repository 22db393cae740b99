import { APIError, type Access, type CollectionAfterChangeHook, type CollectionAfterDeleteHook, type CollectionBeforeChangeHook, type CollectionConfig, type Field, type PayloadRequest } from 'payload';
import { architectureCategories } from '@/lib/domain/gallery';
import { advertisingFilters as ADVERTISING_CATEGORIES, architectureFilterCategory, architectureFilters, isGalleryId } from '@/lib/domain/gallery-filter';
import galleryEn from '@/messages/en/gallery.json';
import navEn from '@/messages/en/nav.json';
import galleryEs from '@/messages/es/gallery.json';
import navEs from '@/messages/es/nav.json';
import galleryIt from '@/messages/it/gallery.json';
import navIt from '@/messages/it/nav.json';
import { isOwner, isStaff, ownerField, staffOnly } from '../access';
import { galleriesRevalidation, isDraftSave } from '../hooks/revalidate';
import { collectionVersions, versionAccess } from '../versions';
import { forgetGalleryDirectory } from '@/lib/provider/gallery-directory';
import { forgetProtectedGalleryIds } from '@/lib/provider/media';
import { forgetGalleryPassword, storeGalleryPassword } from '../gallery-passwords';
import { refuseField } from '../fields';
import { weakPasswordMessage } from '../password-rule';
import { adminLang } from '../views/shared/texts';

export const GALLERY_CATEGORIES = ['architecture', 'advertising', 'tourism'] as const;
export type GalleryCategory = (typeof GALLERY_CATEGORIES)[number];
export const MAX_GALLERY_IMAGES = 60;

const label = (es: string, en: string, it: string) => ({ es, en, it });

/**
 * The portfolio and filter choices under the names visitors read (messages/<lang>/nav.json and gallery.json), in the
 * admin's language: the list and the form showed the stored words ('advertising', 'oficinas'). The stored values
 * do not change.
 */
const SITE_TEXTS = { es: { nav: navEs, gallery: galleryEs }, en: { nav: navEn, gallery: galleryEn }, it: { nav: navIt, gallery: galleryIt } };
type SiteTexts = (typeof SITE_TEXTS)['es'];
const named = (pick: (texts: SiteTexts) => string) => label(pick(SITE_TEXTS.es), pick(SITE_TEXTS.en), pick(SITE_TEXTS.it));
/** Each portfolio is named as its page is in the menu (advertising is the corporate page). */
const PORTFOLIO_PAGE = { architecture: 'architecture', advertising: 'corporate', tourism: 'tourism' } as const;
const CATEGORY_OPTIONS = GALLERY_CATEGORIES.map((value) => ({ value, label: named((texts) => texts.nav[PORTFOLIO_PAGE[value]]) }));
const SUBCATEGORY_OPTIONS = [
  ...architectureFilters.map((filter) => ({ value: architectureFilterCategory[filter], label: named((texts) => texts.gallery.filters[filter]) })),
  ...ADVERTISING_CATEGORIES.map((filter) => ({ value: filter, label: named((texts) => texts.gallery.filters[filter]) })),
];

const imageFields: Field[] = [
  { name: 'image', type: 'upload', relationTo: 'media', label: label('Imagen', 'Image', 'Immagine') },
  {
    name: 'sourceKey',
    type: 'text',
    label: label('Imagen del archivo', 'Archive image', 'Immagine d’archivio'),
    admin: {
      readOnly: true,
      description: label(
        'Fotografía importada del archivo del estudio; sube una imagen para sustituirla.',
        'A photograph imported from the studio’s archive; upload an image to replace it.',
        'Fotografia importata dall’archivio dello studio; carica un’immagine per sostituirla.',
      ),
      condition: (_, sibling) => Boolean(sibling?.sourceKey),
    },
  },
  { name: 'title', type: 'text', localized: true, maxLength: 160, label: label('Título', 'Title', 'Titolo') },
  { name: 'location', type: 'text', localized: true, maxLength: 160, label: label('Lugar', 'Place', 'Luogo') },
];

/**
 * A gallery's password is written by the owner and never stored here: the hook hashes it into the bookings store,
 * where the public password check and the lock already live (lib/provider/embedded/gallery-passwords.ts). The field
 * itself is virtual and always reads empty.
 */
const hashPassword: CollectionBeforeChangeHook = async ({ data, originalDoc, req }) => {
  const galleryId = (data.galleryId ?? originalDoc?.galleryId) as string;
  // A draft (and the autosave while the owner types) changes nothing for visitors, a gallery's lock included: the
  // password and the protection change when the gallery is published, never half-typed. So a draft always carries the
  // published protection, which the checks below compare against at publication.
  if (isDraftSave(req.context, 'galleries')) {
    delete data.newPassword;
    return { ...data, protected: Boolean(originalDoc?.protected) };
  }
  // A protected gallery's lock changes by the owner's hand only. Moved out of the architecture portfolio it would open
  // to everyone (below); under another identifier its password, its unlock cookies and its photographs' marks would
  // no longer find it, and it would open for no one.
  if (originalDoc?.protected) {
    if (!isOwner(req) && data.category !== undefined && data.category !== 'architecture') refuse(req, 'category', 'moveProtected');
    if (data.galleryId !== undefined && data.galleryId !== originalDoc.galleryId) refuse(req, 'galleryId', 'renameProtected');
  }
  // Only the architecture portfolio has a locked card and a password prompt: elsewhere a gallery is always public.
  if ((data.category ?? originalDoc?.category) !== 'architecture') {
    if (originalDoc?.protected) await forgetGalleryPassword(galleryId);
    delete data.newPassword;
    return { ...data, protected: false };
  }
  const password = typeof data.newPassword === 'string' ? data.newPassword.trim() : '';
  // Protecting a gallery without giving it a password would lock it for everyone, the studio's clients included.
  if (data.protected === true && !originalDoc?.protected && !password && isOwner(req)) {
    refuseField(req, { collection: 'galleries', path: 'newPassword', label: NEW_PASSWORD_LABEL }, req.t('validation:required'));
  }
  // Stored before the fields are validated (a hook runs first), so checked here too: a weak one is never stored.
  const weak = password ? weakPasswordMessage(password, req) : null;
  if (weak && isOwner(req)) refuseField(req, { collection: 'galleries', path: 'newPassword', label: NEW_PASSWORD_LABEL }, weak);
  if (password && isOwner(req)) {
    await storeGalleryPassword(galleryId, password);
    data.protected = true;
  }
  if (data.protected === false && originalDoc?.protected) await forgetGalleryPassword(galleryId);
  delete data.newPassword;
  return data;
};

/** What a gallery's identifier may hold (it is its address), in the admin's language: it said 'a-z, 0-9, -'. */
const GALLERY_ID_RULE = label(
  'Solo minúsculas sin acentos, números y guiones, p. ej. atico-ruzafa-2026.',
  'Lowercase letters without accents, digits and hyphens only, e.g. atico-ruzafa-2026.',
  'Solo minuscole senza accenti, cifre e trattini, ad es. atico-ruzafa-2026.',
);

const NEW_PASSWORD_LABEL = label('Nueva contraseña', 'New password', 'Nuova password');

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
    for (const id of imageIds(gallery as { images?: ImageRow[] })) if (!lockOf.has(String(id))) lockOf.set(String(id), gallery.galleryId as string);
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
const markImages: CollectionAfterChangeHook = async ({ doc, previousDoc, req, context }) => {
  if (isDraftSave(context, 'galleries')) return doc;
  forgetProtectedGalleryIds();
  forgetGalleryDirectory();
  const galleryIds = [...new Set([doc.galleryId, previousDoc?.galleryId].filter((id): id is string => typeof id === 'string'))];
  await syncImageLocks(req, [...imageIds(doc), ...imageIds(previousDoc)], galleryIds);
  return doc;
};

/** A deleted gallery no longer opens and leaves no password behind; its uploads stay locked only by other galleries. */
const forgetDeleted: CollectionAfterDeleteHook = async ({ doc, req }) => {
  forgetGalleryDirectory();
  if (!doc.protected) return doc;
  await forgetGalleryPassword(doc.galleryId);
  forgetProtectedGalleryIds();
  await syncImageLocks(req, imageIds(doc), [doc.galleryId]);
  return doc;
};

/** Staff delete galleries; a protected one only the owner (its photographs would open with it). */
const deleteGallery: Access = ({ req }) => (isOwner(req) ? true : isStaff(req) ? { protected: { not_equals: true } } : false);

/**
 * The portfolio's galleries: architecture (with its five filters), advertising (publicidad, corporativa, producto) and
 * tourism, each with a name and description per language, a cover and ordered images. Images are uploads, or, for the
 * galleries imported from the studio's archive, its archive key.
 */
export const Galleries: CollectionConfig = {
  slug: 'galleries',
  labels: { singular: label('Galería', 'Gallery', 'Galleria'), plural: label('Galerías', 'Galleries', 'Gallerie') },
  admin: { useAsTitle: 'title', defaultColumns: ['title', 'category', 'subcategory', 'protected', 'updatedAt'], listSearchableFields: ['title', 'galleryId'] },
  defaultSort: 'order',
  access: { ...versionAccess, create: staffOnly, update: staffOnly, delete: deleteGallery },
  versions: collectionVersions,
  fields: [
    { name: 'title', type: 'text', required: true, localized: true, maxLength: 160, label: label('Nombre', 'Name', 'Nome') },
    {
      name: 'galleryId',
      type: 'text',
      required: true,
      unique: true,
      index: true,
      label: label('Identificador (URL)', 'Identifier (URL)', 'Identificativo (URL)'),
      validate: (value: string | null | undefined, { req }: { req?: PayloadRequest }) => (isGalleryId(value) ? true : GALLERY_ID_RULE[adminLang(req?.i18n?.language)]),
    },
    {
      type: 'row',
      fields: [
        { name: 'category', type: 'select', required: true, index: true, options: CATEGORY_OPTIONS, label: label('Portfolio', 'Portfolio', 'Portfolio') },
        {
          name: 'subcategory',
          type: 'select',
          options: SUBCATEGORY_OPTIONS,
          // Only the chosen portfolio's filters are offered (the list offered the advertising ones under Architecture).
          filterOptions: ({ options, siblingData }) => {
            const category = (siblingData as { category?: string }).category;
            const allowed: readonly string[] = category === 'architecture' ? architectureCategories : category === 'advertising' ? ADVERTISING_CATEGORIES : [];
            return options.filter((option) => allowed.includes(typeof option === 'string' ? option : option.value));
          },
          label: label('Filtro', 'Filter', 'Filtro'),
          validate: (value: string | null | undefined, { siblingData, req }: { siblingData: { category?: string }; req?: PayloadRequest }) => {
            if (siblingData.category === 'tourism') return true;
            const allowed: readonly string[] = siblingData.category === 'architecture' ? architectureCategories : ADVERTISING_CATEGORIES;
            if (value && allowed.includes(value)) return true;
            // The filters this portfolio takes, by the names the admin shows.
            const lang = adminLang(req?.i18n?.language);
            return SUBCATEGORY_OPTIONS.filter((option) => allowed.includes(option.value)).map((option) => option.label[lang]).join(', ');
          },
        },
        { name: 'order', type: 'number', defaultValue: 0, label: label('Orden', 'Order', 'Ordine') },
      ],
    },
    { name: 'description', type: 'textarea', localized: true, maxLength: 600, label: label('Descripción', 'Description', 'Descrizione') },
    {
      name: 'type',
      type: 'select',
      defaultValue: 'gallery',
      options: [
        { value: 'gallery', label: label('Galería de fotos', 'Photo gallery', 'Galleria di foto') },
        { value: 'video', label: label('Vídeo', 'Video', 'Video') },
      ],
      label: label('Tipo', 'Type', 'Tipo'),
      admin: { condition: (data) => data.category === 'architecture' },
    },
    {
      name: 'keywords',
      type: 'text',
      hasMany: true,
      maxRows: 12,
      label: label('Palabras clave', 'Keywords', 'Parole chiave'),
      admin: { condition: (data) => data.category === 'architecture' },
    },
    {
      name: 'cover',
      type: 'upload',
      relationTo: 'media',
      label: label('Portada', 'Cover', 'Copertina'),
      admin: {
        description: label(
          'Sin portada, la tarjeta muestra la primera imagen; una galería protegida necesita una portada que no sea de sus fotografías.',
          'Without a cover the card shows the first image; a protected gallery needs a cover that is not one of its photographs.',
          'Senza copertina la scheda mostra la prima immagine; una galleria protetta ha bisogno di una copertina che non sia una delle sue fotografie.',
        ),
      },
    },
    { name: 'coverKey', type: 'text', admin: { readOnly: true, condition: (data) => Boolean(data.coverKey) }, label: label('Portada del archivo', 'Archive cover', 'Copertina d’archivio') },
    {
      name: 'images',
      type: 'array',
      maxRows: MAX_GALLERY_IMAGES,
      label: label('Imágenes', 'Images', 'Immagini'),
      labels: { singular: label('Imagen', 'Image', 'Immagine'), plural: label('Imágenes', 'Images', 'Immagini') },
      fields: imageFields,
    },
    {
      name: 'protected',
      type: 'checkbox',
      defaultValue: false,
      label: label('Protegida con contraseña', 'Password protected', 'Protetta da password'),
      // Only the architecture portfolio has a locked card and a password prompt.
      admin: {
        position: 'sidebar',
        condition: (data) => data.category === 'architecture',
        components: { Cell: '/cms/admin/list-cells#YesNoCell' },
      },
      access: { update: ownerField, create: ownerField },
    },
    {
      name: 'newPassword',
      type: 'text',
      virtual: true,
      maxLength: 200,
      label: NEW_PASSWORD_LABEL,
      admin: {
        position: 'sidebar',
        // Payload makes a virtual field read-only in the admin unless told otherwise: the owner could not type one.
        // Editors still cannot (field access below).
        readOnly: false,
        condition: (data) => data.category === 'architecture',
        description: label(
          'Solo el propietario. Se guarda cifrada; nunca se muestra.',
          'Owner only. Stored as a hash; never shown.',
          'Solo il proprietario. Salvata cifrata; mai mostrata.',
        ),
      },
      access: { read: ({ req }) => isStaff(req), update: ownerField, create: ownerField },
      validate: (value: string | null | undefined, { req }: { req?: PayloadRequest }) => (value ? (weakPasswordMessage(value.trim(), req) ?? true) : true),
      hooks: { afterRead: [() => ''] },
    },
  ],
  hooks: {
    beforeChange: [hashPassword],
    beforeOperation: galleriesRevalidation.beforeOperation,
    afterChange: [...galleriesRevalidation.afterChange, markImages],
    afterDelete: [...galleriesRevalidation.afterDelete, forgetDeleted],
  },
};
