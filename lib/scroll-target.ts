import { STORAGE_KEYS } from './constants';

/**
 * The pending scroll target: a page stores the home section to show, navigates home, and the home page
 * scrolls to it and clears it. Browser-only helpers; every storage access is guarded because storage can be disabled.
 */
export function storeScrollTarget(id: string): void {
  try {
    window.localStorage.setItem(STORAGE_KEYS.scrollTarget, id);
  } catch {
    // Storage disabled: the visitor lands at the top of the home page instead.
  }
}

function readScrollTarget(): string | null {
  try {
    return window.localStorage.getItem(STORAGE_KEYS.scrollTarget);
  } catch {
    return null;
  }
}

/**
 * Scrolls smoothly to the stored target if it is on this page, and clears it. `onTargetPage`: this is the page the
 * target was stored for (the home page on arrival), so a target it lacks (an old or edited entry) is cleared as well,
 * instead of being looked for, and warned about, on every visit. Returns whether it scrolled.
 */
export function scrollToStoredTarget(onTargetPage = false): boolean {
  const id = readScrollTarget();
  if (!id) return false;
  const found = document.getElementById(id) !== null;
  if (found || onTargetPage) {
    try {
      window.localStorage.removeItem(STORAGE_KEYS.scrollTarget);
    } catch {
      // Nothing to clear when storage is disabled.
    }
  }
  if (!found) {
    console.warn(`[scroll] stored scroll target "${id}" was not found on this page`);
    return false;
  }
  scrollToSection(id);
  return true;
}

/**
 * Lays out every section that `render-on-approach` (app/globals.css) still skips, at its real height. A smooth scroll
 * aims at where its target is when it starts; skipped sections have only an estimated height, and the ones it passes
 * would take their real height on the way and push the target out of view. Called before any in-page scroll.
 */
export function renderAllSections(): void {
  document.documentElement.dataset.renderAll = '';
}

export function scrollToSection(id: string): void {
  const element = document.getElementById(id);
  if (!element) {
    console.warn(`[scroll] section "${id}" was not found on this page`);
    return;
  }
  renderAllSections();
  const reduce = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
  element.scrollIntoView({ behavior: reduce ? 'auto' : 'smooth', block: 'start' });
  window.history.replaceState(window.history.state, '', `#${id}`);
}
