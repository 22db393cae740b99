import type { Field } from 'payload';
import {
  advertisingFilters as ADVERTISING_CATEGORIES,
  architectureFilterCategory,
  architectureFilters,
} from '@/lib/domain/gallery-filter';
import galleryEn from '@/messages/en/gallery.json';
import navEn from '@/messages/en/nav.json';
import galleryEs from '@/messages/es/gallery.json';
import navEs from '@/messages/es/nav.json';
import galleryIt from '@/messages/it/gallery.json';
import navIt from '@/messages/it/nav.json';
import { archivePicture, label } from '../../fields';

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
export const CATEGORY_OPTIONS = GALLERY_CATEGORIES.map((value) => ({
  value,
  label: named((texts) => texts.nav[PORTFOLIO_PAGE[value]]),
}));
export const SUBCATEGORY_OPTIONS = [
  ...architectureFilters.map((filter) => ({
    value: architectureFilterCategory[filter],
    label: named((texts) => texts.gallery.filters[filter]),
  })),
  ...ADVERTISING_CATEGORIES.map((filter) => ({
    value: filter,
    label: named((texts) => texts.gallery.filters[filter]),
  })),
];

export const imageFields: Field[] = [
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
      components: archivePicture,
    },
  },
  { name: 'title', type: 'text', localized: true, maxLength: 160, label: label('Título', 'Title', 'Titolo') },
  { name: 'location', type: 'text', localized: true, maxLength: 160, label: label('Lugar', 'Place', 'Luogo') },
];

/** What a gallery's identifier may hold (it is its address), in the admin's language: it said 'a-z, 0-9, -'. */
export const GALLERY_ID_RULE = label(
  'Solo minúsculas sin acentos, números y guiones, p. ej. atico-ruzafa-2026.',
  'Lowercase letters without accents, digits and hyphens only, e.g. atico-ruzafa-2026.',
  'Solo minuscole senza accenti, cifre e trattini, ad es. atico-ruzafa-2026.',
);
