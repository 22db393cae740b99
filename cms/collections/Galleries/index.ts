import { type CollectionConfig, type PayloadRequest } from 'payload';
import { architectureCategories } from '@/lib/domain/gallery';
import { advertisingFilters as ADVERTISING_CATEGORIES, isGalleryId } from '@/lib/domain/gallery-filter';
import { isStaff, ownerField, staffOnly } from '../../access';
import { galleriesRevalidation } from '../../hooks/revalidate';
import { collectionVersions, versionAccess } from '../../versions';
import { weakPasswordMessage } from '../../password-rule';
import { archivePicture, label } from '../../fields';
import { adminLang } from '../../views/shared/texts';
import {
  deleteGallery,
  forgetDeleted,
  checkPassword,
  markImages,
  MAX_GALLERY_IMAGES,
  NEW_PASSWORD_LABEL,
} from './hooks';
import { CATEGORY_OPTIONS, GALLERY_ID_RULE, imageFields, SUBCATEGORY_OPTIONS } from './fields';

export { GALLERY_CATEGORIES, type GalleryCategory } from './fields';

/**
 * The portfolio's galleries: architecture (with its five filters), advertising (publicidad, corporativa, producto) and
 * tourism, each with a name and description per language, a cover and ordered images. Images are uploads, or, for the
 * galleries imported from the studio's archive, its archive key.
 */
export const Galleries: CollectionConfig = {
  slug: 'galleries',
  labels: { singular: label('Galería', 'Gallery', 'Galleria'), plural: label('Galerías', 'Galleries', 'Gallerie') },
  admin: {
    useAsTitle: 'title',
    defaultColumns: ['title', '_status', 'category', 'subcategory', 'protected', 'updatedAt'],
    listSearchableFields: ['title', 'galleryId'],
  },
  defaultSort: 'order',
  access: { ...versionAccess, create: staffOnly, update: staffOnly, delete: deleteGallery },
  versions: collectionVersions,
  fields: [
    {
      name: 'title',
      type: 'text',
      required: true,
      localized: true,
      maxLength: 160,
      label: label('Nombre', 'Name', 'Nome'),
    },
    {
      name: 'galleryId',
      type: 'text',
      required: true,
      unique: true,
      index: true,
      label: label('Identificador (URL)', 'Identifier (URL)', 'Identificativo (URL)'),
      validate: (value: string | null | undefined, { req }: { req?: PayloadRequest }) =>
        isGalleryId(value) ? true : GALLERY_ID_RULE[adminLang(req?.i18n?.language)],
    },
    {
      type: 'row',
      fields: [
        {
          name: 'category',
          type: 'select',
          required: true,
          index: true,
          options: CATEGORY_OPTIONS,
          label: label('Portfolio', 'Portfolio', 'Portfolio'),
        },
        {
          name: 'subcategory',
          type: 'select',
          options: SUBCATEGORY_OPTIONS,
          // Only the chosen portfolio's filters are offered (the list offered the advertising ones under Architecture).
          filterOptions: ({ options, siblingData }) => {
            const category = (siblingData as { category?: string }).category;
            const allowed: readonly string[] =
              category === 'architecture'
                ? architectureCategories
                : category === 'advertising'
                  ? ADVERTISING_CATEGORIES
                  : [];
            return options.filter((option) => allowed.includes(typeof option === 'string' ? option : option.value));
          },
          label: label('Filtro', 'Filter', 'Filtro'),
          validate: (
            value: string | null | undefined,
            { siblingData, req }: { siblingData: { category?: string }; req?: PayloadRequest },
          ) => {
            if (siblingData.category === 'tourism') return true;
            const allowed: readonly string[] =
              siblingData.category === 'architecture' ? architectureCategories : ADVERTISING_CATEGORIES;
            if (value && allowed.includes(value)) return true;
            // The filters this portfolio takes, by the names the admin shows.
            const lang = adminLang(req?.i18n?.language);
            return SUBCATEGORY_OPTIONS.filter((option) => allowed.includes(option.value))
              .map((option) => option.label[lang])
              .join(', ');
          },
        },
        { name: 'order', type: 'number', defaultValue: 0, label: label('Orden', 'Order', 'Ordine') },
      ],
    },
    {
      name: 'description',
      type: 'textarea',
      localized: true,
      maxLength: 600,
      label: label('Descripción', 'Description', 'Descrizione'),
    },
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
    {
      name: 'coverKey',
      type: 'text',
      admin: { readOnly: true, condition: (data) => Boolean(data.coverKey), components: archivePicture },
      label: label('Portada del archivo', 'Archive cover', 'Copertina d’archivio'),
    },
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
      validate: (value: string | null | undefined, { req }: { req?: PayloadRequest }) =>
        value ? (weakPasswordMessage(value.trim(), req) ?? true) : true,
      hooks: { afterRead: [() => ''] },
    },
    {
      // The password's scrypt hash, written by checkPassword in the save itself (one store, one transaction with
      // the gallery). Never sent, never typed: only the site's server reads it, with showHiddenFields.
      name: 'passwordHash',
      type: 'text',
      hidden: true,
      access: { read: () => false, create: () => false, update: () => false },
    },
  ],
  hooks: {
    beforeChange: [checkPassword],
    beforeOperation: galleriesRevalidation.beforeOperation,
    afterChange: [...galleriesRevalidation.afterChange, markImages],
    afterDelete: [...galleriesRevalidation.afterDelete, forgetDeleted],
  },
};
