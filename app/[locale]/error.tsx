'use client';

import { lazy, Suspense } from 'react';
import type { Props } from './error-view';

// Next loads every segment's error boundary with the page, so the boundary is only this loader: the view, its texts in
// three languages and its buttons arrive when a page has failed (error-view.tsx).
const LocaleErrorView = lazy(() => import('./error-view'));

export default function LocaleError(props: Props) {
  return (
    <Suspense fallback={null}>
      <LocaleErrorView {...props} />
    </Suspense>
  );
}
