'use client';

import dynamic from 'next/dynamic';

/*
 * The parts of the frame that nothing on the page waits for: the cookie banner (decided in the browser anyway, so never
 * in the prerendered HTML), the chat button (useless without JavaScript), the consent-gated analytics, the toaster and
 * the language memory. Each arrives as its own chunk once the page has hydrated, so none of them adds to the scripts
 * a first visit downloads before it can paint, or to the long task that hydrates the page.
 */
export const DeferredCookieBanner = dynamic(
  () => import('@/components/consent/cookie-banner').then((module) => module.CookieBanner),
  { ssr: false },
);

export const DeferredFrameExtras = dynamic(() => import('./frame-extras'), { ssr: false });
