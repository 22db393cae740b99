'use client';

import { useSyncExternalStore } from 'react';
import { toasterRequested } from '@/lib/notify';
import { clientOnly } from '@/components/ui/client-only';
import type { ToastLabels } from './sonner-toaster';

const SonnerToaster = clientOnly(() => import('./sonner-toaster'));

/** Mounts the toaster when the first notice is requested (see lib/notify.ts). */
export function ToastHost(labels: ToastLabels) {
  const requested = useSyncExternalStore(toasterRequested.subscribe, toasterRequested.get, () => false);
  return requested ? <SonnerToaster {...labels} /> : null;
}
