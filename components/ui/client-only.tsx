'use client';

import { lazy, Suspense, useSyncExternalStore, type ComponentType } from 'react';

type Loaded<P> = ComponentType<P> | { default: ComponentType<P> };

const never = () => () => {};

/**
 * `next/dynamic` with `ssr: false` on React's own `lazy`, keeping next/dynamic's loader out of every page's first
 * scripts. Nothing renders on the server or during hydration, so the prerendered HTML never holds it.
 */
export function clientOnly<P extends object>(load: () => Promise<Loaded<P>>): ComponentType<P> {
  const Lazy = lazy(() => load().then((loaded) => ('default' in loaded ? loaded : { default: loaded })));
  function ClientOnly(props: P) {
    const hydrated = useSyncExternalStore(
      never,
      () => true,
      () => false,
    );
    if (!hydrated) return null;
    return (
      <Suspense fallback={null}>
        <Lazy {...props} />
      </Suspense>
    );
  }
  return ClientOnly;
}
