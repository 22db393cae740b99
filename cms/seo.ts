import { seoPlugin } from '@payloadcms/plugin-seo';
import type { Field, TextareaFieldValidation, TextFieldValidation } from 'payload';
import { text, textarea } from 'payload/shared';
import { label } from './fields';
import type { GenerateDescription, GenerateTitle, GenerateURL } from '@payloadcms/plugin-seo/types';
import { GALLERY_SEGMENT } from '@/lib/domain/gallery-filter';
import { normalizeLocale, type Locale } from '@/lib/i18n/locales';
import { GALLERY_PAGE_KEYS, localizedUrl, SEO_DOCUMENTS, type PageMessageKey } from '@/lib/seo';
import enPages from '@/messages/en/pages.json';
import esPages from '@/messages/es/pages.json';
import itPages from '@/messages/it/pages.json';

type PageTexts = Record<string, { metaTitle?: string; metaDescription?: string } | undefined>;
const pageTexts: Record<Locale, PageTexts> = { es: esPages, en: enPages, it: itPages };

type Target = { globalConfig?: { slug: string }; doc?: { category?: string; galleryId?: string }; locale?: string };

/** The site's page whose default title a document stands for: its global's, or its gallery's portfolio. */
function pageKey({ globalConfig, doc }: Target): PageMessageKey | null {
  const byGlobal = Object.entries(SEO_DOCUMENTS).find(([, slug]) => slug === globalConfig?.slug)?.[0];
  if (byGlobal) return byGlobal as PageMessageKey;
  const category = doc?.category as keyof typeof GALLERY_PAGE_KEYS | undefined;
  return category && category in GALLERY_PAGE_KEYS ? GALLERY_PAGE_KEYS[category] : null;
}

const defaultText = (target: Target, field: 'metaTitle' | 'metaDescription'): string => {
  const key = pageKey(target);
  return key ? (pageTexts[normalizeLocale(target.locale)][key]?.[field] ?? '') : '';
};

/** "Generate" fills in what the page says today, in the language being edited, for the studio to adjust. */
const generateTitle: GenerateTitle = (args) => defaultText(args, 'metaTitle');
const generateDescription: GenerateDescription = (args) => defaultText(args, 'metaDescription');

/** The public address the preview shows. */
const generateURL: GenerateURL = (args) => {
  const locale = normalizeLocale(args.locale);
  const key = pageKey(args);
  const home = localizedUrl(locale, '/');
  if (!key || key === 'home' || key === 'consultation') return home;
  const page = `/${key}` as const;
  const gallery = args.doc?.galleryId;
  // A gallery's address is its portfolio's, in every language, then /gallery/<id>.
  return gallery
    ? `${localizedUrl(locale, page)}/${GALLERY_SEGMENT}/${encodeURIComponent(gallery)}`
    : localizedUrl(locale, page);
};

/** Longer than any search result shows (about 60 and 160 characters), short enough to bound what a page sends. */
const MAX_LENGTHS: Record<string, number> = { title: 120, description: 320 };
const LABELS: Record<string, Record<Locale, string>> = {
  title: label('Título', 'Title', 'Titolo'),
  description: label('Descripción', 'Description', 'Descrizione'),
  image: label('Imagen al compartir', 'Image when shared', 'Immagine di condivisione'),
};

/**
 * The plugin's fields in the admin's language, the texts bounded by their own check: a `maxLength` would also become
 * the plugin's advice ("between 50 and 120 characters"), where search results show about 60 and 160.
 */
function studioField(field: Field): Field {
  if (!('name' in field) || !(field.name in LABELS)) return field;
  const maxLength = MAX_LENGTHS[field.name];
  const check =
    field.type === 'text'
      ? { validate: ((value, options) => text(value, { ...options, maxLength })) satisfies TextFieldValidation }
      : field.type === 'textarea'
        ? {
            validate: ((value, options) =>
              textarea(value, { ...options, maxLength })) satisfies TextareaFieldValidation,
          }
        : {};
  return { ...field, label: LABELS[field.name], ...check } as Field;
}

/**
 * The SEO tab (Payload's SEO plugin: title, description and share image per language, with Google's preview) on each
 * page's global and on every gallery. The pages read it in lib/page-metadata.ts.
 */
export const studioSeo = () =>
  seoPlugin({
    fields: ({ defaultFields }) => defaultFields.map(studioField),
    collections: ['galleries'],
    globals: Object.values(SEO_DOCUMENTS),
    uploadsCollection: 'media',
    tabbedUI: true,
    generateTitle,
    generateDescription,
    generateURL,
  });
