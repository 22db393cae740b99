'use client';

import { useEffect, type RefObject } from 'react';

/*
 * While the banner is open it must not hide what the keyboard focuses (focus not obscured). The page gets room to
 * scroll the footer above the banner (padding on the root, so short pages keep their layout and nothing moves) and a
 * bottom scroll padding of the banner's height, which the browser's own focus scrolling and anchors respect. A control
 * that still ends up under the banner is scrolled into the clear by exactly what it lacks, measured against the banner
 * as it is drawn now: its height can change after a control has the focus (its text rewraps when the brand fonts
 * arrive, the window is resized), so the focused control is checked again whenever it does.
 */
// Room above the banner for the focused control's outline (drawn a few pixels outside it).
const OUTLINE_ROOM_PX = 8;

function scrollClearOfBanner(control: Element, banner: HTMLElement) {
  const box = control.getBoundingClientRect();
  const bannerTop = banner.getBoundingClientRect().top;
  if (box.bottom > bannerTop && box.top < window.innerHeight) {
    window.scrollBy({ top: box.bottom - bannerTop + OUTLINE_ROOM_PX });
  }
}

export function useFocusClearOfBanner(ref: RefObject<HTMLElement | null>, height: number) {
  useEffect(() => {
    const banner = ref.current;
    if (!banner || height <= 0) return;
    const root = document.documentElement;
    root.style.paddingBottom = `${height}px`;
    root.style.scrollPaddingBottom = `${height + OUTLINE_ROOM_PX}px`;
    let frame = 0;
    // After the browser's own scroll to the focused control (or, for a new height, after the padding took effect).
    const checkSoon = (control: Element | null) => {
      cancelAnimationFrame(frame);
      if (!control || control === document.body || banner.contains(control)) return;
      frame = requestAnimationFrame(() => scrollClearOfBanner(control, banner));
    };
    const onFocusIn = (event: FocusEvent) => checkSoon(event.target instanceof Element ? event.target : null);
    document.addEventListener('focusin', onFocusIn);
    // A new height: only a focus the visitor sees (the keyboard's) moves the page; a clicked button keeps its place.
    if (document.activeElement?.matches(':focus-visible')) checkSoon(document.activeElement);
    return () => {
      cancelAnimationFrame(frame);
      document.removeEventListener('focusin', onFocusIn);
      root.style.paddingBottom = '';
      root.style.scrollPaddingBottom = '';
    };
  }, [ref, height]);
}
