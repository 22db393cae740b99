import { type CollectionConfig, type Field, type PayloadRequest } from 'payload';
import { architectureCategories } from '@/lib/domain/gallery';
import {
  advertisingFilters as ADVERTISING_CATEGORIES,
  architectureFilterCategory,
  architectureFilters,
  isGalleryId,
} from '@/lib/domain/gallery-filter';
import galleryEn from '@/messages/en/gallery.json';
import navEn from '@/messages/en/nav.json';
import galleryEs from '@/messages/es/gallery.json';
import navEs from '@/messages/es/nav.json';
import galleryIt from '@/messages/it/gallery.json';
import navIt from '@/messages/it/nav.json';
import { isStaff, ownerField, staffOnly } from '../access';
import { galleriesRevalidation } from '../hooks/revalidate';
import { collectionVersions, versionAccess } from '../versions';
import { weakPasswordMessage } from '../password-rule';
import { label } from '../fields';
import { adminLang } from '../views/shared/texts';
import {
  deleteGallery,
  forgetDeleted,
  hashPassword,
  markImages,
  MAX_GALLERY_IMAGES,
  NEW_PASSWORD_LABEL,
} from './gallery-hooks';

export const GALLERY_CATEGORIES = ['architecture', 'advertising', 'tourism'] as const;
export type GalleryCategory = (typeof GALLERY_CATEGORIES)[number];

/**
 * The portfolio and filter choices under the names visitors read (messages/<lang>/nav.json and gallery.json), in the
 * admin's language: the list and the form showed the stored words ('advertising', 'oficinas'). The stored values
 * do not change.
 */
const SITE_TEXTS = {
  es: { nav: navEs, gallery: galleryEs },
  en: { nav: navEn, gallery: galleryEn },
  it: { nav: navIt, gallery: galleryIt },
};
type SiteTexts = (typeof SITE_TEXTS)['es'];
const named = (pick: (texts: SiteTexts) => string) =>
  label(pick(SITE_TEXTS.es), pick(SITE_TEXTS.en), pick(SITE_TEXTS.it));
/** Each portfolio is named as its page is in the menu (advertising is the corporate page). */
const PORTFOLIO_PAGE = { architecture: 'architecture', advertising: 'corporate', tourism: 'tourism' } as const;
const CATEGORY_OPTIONS = GALLERY_CATEGORIES.map((value) => ({
  value,
  label: named((texts) => texts.nav[PORTFOLIO_PAGE[value]]),
}));
const SUBCATEGORY_OPTIONS = [
  ...architectureFilters.map((filter) => ({
    value: architectureFilterCategory[filter],
    label: named((texts) => texts.gallery.filters[filter]),
  })),
  ...ADVERTISING_CATEGORIES.map((filter) => ({
    value: filter,
    label: named((texts) => texts.gallery.filters[filter]),
  })),
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

/** What a gallery's identifier may hold (it is its address), in the admin's language: it said 'a-z, 0-9, -'. */
const GALLERY_ID_RULE = label(
  'Solo minúsculas sin acentos, números y guiones, p. ej. atico-ruzafa-2026.',
  'Lowercase letters without accents, digits and hyphens only, e.g. atico-ruzafa-2026.',
  'Solo minuscole senza accenti, cifre e trattini, ad es. atico-ruzafa-2026.',
);

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
    defaultColumns: ['title', 'category', 'subcategory', 'protected', 'updatedAt'],
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
      admin: { readOnly: true, condition: (data) => Boolean(data.coverKey) },
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
  ],
  hooks: {
    beforeChange: [hashPassword],
    beforeOperation: galleriesRevalidation.beforeOperation,
    afterChange: [...galleriesRevalidation.afterChange, markImages],
    afterDelete: [...galleriesRevalidation.afterDelete, forgetDeleted],
  },
};
