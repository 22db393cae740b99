'use client';

import dynamic from 'next/dynamic';
import { useSyncExternalStore } from 'react';
import { toasterRequested } from '@/lib/notify';

const SonnerToaster = dynamic(() => import('./sonner-toaster'), { ssr: false });

/** Mounts the toaster when the first notice is requested (see lib/notify.ts). */
export function ToastHost() {
  const requested = useSyncExternalStore(toasterRequested.subscribe, toasterRequested.get, () => false);
  return requested ? <SonnerToaster /> : null;
}
