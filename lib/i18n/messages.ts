import type { Locale } from './locales';

import type common from '@/messages/es/common.json';
import type nav from '@/messages/es/nav.json';
import type footer from '@/messages/es/footer.json';
import type pages from '@/messages/es/pages.json';
import type notFound from '@/messages/es/notFound.json';
import type errorPage from '@/messages/es/errorPage.json';
import type legal from '@/messages/es/legal.json';
import type home from '@/messages/es/home.json';
import type booking from '@/messages/es/booking.json';
import type lead from '@/messages/es/lead.json';
import type contact from '@/messages/es/contact.json';
import type chat from '@/messages/es/chat.json';
import type consent from '@/messages/es/consent.json';
import type quiz from '@/messages/es/quiz.json';
import type services from '@/messages/es/services.json';
import type gallery from '@/messages/es/gallery.json';
import type errors from '@/messages/es/errors.json';
import type email from '@/messages/es/email.json';
import type guide from '@/messages/es/guide.json';
import type content from '@/messages/es/content.json';
import type preview from '@/messages/es/preview.json';

/**
 * Messages live in one file per feature and language (messages/{locale}/{namespace}.json), so features add text
 * without touching each other's files. Adding a namespace: create its three files and list it in both places below.
 * Spanish is the reference: the type of every language is the type of the Spanish files.
 */
export type Messages = {
  common: typeof common;
  nav: typeof nav;
  footer: typeof footer;
  pages: typeof pages;
  notFound: typeof notFound;
  errorPage: typeof errorPage;
  legal: typeof legal;
  home: typeof home;
  booking: typeof booking;
  lead: typeof lead;
  contact: typeof contact;
  chat: typeof chat;
  consent: typeof consent;
  quiz: typeof quiz;
  services: typeof services;
  gallery: typeof gallery;
  errors: typeof errors;
  email: typeof email;
  guide: typeof guide;
  content: typeof content;
  preview: typeof preview;
};

const namespaces: readonly (keyof Messages)[] = [
  'common',
  'nav',
  'footer',
  'pages',
  'notFound',
  'errorPage',
  'legal',
  'home',
  'booking',
  'lead',
  'contact',
  'chat',
  'consent',
  'quiz',
  'services',
  'gallery',
  'errors',
  'email',
  'guide',
  'content',
  'preview',
];

export async function loadMessages(locale: Locale): Promise<Messages> {
  const entries = await Promise.all(
    namespaces.map(async (ns) => [ns, (await import(`../../messages/${locale}/${ns}.json`)).default] as const),
  );
  return Object.fromEntries(entries) as Messages;
}
