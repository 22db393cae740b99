import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { en } from '@payloadcms/translations/languages/en';
import { es } from '@payloadcms/translations/languages/es';
import { it } from '@payloadcms/translations/languages/it';
import { buildConfig } from 'payload';
import sharp from 'sharp';
import { Contents } from './cms/collections/Contents';
import { Galleries } from './cms/collections/Galleries';
import { LegalPages } from './cms/collections/LegalPages';
import { Media } from './cms/collections/Media';
import { Users } from './cms/collections/Users';
import { HomePage } from './cms/globals/HomePage';
import { NmIaPage } from './cms/globals/NmIaPage';
import { Schedule } from './cms/globals/Schedule';
import { ServicesPage } from './cms/globals/ServicesPage';
import { cmsDatabaseAdapter } from './cms/database';
import { cmsEmail } from './cms/email';
import { jobs, STUDIO_TIME_ZONE } from './cms/jobs';
import { studioEndpoints } from './cms/endpoints/studio';
import { CMS_LOCALES, DEFAULT_CMS_LOCALE } from './cms/locales';
import { cmsSecret } from './lib/access/staff-session';
import { livePreview, withPreviewButton } from './cms/preview';
import { studioSeo } from './cms/seo';
import { mediaStoragePlugin } from './cms/storage';
import { setUpCms } from './cms/setup';

const dirname = path.dirname(fileURLToPath(import.meta.url));

/**
 * The back office: Payload 3 inside this Next app, at /admin, with its REST API at /cms-api (the site's own /api/* is
 * the provider contract). Content is written in the site's three languages; an empty translation falls back to
 * Spanish. Collections, access rules, hooks and the seed live in cms/.
 */
export default buildConfig({
  secret: cmsSecret(),
  serverURL: undefined,
  routes: { admin: '/admin', api: '/cms-api' },
  graphQL: { disable: true },
  telemetry: false,
  admin: {
    user: Users.slug,
    importMap: { baseDir: dirname, importMapFile: path.resolve(dirname, 'app/(payload)/admin/importMap.generated.ts') },
    meta: {
      titleSuffix: ' · Lumen Estudio',
      robots: 'noindex, nofollow',
      icons: [{ rel: 'icon', type: 'image/svg+xml', url: '/icon.svg' }],
    },
    // Payload's default asks Gravatar for each account's picture: a third party would learn the staff's addresses (and
    // the site's Content-Security-Policy blocks it anyway).
    avatar: 'default',
    dateFormat: 'd MMM yyyy, HH:mm',
    timezones: {
      supportedTimezones: [{ label: 'Madrid', value: STUDIO_TIME_ZONE }],
      defaultTimezone: STUDIO_TIME_ZONE,
    },
    // The real page beside the form of every versioned document, in the language being edited, in draft mode; and a
    // Preview button that opens it in a tab (cms/preview.ts).
    livePreview,
    components: {
      graphics: { Logo: '/cms/admin/brand#StudioLogo', Icon: '/cms/admin/brand#StudioIcon' },
      // The studio's own group in the nav (owners only), and its views: the inbox (cms/views/inbox; the dashboard is
      // the admin's home) and the bookings (cms/views/appointments), read from the bookings store; each view checks
      // that an owner is asking before it reads anything.
      beforeNavLinks: ['/cms/views/inbox/nav#StudioNav'],
      views: {
        dashboard: { Component: '/cms/views/inbox/dashboard#StudioDashboard' },
        appointments: {
          Component: '/cms/views/appointments/list-view#AppointmentsListView',
          path: '/appointments',
          exact: true,
        },
        appointment: {
          Component: '/cms/views/appointments/detail-view#AppointmentDetailView',
          path: '/appointments/:id',
        },
        studioInvite: { Component: '/cms/views/accounts/invite#InviteView', path: '/invite', exact: true },
        studioLeads: { Component: '/cms/views/inbox/leads#LeadsView', path: '/leads', exact: true },
        studioMessages: { Component: '/cms/views/inbox/messages#MessagesView', path: '/messages' },
        studioOutbox: { Component: '/cms/views/inbox/outbox#OutboxView', path: '/outbox', exact: true },
        studioPersonalData: {
          Component: '/cms/views/inbox/personal-data#PersonalDataView',
          path: '/personal-data',
          exact: true,
        },
      },
    },
  },
  i18n: {
    supportedLanguages: { es, en, it },
    fallbackLanguage: 'es',
    // Payload's own words where they read wrong to the studio: the language being edited is the content's, not the
    // admin's ("Locale: Español" in English and Italian), and the account's preferences are not "Payload's".
    translations: {
      es: {
        general: {
          locale: 'Idioma del contenido',
          locales: 'Idiomas del contenido',
          payloadSettings: 'Preferencias del panel',
        },
      },
      en: {
        general: {
          locale: 'Content language',
          locales: 'Content languages',
          payloadSettings: 'Back-office preferences',
        },
      },
      it: {
        general: {
          locale: 'Lingua dei contenuti',
          locales: 'Lingue dei contenuti',
          payloadSettings: 'Preferenze del pannello',
        },
      },
    },
  },
  localization: {
    locales: CMS_LOCALES.map((code) => ({ code, label: { es: 'Español', en: 'English', it: 'Italiano' }[code] })),
    defaultLocale: DEFAULT_CMS_LOCALE,
    fallback: true,
  },
  collections: [Contents, Galleries, LegalPages, Media, Users].map(withPreviewButton),
  globals: [HomePage, ServicesPage, NmIaPage, Schedule].map(withPreviewButton),
  // The studio's private calendar feed and its owner-only downloads (CSV, a person's data), under /cms-api/studio.
  endpoints: studioEndpoints,
  // Scheduled publishing's queue (cms/jobs.ts; the versioned content is configured in cms/versions.ts).
  jobs,
  db: cmsDatabaseAdapter(),
  sharp,
  email: cmsEmail,
  plugins: [mediaStoragePlugin(), studioSeo()],
  onInit: setUpCms,
  typescript: { outputFile: path.resolve(dirname, 'cms/payload-types.ts'), autoGenerate: false },
});
