/**
 * The open gallery, image and enlargement live in the address (`?gallery=id&image=3&zoom=1`), so a link opens the
 * viewer at that image and the browser's back button steps out of the enlargement, then out of the viewer. Entries
 * the viewer pushed carry a mark in history.state, so closing goes back over them instead of piling up entries.
 */
export interface ViewerLocation {
  gallery: string;
  image: string | null;
  zoom: boolean;
}

const MARK = 'lumenGallery';

/** Fired when the viewer changed the address without a history step. */
export const VIEWER_LOCATION_EVENT = 'lumen:gallery-location';

export function readViewerLocation(): ViewerLocation | null {
  const params = new URLSearchParams(window.location.search);
  const gallery = params.get('gallery');
  return gallery ? { gallery, image: params.get('image'), zoom: params.get('zoom') === '1' } : null;
}

function urlWith(location: ViewerLocation | null): string {
  const params = new URLSearchParams(window.location.search);
  for (const key of ['gallery', 'image', 'zoom']) params.delete(key);
  if (location) {
    params.set('gallery', location.gallery);
    if (location.image) params.set('image', location.image);
    if (location.zoom) params.set('zoom', '1');
  }
  const query = params.toString();
  return `${window.location.pathname}${query ? `?${query}` : ''}`;
}

type HistoryState = Record<string, unknown> | null;

export function pushedByViewer(): 'open' | 'zoom' | undefined {
  const state = window.history.state as HistoryState;
  const mark = state?.[MARK];
  return mark === 'open' || mark === 'zoom' ? mark : undefined;
}

export function pushViewerLocation(location: ViewerLocation, kind: 'open' | 'zoom'): void {
  window.history.pushState({ ...(window.history.state as HistoryState), [MARK]: kind }, '', urlWith(location));
  window.dispatchEvent(new Event(VIEWER_LOCATION_EVENT));
}

/** Keeps the current image in the address without adding history entries while the visitor scrolls. */
export function replaceViewerLocation(location: ViewerLocation | null): void {
  window.history.replaceState(window.history.state, '', urlWith(location));
}

/** Steps out of the enlargement (or of the whole viewer), going back when the viewer pushed the entry. */
export function leaveViewerLocation(step: 'zoom' | 'viewer'): void {
  const pushed = pushedByViewer();
  if (step === 'zoom' && pushed === 'zoom') return window.history.back();
  if (step === 'viewer' && pushed === 'open') return window.history.back();
  if (step === 'viewer' && pushed === 'zoom') return window.history.go(-2);
  const current = readViewerLocation();
  replaceViewerLocation(step === 'zoom' && current ? { ...current, zoom: false } : null);
  // replaceState fires no popstate; tell the launcher (a synthetic popstate would make Next restore its tree).
  window.dispatchEvent(new Event(VIEWER_LOCATION_EVENT));
}
