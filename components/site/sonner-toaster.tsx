'use client';

import { useEffect } from 'react';
import { toast, Toaster as Sonner } from 'sonner';
import { useConsentBannerHeight } from '@/components/consent/use-banner-height';
import { TOAST_DURATION_MS, TOAST_SWIPE_THRESHOLD_PX, VISIBLE_TOASTS } from '@/lib/constants';
import { toasterMounted } from '@/lib/notify';

/*
 * Where the toasts stand: above the round chat button of the bottom right corner (app/globals.css .chat-fab: 3.5rem,
 * 1rem from the edges, 1.5rem from 640 px), never over it, and above the cookie banner while it shows, as the button
 * is. Sonner's phone layout (up to 600 px) spans the width, so its bottom clears the button there as well.
 */
const CHAT_CLEARANCE_PX = { phone: 16 + 56 + 12, wide: 24 + 56 + 16 } as const;

/*
 * Swiping a toast away: to the right, and only once it has travelled TOAST_SWIPE_THRESHOLD_PX (the spec's 50).
 * Sonner's own swipe is turned off (`swipeDirections={[]}`): its distance is a fixed 45 px, and a quick flick of any
 * length also dismisses. The toast follows the finger or pointer to the right (a move to the left stays put) and
 * springs back when let go short of the threshold.
 */
function useSwipeRightToDismiss(): void {
  useEffect(() => {
    let start: { x: number; pointerId: number; toast: HTMLElement } | null = null;
    const distance = (event: PointerEvent) => (start ? Math.max(0, event.clientX - start.x) : 0);
    const release = (dismiss: boolean) => {
      if (!start) return;
      const element = start.toast;
      start = null;
      element.style.userSelect = '';
      if (dismiss) toast.dismiss();
      else element.style.translate = '';
    };
    const down = (event: PointerEvent) => {
      if (event.button !== 0 || !(event.target instanceof Element) || event.target.closest('button, a')) return;
      const element = event.target.closest<HTMLElement>('[data-sonner-toast]');
      if (!element) return;
      // A drag that starts on selected text would be the browser's drag and drop (which cancels the pointer), and
      // one that starts elsewhere would select text: neither while swiping.
      const selection = window.getSelection();
      if (selection?.anchorNode && element.contains(selection.anchorNode)) selection.removeAllRanges();
      element.style.userSelect = 'none';
      start = { x: event.clientX, pointerId: event.pointerId, toast: element };
    };
    const move = (event: PointerEvent) => {
      if (start?.pointerId === event.pointerId) start.toast.style.translate = `${distance(event)}px 0`;
    };
    const up = (event: PointerEvent) => {
      if (start?.pointerId === event.pointerId) release(distance(event) >= TOAST_SWIPE_THRESHOLD_PX);
    };
    const cancel = () => release(false);
    document.addEventListener('pointerdown', down);
    document.addEventListener('pointermove', move);
    document.addEventListener('pointerup', up);
    document.addEventListener('pointercancel', cancel);
    return () => {
      document.removeEventListener('pointerdown', down);
      document.removeEventListener('pointermove', move);
      document.removeEventListener('pointerup', up);
      document.removeEventListener('pointercancel', cancel);
    };
  }, []);
}

/** The area's name (read with its shortcut, "Notificaciones F8") and the close button's, in the page's language. */
export type ToastLabels = { regionLabel: string; closeLabel: string };

/** One toast at a time (see lib/notify.ts); F8 moves focus to the area. Mounted by ToastHost on the first notice. */
export default function SonnerToaster({ regionLabel, closeLabel }: ToastLabels) {
  // Runs after sonner's own effect (children's effects run first), so the toaster is listening when notices follow.
  useEffect(toasterMounted, []);
  useSwipeRightToDismiss();
  const banner = useConsentBannerHeight();
  return (
    <Sonner
      position="bottom-right"
      offset={{ bottom: banner + CHAT_CLEARANCE_PX.wide, right: 24 }}
      mobileOffset={{ bottom: banner + CHAT_CLEARANCE_PX.phone, right: 16, left: 16 }}
      visibleToasts={VISIBLE_TOASTS}
      duration={TOAST_DURATION_MS}
      hotkey={['F8']}
      swipeDirections={[]}
      closeButton
      containerAriaLabel={regionLabel}
      toastOptions={{
        closeButtonAriaLabel: closeLabel,
        classNames: {
          toast: 'rounded-xl! border-border! bg-card! text-foreground! font-sans! shadow-lg!',
          description: 'text-muted-foreground!',
          error: 'border-destructive/40! [&_[data-title]]:text-destructive!',
        },
      }}
    />
  );
}
