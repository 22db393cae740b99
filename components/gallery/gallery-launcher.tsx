'use client';

import { useEffect, useState, useSyncExternalStore } from 'react';
import {
  photosSkipOptimizer,
  type GalleryContents,
  type PortfolioCard,
  type PortfolioPage,
} from '@/lib/domain/gallery-view';
import {
  leaveViewerLocation,
  pushedByViewer,
  pushViewerLocation,
  readViewerLocation,
  replaceViewerImage,
  replaceViewerLocation,
  VIEWER_LOCATION_EVENT,
} from './gallery-url';
import { fetchGalleryImages } from './gallery-images';
import type { PasswordLabels, ViewerLabels } from './viewer-labels';
import { clientOnly } from '@/components/ui/client-only';

// The viewer and the prompt load on first use: the page ships only this launcher.
const loadViewer = () => import('./gallery-viewer').then((m) => m.GalleryViewer);
const GalleryViewer = clientOnly(loadViewer);
const PasswordPrompt = clientOnly(() => import('./password-prompt').then((m) => m.PasswordPrompt));

type Props = {
  page: PortfolioPage;
  galleries: readonly PortfolioCard[];
  locale: string;
  labels: ViewerLabels;
  passwordLabels: PasswordLabels;
};

function subscribe(onChange: () => void) {
  window.addEventListener('popstate', onChange);
  window.addEventListener(VIEWER_LOCATION_EVENT, onChange);
  return () => {
    window.removeEventListener('popstate', onChange);
    window.removeEventListener(VIEWER_LOCATION_EVENT, onChange);
  };
}
const searchSnapshot = () => window.location.search;
const serverSnapshot = () => '';

function focusCard(id: string) {
  document.querySelector<HTMLElement>(`a[data-gallery="${CSS.escape(id)}"]`)?.focus();
}

/** Opens the viewer from the grid's links and from the address, and the password prompt for a protected gallery. */
export function GalleryLauncher({ page, galleries, locale, labels, passwordLabels }: Props) {
  const search = useSyncExternalStore(subscribe, searchSnapshot, serverSnapshot);
  const location = search ? readViewerLocation() : null;
  const active = location ? galleries.find((g) => g.id === location.gallery) : undefined;
  const [loaded, setLoaded] = useState<Record<string, GalleryContents>>({});
  const [locked, setLocked] = useState<string | null>(null);
  // The last gallery stays rendered while the viewer fades out.
  const [shown, setShown] = useState(active);
  if (active && active !== shown) setShown(active);

  useEffect(() => {
    // A shared link: put a closed entry under the viewer's, so the back button closes it instead of leaving the page.
    const initial = readViewerLocation();
    if (initial && galleries.some((g) => g.id === initial.gallery) && !pushedByViewer()) {
      replaceViewerLocation(null);
      pushViewerLocation({ ...initial, zoom: false }, 'open');
      if (initial.zoom) pushViewerLocation(initial, 'zoom');
    }
    const onClick = (event: MouseEvent) => {
      if (
        event.defaultPrevented ||
        event.button !== 0 ||
        event.metaKey ||
        event.ctrlKey ||
        event.shiftKey ||
        event.altKey
      )
        return;
      const link = event.target instanceof Element ? event.target.closest<HTMLAnchorElement>('a[data-gallery]') : null;
      const id = link?.dataset.gallery;
      if (!id || !galleries.some((g) => g.id === id)) return;
      event.preventDefault();
      pushViewerLocation({ gallery: id, image: null, zoom: false }, 'open');
    };
    // Fetch the viewer's code as soon as a visitor shows interest in a gallery.
    const onIntent = (event: Event) => {
      if (event.target instanceof Element && event.target.closest('a[data-gallery]')) void loadViewer();
    };
    document.addEventListener('click', onClick);
    document.addEventListener('pointerover', onIntent, { passive: true });
    document.addEventListener('focusin', onIntent);
    return () => {
      document.removeEventListener('click', onClick);
      document.removeEventListener('pointerover', onIntent);
      document.removeEventListener('focusin', onIntent);
    };
  }, [galleries]);

  const needsImages = active !== undefined && loaded[active.id] === undefined;
  useEffect(() => {
    if (!needsImages || !active) return;
    let cancelled = false;
    // A protected gallery answers 403 until unlocked; the cookie may already be there from earlier in the visit.
    fetchGalleryImages(page, active.id, locale)
      .then((contents) => {
        if (cancelled) return;
        if (contents) setLoaded((all) => ({ ...all, [active.id]: contents }));
        else setLocked(active.id);
      })
      .catch((error: unknown) => {
        console.error('[gallery] could not load the images', error);
        if (cancelled) return;
        // Toasts load on demand (sonner is not part of the page's first load).
        void import('@/lib/notify').then(({ notify }) => notify({ title: labels.loadFailed, variant: 'destructive' }));
        leaveViewerLocation('viewer');
      });
    return () => {
      cancelled = true;
    };
  }, [needsImages, active, page, locale, labels.loadFailed]);

  const contents = shown ? loaded[shown.id] : undefined;
  const open = Boolean(active && contents && active === shown);
  return (
    <>
      {shown && contents ? (
        <GalleryViewer
          key={shown.id}
          open={open}
          gallery={{ ...shown, ...contents, direct: photosSkipOptimizer(page, shown.locked) }}
          startImage={location?.image ?? null}
          zoomed={open && location?.zoom === true}
          labels={labels}
          onIndexChange={(index) => replaceViewerImage(shown.id, String(index + 1))}
          onEnlarge={(index) =>
            location && pushViewerLocation({ ...location, image: String(index + 1), zoom: true }, 'zoom')
          }
          onShrink={() => leaveViewerLocation('zoom')}
          onClose={() => leaveViewerLocation('viewer')}
          onClosed={() => focusCard(shown.id)}
        />
      ) : null}
      {locked ? (
        <PasswordPrompt
          open={active?.id === locked}
          galleryId={locked}
          locale={locale}
          labels={passwordLabels}
          onUnlocked={(unlocked) => {
            setLoaded((all) => ({ ...all, [locked]: unlocked }));
            setLocked(null);
          }}
          onCancel={() => {
            setLocked(null);
            leaveViewerLocation('viewer');
          }}
          onCancelled={() => focusCard(locked)}
        />
      ) : null}
    </>
  );
}
