import type { CollectionConfig, GlobalConfig, RootLivePreviewConfig } from 'payload';
import { isLocale, type Locale } from '@/lib/i18n/locales';
import { hrefFor } from '@/lib/i18n/page-paths';
import { previewEntryPath } from '@/lib/i18n/preview-path';
import type { PublicPathname } from '@/lib/i18n/routing';
import { legalDocuments, legalHrefs, type LegalDocumentKey } from '@/lib/legal/vocabulary';
import { CONTENT_PAGES, type ContentPage } from '@/lib/provider/contract';
import { isStaff } from './access';
import { DEFAULT_CMS_LOCALE } from './locales';

/**
 * Where each versioned document of the back office is seen on the site, so that its Preview button and its live
 * preview open that page — in the language the editor is writing — through /api/preview, which turns Next's draft mode
 * on for a signed-in editor (the drafts are shown only then). The collections and globals themselves stay as they
 * are: payload.config.ts adds these settings to them.
 */
const CONTENT_PAGE_PATHS: Record<ContentPage, PublicPathname> = {
  home: '/',
  arquitectura: '/arquitectura',
  publicidad: '/publicidad',
  turismo: '/turismo',
  'nm-ia': '/nm-ia',
};

const GALLERY_PAGE_PATHS: Record<string, PublicPathname> = {
  architecture: '/arquitectura',
  advertising: '/publicidad',
  tourism: '/turismo',
};

const GLOBAL_PAGE_PATHS: Record<string, PublicPathname> = {
  'home-page': '/',
  'services-page': '/servicios',
  'nm-ia-page': '/nm-ia',
};

const isOneOf = <T extends string>(values: readonly T[], value: unknown): value is T =>
  typeof value === 'string' && (values as readonly string[]).includes(value);

const pageOfDocument: Record<string, (data: Record<string, unknown>) => PublicPathname | null> = {
  contents: (data) => (isOneOf(CONTENT_PAGES, data.page) ? CONTENT_PAGE_PATHS[data.page] : null),
  galleries: (data) => (typeof data.category === 'string' ? (GALLERY_PAGE_PATHS[data.category] ?? null) : null),
  'legal-pages': (data) =>
    isOneOf<LegalDocumentKey>(legalDocuments, data.document) ? legalHrefs[data.document] : null,
  ...Object.fromEntries(Object.entries(GLOBAL_PAGE_PATHS).map(([slug, path]) => [slug, () => path])),
};

/** The collections and globals with drafts, whose edits are previewed before they are published. */
export const PREVIEWED_COLLECTIONS = ['contents', 'galleries', 'legal-pages'] as const;
export const PREVIEWED_GLOBALS = ['home-page', 'services-page', 'nm-ia-page'] as const;

/**
 * The preview address of a document in a language (the admin's content locale; Spanish when it names none), e.g.
 * /api/preview?path=%2Fen%2Fservicios; null when the document shows on no page yet (a new one without its page).
 */
export function previewUrl(
  slug: string,
  data: Record<string, unknown> | null | undefined,
  locale: string | undefined,
): string | null {
  const page = data ? pageOfDocument[slug]?.(data) : null;
  if (!page) return null;
  const lang: Locale = isLocale(locale) ? locale : DEFAULT_CMS_LOCALE;
  return previewEntryPath(hrefFor(lang, page));
}

/**
 * The admin's live preview: the real page in an iframe beside the form (same origin, so the editor's session goes
 * with it), refreshed after every save — with autosave, while the editor types (components/preview/refresh-on-save).
 * A relative address: Payload completes it with the admin's own origin, which is right on every deployment.
 */
export const livePreview: RootLivePreviewConfig = {
  url: ({ data, collectionConfig, globalConfig, locale, req }) =>
    isStaff(req) ? previewUrl(collectionConfig?.slug ?? globalConfig?.slug ?? '', data, locale?.code) : null,
  collections: [...PREVIEWED_COLLECTIONS],
  globals: [...PREVIEWED_GLOBALS],
  // Payload always adds "Responsive" (the whole pane); these are the sizes the site is designed and measured at.
  breakpoints: [
    { name: 'phone', label: '390 × 844', width: 390, height: 844 },
    { name: 'desktop', label: '1440 × 900', width: 1440, height: 900 },
  ],
};

/** A collection or global with the Preview button (Payload's admin.preview) that opens its page in draft mode. */
export function withPreviewButton<T extends CollectionConfig | GlobalConfig>(config: T): T {
  if (!isOneOf<string>([...PREVIEWED_COLLECTIONS, ...PREVIEWED_GLOBALS], config.slug)) return config;
  return {
    ...config,
    admin: {
      ...config.admin,
      preview: (doc: Record<string, unknown>, { locale }: { locale: string }) => previewUrl(config.slug, doc, locale),
    },
  };
}
