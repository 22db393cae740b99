'use client';

import { lazy, Suspense, useSyncExternalStore, type ComponentType } from 'react';

type Loaded<P> = ComponentType<P> | { default: ComponentType<P> };

const never = () => () => {};

/**
 * A component whose code is fetched in the browser the first time it is rendered, as `next/dynamic` with
 * `ssr: false` does, on React's own `lazy`: next/dynamic's loader (its preload and bailout machinery) was a part of
 * every page's first scripts for what a few lines do. Nothing is rendered on the server or while the page hydrates,
 * so the prerendered HTML never holds it; it appears once its chunk has arrived.
 */
export function clientOnly<P extends object>(load: () => Promise<Loaded<P>>): ComponentType<P> {
  const Lazy = lazy(() => load().then((loaded) => ('default' in loaded ? loaded : { default: loaded })));
  function ClientOnly(props: P) {
    const hydrated = useSyncExternalStore(never, () => true, () => false);
    if (!hydrated) return null;
    return (
      <Suspense fallback={null}>
        <Lazy {...props} />
      </Suspense>
    );
  }
  return ClientOnly;
}
