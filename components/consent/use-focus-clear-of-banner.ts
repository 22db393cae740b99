'use client';

import { useEffect, type RefObject } from 'react';

/*
 * While the banner is open it must not hide what the keyboard focuses (focus not obscured). The page gets room to
 * scroll the footer above the banner (padding on the root, so short pages keep their layout and nothing moves) and a
 * bottom scroll padding of the banner's height, which the browser's own focus scrolling and anchors respect; a control
 * that still ends up under the banner is scrolled into the clear.
 */
// Room above the banner for the focused control's outline (drawn a few pixels outside it).
const OUTLINE_ROOM_PX = 8;

export function useFocusClearOfBanner(ref: RefObject<HTMLElement | null>, height: number) {
  useEffect(() => {
    const banner = ref.current;
    if (!banner || height <= 0) return;
    const root = document.documentElement;
    root.style.paddingBottom = `${height}px`;
    root.style.scrollPaddingBottom = `${height + OUTLINE_ROOM_PX}px`;
    let frame = 0;
    const onFocusIn = (event: FocusEvent) => {
      const target = event.target;
      if (!(target instanceof HTMLElement) || banner.contains(target)) return;
      cancelAnimationFrame(frame);
      // After the browser's own scroll to the focused control.
      frame = requestAnimationFrame(() => {
        const control = target.getBoundingClientRect();
        if (control.bottom > banner.getBoundingClientRect().top && control.top < window.innerHeight) {
          target.scrollIntoView({ block: 'nearest' });
        }
      });
    };
    document.addEventListener('focusin', onFocusIn);
    return () => {
      cancelAnimationFrame(frame);
      document.removeEventListener('focusin', onFocusIn);
      root.style.paddingBottom = '';
      root.style.scrollPaddingBottom = '';
    };
  }, [ref, height]);
}
