'use client';

import { useEffect } from 'react';
import { Toaster as Sonner } from 'sonner';
import { TOAST_DURATION_MS, VISIBLE_TOASTS } from '@/lib/constants';
import { toasterMounted } from '@/lib/notify';

/** One toast at a time (see lib/notify.ts); F8 moves focus to the area. Mounted by ToastHost on the first notice. */
export default function SonnerToaster() {
  // Runs after sonner's own effect (children's effects run first), so the toaster is listening when notices follow.
  useEffect(toasterMounted, []);
  return (
    <Sonner
      position="bottom-right"
      visibleToasts={VISIBLE_TOASTS}
      duration={TOAST_DURATION_MS}
      hotkey={['F8']}
      swipeDirections={['right']}
      closeButton
      toastOptions={{
        classNames: {
          toast: 'rounded-xl! border-border! bg-card! text-foreground! font-sans! shadow-lg!',
          description: 'text-muted-foreground!',
          error: 'border-destructive/40! [&_[data-title]]:text-destructive!',
        },
      }}
    />
  );
}
