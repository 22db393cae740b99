'use client';

import dynamic from 'next/dynamic';

/**
 * The banner is never in the server's HTML (only the browser knows the stored choice), so its code loads right after
 * hydration instead of with every page's first-load JavaScript, as the toaster does. Fixed at the bottom, it shifts
 * nothing when it appears.
 */
export const CookieBannerLoader = dynamic(() => import('./cookie-banner').then((module) => module.CookieBanner), { ssr: false });
