'use client';

import { clientOnly } from '@/components/ui/client-only';

/*
 * The parts of the frame that nothing on the page waits for: the cookie banner (decided in the browser anyway, so never
 * in the prerendered HTML), the chat button (useless without JavaScript), the consent-gated analytics, the toaster and
 * the language memory. They arrive in one chunk once the page has hydrated, so none of them adds to the scripts
 * a first visit downloads before it can paint, or to the long task that hydrates the page.
 */
// One chunk for both, fetched once: the banner and the extras share the consent record's code.
const loadFrameExtras = () => import('./frame-extras');

export const DeferredCookieBanner = clientOnly(() => loadFrameExtras().then((module) => module.CookieBanner));

export const DeferredFrameExtras = clientOnly(loadFrameExtras);

/*
 * The [locale] segment's error boundary (app/[locale]/error.tsx, itself only a loader of the error view) is part of
 * this module's chunk: Next loads every segment's error boundary with the page, and as a module of its own it was a
 * chunk of its own, one more script request on every page (0.8 kB with its headers, for 0.4 kB of code). Nothing here
 * renders it; Next does, when a page fails.
 */
export { default as LocaleErrorBoundary } from '@/app/[locale]/error';
