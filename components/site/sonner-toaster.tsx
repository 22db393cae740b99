'use client';

import { useEffect } from 'react';
import { Toaster as Sonner } from 'sonner';
import { useConsentBannerHeight } from '@/components/consent/use-banner-height';
import { TOAST_DURATION_MS, VISIBLE_TOASTS } from '@/lib/constants';
import { toasterMounted } from '@/lib/notify';

/*
 * Where the toasts stand: above the round chat button of the bottom right corner (app/globals.css .chat-fab: 3.5rem,
 * 1rem from the edges, 1.5rem from 640 px), never over it, and above the cookie banner while it shows, as the button
 * is. Sonner's phone layout (up to 600 px) spans the width, so its bottom clears the button there as well.
 */
const CHAT_CLEARANCE_PX = { phone: 16 + 56 + 12, wide: 24 + 56 + 16 } as const;

/** One toast at a time (see lib/notify.ts); F8 moves focus to the area. Mounted by ToastHost on the first notice. */
export default function SonnerToaster() {
  // Runs after sonner's own effect (children's effects run first), so the toaster is listening when notices follow.
  useEffect(toasterMounted, []);
  const banner = useConsentBannerHeight();
  return (
    <Sonner
      position="bottom-right"
      offset={{ bottom: banner + CHAT_CLEARANCE_PX.wide, right: 24 }}
      mobileOffset={{ bottom: banner + CHAT_CLEARANCE_PX.phone, right: 16, left: 16 }}
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
