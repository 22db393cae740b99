'use client';

import type { MouseEvent, ReactNode } from 'react';
import { buttonVariants } from '@/components/ui/button-variants';
import { HOME_ANCHORS, SCROLL_DELAY_FROM_NAV_MS } from '@/lib/constants';
import { useRouter } from '@/lib/i18n/navigation';
import { scrollToStoredTarget, storeScrollTarget } from '@/lib/scroll-target';

/** Stores the home page's `cta` section as the scroll target and goes home; a plain link without JS. */
export function HomeCtaLink({ locale, children }: { locale: string; children: ReactNode }) {
  const router = useRouter();
  function onClick(event: MouseEvent<HTMLAnchorElement>) {
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
    event.preventDefault();
    storeScrollTarget(HOME_ANCHORS.cta);
    router.push('/');
    window.setTimeout(scrollToStoredTarget, SCROLL_DELAY_FROM_NAV_MS);
  }
  return (
    <a href={`/${locale}#${HOME_ANCHORS.cta}`} onClick={onClick} className={buttonVariants({ size: 'lg' })}>
      {children}
    </a>
  );
}
