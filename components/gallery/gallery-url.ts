/**
 * The viewer's state lives in the address so a link opens it at that image and Back steps out. Pushed entries are
 * marked in history.state, so closing goes back over them instead of piling up entries.
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
 * A step back is asynchronous, and a second Escape before its popstate would step past the gallery page and off the
 * site. So one step is in flight at a time; leaving the whole viewer meanwhile is queued until the first lands.
 */
let inFlight: { step: Step; then: Step | null } | null = null;
// With nothing to go back to the browser never reports the step, so the viewer closes in place; the wait is generous
// because a browser under load can be slow.
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

/** Read from the address itself: a late slider report must not write the gallery back into an entry that left it. */
export function replaceViewerImage(gallery: string, image: string): void {
  const current = readViewerLocation();
  if (inFlight || !current || current.gallery !== gallery || current.image === image) return;
  replaceViewerLocation({ ...current, image });
}

/**
 * Read from the address and the step in flight, never from what is rendered: the step out of the enlargement can land
 * before React renders it, and an Escape then must close the viewer.
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
