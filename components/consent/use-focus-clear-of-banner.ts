'use client';

import { useEffect, type RefObject } from 'react';

/*
 * The banner must never hide the keyboard's focus (WCAG 2.4.11). Root padding lets the footer scroll clear without
 * moving short pages; the focused control is checked again whenever the banner's height changes.
 */
// The focus outline is drawn a few pixels outside the control.
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
    // Next frame, after the browser's own focus scroll or the new padding has taken effect.
    const checkSoon = (control: Element | null) => {
      cancelAnimationFrame(frame);
      if (!control || control === document.body || banner.contains(control)) return;
      frame = requestAnimationFrame(() => scrollClearOfBanner(control, banner));
    };
    const onFocusIn = (event: FocusEvent) => checkSoon(event.target instanceof Element ? event.target : null);
    document.addEventListener('focusin', onFocusIn);
    // Only a visible (keyboard) focus moves the page; a clicked button keeps its place.
    const checkVisibleFocus = () => {
      if (document.activeElement?.matches(':focus-visible')) checkSoon(document.activeElement);
    };
    checkVisibleFocus();
    // Text that rewraps above the focus (the brand fonts arriving) moves it without a focus or banner change.
    const reflow = new ResizeObserver(checkVisibleFocus);
    reflow.observe(document.body);
    return () => {
      cancelAnimationFrame(frame);
      reflow.disconnect();
      document.removeEventListener('focusin', onFocusIn);
      root.style.paddingBottom = '';
      root.style.scrollPaddingBottom = '';
    };
  }, [ref, height]);
}
