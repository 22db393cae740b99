import { ValidationError, type CollectionAfterChangeHook, type CollectionAfterDeleteHook, type CollectionBeforeChangeHook, type CollectionConfig, type Field } from 'payload';
import { architectureCategories } from '@/lib/domain/gallery';
import { advertisingFilters as ADVERTISING_CATEGORIES, isGalleryId } from '@/lib/domain/gallery-filter';
import { weakPasswordReason } from '@/lib/production-settings';
import { isOwner, isStaff, ownerField, staffOnly } from '../access';
import { galleriesRevalidation, isDraftSave } from '../hooks/revalidate';
import { collectionVersions, versionAccess } from '../versions';
import { forgetGalleryDirectory } from '@/lib/provider/gallery-directory';
import { forgetProtectedGalleryIds } from '@/lib/provider/media';
import { forgetGalleryPassword, storeGalleryPassword } from '../gallery-passwords';

export const GALLERY_CATEGORIES = ['architecture', 'advertising', 'tourism'] as const;
export type GalleryCategory = (typeof GALLERY_CATEGORIES)[number];
export const MAX_GALLERY_IMAGES = 60;

const label = (es: string, en: string, it: string) => ({ es, en, it });

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
  // Only the architecture portfolio has a locked card and a password prompt: elsewhere a gallery is always public.
  if ((data.category ?? originalDoc?.category) !== 'architecture') {
    if (originalDoc?.protected) await forgetGalleryPassword(galleryId);
    delete data.newPassword;
    return { ...data, protected: false };
  }
  const password = typeof data.newPassword === 'string' ? data.newPassword.trim() : '';
  // Protecting a gallery without giving it a password would lock it for everyone, the studio's clients included.
  if (data.protected === true && !originalDoc?.protected && !password && isOwner(req)) {
    throw new ValidationError({
      collection: 'galleries',
      errors: [{ path: 'newPassword', message: req.t('validation:required') }],
      req,
    });
  }
  // Stored before the fields are validated (a hook runs first), so checked here too: a weak one is never stored.
  const weak = password ? weakPasswordReason(password) : null;
  if (weak && isOwner(req)) {
    throw new ValidationError({ collection: 'galleries', errors: [{ path: 'newPassword', message: weak }], req });
  }
  if (password && isOwner(req)) {
    await storeGalleryPassword(galleryId, password);
    data.protected = true;
  }
  if (data.protected === false && originalDoc?.protected) await forgetGalleryPassword(galleryId);
  delete data.newPassword;
  return data;
};

/**
 * Marks the gallery's uploaded images with its id while it is protected, so that the media's read rule locks them. A
 * draft changes nothing for visitors: the protection follows the published gallery, when it is published.
 */
const markImages: CollectionAfterChangeHook = async ({ doc, req, context }) => {
  if (isDraftSave(context, 'galleries')) return doc;
  forgetProtectedGalleryIds();
  forgetGalleryDirectory();
  const ids = ((doc.images ?? []) as { image?: number | string | { id: number | string } | null }[])
    .map((item) => (item.image && typeof item.image === 'object' ? item.image.id : item.image))
    .filter((id): id is number | string => id !== null && id !== undefined);
  if (!ids.length) return doc;
  await req.payload.update({
    collection: 'media',
    where: { id: { in: ids } },
    data: { protectedGallery: doc.protected ? doc.galleryId : '' } as never,
    req,
    context: req.context,
    depth: 0,
  });
  return doc;
};

/** A deleted gallery no longer opens, leaves no password behind, and its uploads are no longer locked by it. */
const forgetDeleted: CollectionAfterDeleteHook = async ({ doc, req }) => {
  forgetGalleryDirectory();
  if (!doc.protected) return doc;
  await forgetGalleryPassword(doc.galleryId);
  forgetProtectedGalleryIds();
  await req.payload.update({ collection: 'media', where: { protectedGallery: { equals: doc.galleryId } }, data: { protectedGallery: '' } as never, req, depth: 0 });
  return doc;
};

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
  access: { ...versionAccess, create: staffOnly, update: staffOnly, delete: staffOnly },
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
      validate: (value: string | null | undefined) => (isGalleryId(value) ? true : 'a-z, 0-9, -'),
    },
    {
      type: 'row',
      fields: [
        { name: 'category', type: 'select', required: true, index: true, options: [...GALLERY_CATEGORIES], label: label('Portfolio', 'Portfolio', 'Portfolio') },
        {
          name: 'subcategory',
          type: 'select',
          options: [...architectureCategories, ...ADVERTISING_CATEGORIES],
          label: label('Filtro', 'Filter', 'Filtro'),
          validate: (value: string | null | undefined, { siblingData }: { siblingData: { category?: string } }) => {
            if (siblingData.category === 'tourism') return true;
            const allowed: readonly string[] = siblingData.category === 'architecture' ? architectureCategories : ADVERTISING_CATEGORIES;
            return value && allowed.includes(value) ? true : `${allowed.join(', ')}`;
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
      options: ['gallery', 'video'],
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
    { name: 'images', type: 'array', maxRows: MAX_GALLERY_IMAGES, label: label('Imágenes', 'Images', 'Immagini'), fields: imageFields },
    {
      name: 'protected',
      type: 'checkbox',
      defaultValue: false,
      label: label('Protegida con contraseña', 'Password protected', 'Protetta da password'),
      // Only the architecture portfolio has a locked card and a password prompt.
      admin: { position: 'sidebar', condition: (data) => data.category === 'architecture' },
      access: { update: ownerField, create: ownerField },
    },
    {
      name: 'newPassword',
      type: 'text',
      virtual: true,
      maxLength: 200,
      label: label('Nueva contraseña', 'New password', 'Nuova password'),
      admin: {
        position: 'sidebar',
        condition: (data) => data.category === 'architecture',
        description: label(
          'Solo el propietario. Se guarda cifrada; nunca se muestra.',
          'Owner only. Stored as a hash; never shown.',
          'Solo il proprietario. Salvata cifrata; mai mostrata.',
        ),
      },
      access: { read: ({ req }) => isStaff(req), update: ownerField, create: ownerField },
      validate: (value: string | null | undefined) => {
        const reason = value ? weakPasswordReason(value.trim()) : null;
        return reason ? `${reason}` : true;
      },
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
