'use client';

import dynamic from 'next/dynamic';

// Toasts only ever follow an action, so sonner loads after hydration instead of delaying every page's first paint.
const SonnerToaster = dynamic(() => import('./sonner-toaster'), { ssr: false });

/** Mounted once in the layout. */
export function Toaster() {
  return <SonnerToaster />;
}
