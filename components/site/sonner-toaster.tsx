'use client';

import { Toaster as Sonner } from 'sonner';
import { TOAST_DURATION_MS, VISIBLE_TOASTS } from '@/lib/constants';

/** One toast at a time (see lib/notify.ts); F8 moves focus to the area. Loaded with the frame extras after hydration. */
export default function SonnerToaster() {
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
