'use client';

import { clientOnly } from '@/components/ui/client-only';

/*
 * Frame parts nothing on the page waits for load after hydration, so they add nothing to the first paint or to the
 * hydration task. One chunk for both: the banner and the extras share the consent record's code.
 */
const loadFrameExtras = () => import('./frame-extras');

export const DeferredCookieBanner = clientOnly(() => loadFrameExtras().then((module) => module.CookieBanner));

export const DeferredFrameExtras = clientOnly(loadFrameExtras);

/*
 * Next loads every segment's error boundary with the page; re-exported here it shares this chunk rather than costing
 * a script request of its own. Next renders it, when a page fails.
 */
export { default as LocaleErrorBoundary } from '@/app/[locale]/error';
