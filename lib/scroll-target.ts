import { STORAGE_KEYS } from './constants';

/** Lets another page ask the home page for a section. Every storage access is guarded: storage can be disabled. */
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
 * `onTargetPage` clears a target the page lacks (an old or edited entry) rather than looking for it and warning on
 * every visit.
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
 * A smooth scroll aims where its target is when it starts; skipped sections would take their real height on the way
 * and push the target out of view, so all are laid out first.
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
