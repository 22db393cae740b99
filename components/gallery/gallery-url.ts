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

export type Step = 'zoom' | 'viewer';

/*
 * A history step back is asynchronous: until its popstate arrives, history.state and the address still show the entry
 * being left. A second Escape in that gap would step back again, past the gallery page and off the site. So one step
 * is in flight at a time; asking to leave the whole viewer while leaving the enlargement is remembered and done once
 * the first step lands. Anything else asked meanwhile is already under way.
 */
let inFlight: { step: Step; then: Step | null } | null = null;
// If the browser never reports the step (nothing to go back to), the viewer is closed in place instead. A step back
// normally lands within a frame or two; a browser under heavy load can take far longer, so the wait is generous.
const STEP_TIMEOUT_MS = 4000;

function stepBack(step: Step, delta: number): void {
  const flight = { step, then: null as Step | null };
  inFlight = flight;
  let closedInPlace = false;
  const landed = () => {
    window.removeEventListener('popstate', landed);
    window.clearTimeout(timer);
    if (closedInPlace) {
      // The step landed after all, on the entry that still opens the viewer: leave it in place again, once.
      leaveInPlace(flight.then ?? step);
      return;
    }
    if (inFlight !== flight) return;
    inFlight = null;
    if (flight.then) leaveViewerLocation(flight.then);
  };
  const timer = window.setTimeout(() => {
    if (inFlight !== flight) return;
    inFlight = null;
    closedInPlace = true;
    leaveInPlace(flight.then ?? step);
    // A step that has not landed by then never will: a later back or forward is the visitor's own.
    window.setTimeout(() => window.removeEventListener('popstate', landed), STEP_TIMEOUT_MS);
  }, STEP_TIMEOUT_MS);
  window.addEventListener('popstate', landed);
  window.history.go(-delta);
}

function leaveInPlace(step: Step): void {
  const current = readViewerLocation();
  if (!current) return;
  replaceViewerLocation(step === 'zoom' ? { ...current, zoom: false } : null);
  // replaceState fires no popstate; tell the launcher (a synthetic popstate would make Next restore its tree).
  window.dispatchEvent(new Event(VIEWER_LOCATION_EVENT));
}

/**
 * Keeps the image in view in the address, read from the address itself: a late report from the slider (the viewer
 * fades out after the visitor left it) must not write the gallery back into an entry that no longer shows it.
 */
export function replaceViewerImage(gallery: string, image: string): void {
  const current = readViewerLocation();
  if (inFlight || !current || current.gallery !== gallery || current.image === image) return;
  replaceViewerLocation({ ...current, image });
}

/**
 * What an Escape leaves: the enlargement while the address shows one that is not already being left, else the whole
 * viewer. Read from the address and the step in flight, never from what is rendered: the history step out of the
 * enlargement can land before React renders it, and an Escape in that gap must close the viewer, not be spent on an
 * enlargement that is already gone.
 */
export function escapeLeaves(): Step {
  if (inFlight) return 'viewer';
  return readViewerLocation()?.zoom ? 'zoom' : 'viewer';
}

/**
 * Steps out of the enlargement (or of the whole viewer), going back when the viewer pushed the entry. Idempotent: a
 * repeated request while a step is under way never takes a second step back.
 */
export function leaveViewerLocation(step: Step): void {
  if (inFlight) {
    if (step === 'viewer' && inFlight.step === 'zoom') inFlight.then = 'viewer';
    return;
  }
  const current = readViewerLocation();
  if (!current) return;
  const pushed = pushedByViewer();
  if (step === 'zoom' && !current.zoom) return;
  if (step === 'zoom' && pushed === 'zoom') return stepBack('zoom', 1);
  if (step === 'viewer' && pushed === 'open') return stepBack('viewer', 1);
  if (step === 'viewer' && pushed === 'zoom') return stepBack('viewer', 2);
  leaveInPlace(step);
}
