'use client';

import type { ComponentProps, MouseEvent, ReactNode } from 'react';
import { HOME_ANCHORS, SCROLL_DELAY_FROM_NAV_MS } from '@/lib/constants';
import { hrefFor } from '@/lib/i18n/page-paths';
import { useLocale, usePathname, useRouter } from '@/lib/i18n/navigation';
import { scrollToSection, scrollToStoredTarget, storeScrollTarget } from '@/lib/scroll-target';

type Props = Omit<ComponentProps<'a'>, 'href' | 'onClick'> & { onNavigate?: () => void; children: ReactNode };

/**
 * Contact entry of the menu: a link to the home page's contact section in the page's language (/es#contacto), which
 * works without JavaScript from any page. With it, on the home page it scrolls to the contact section; elsewhere it
 * stores the target, goes home, and the home page finishes the scroll.
 */
export function ContactLink({ onNavigate, children, ...props }: Props) {
  const locale = useLocale();
  const pathname = usePathname();
  const router = useRouter();

  function handleClick(event: MouseEvent<HTMLAnchorElement>) {
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
    event.preventDefault();
    onNavigate?.();
    if (pathname === '/') {
      scrollToSection(HOME_ANCHORS.contact);
      return;
    }
    storeScrollTarget(HOME_ANCHORS.contact);
    router.push('/');
    window.setTimeout(scrollToStoredTarget, SCROLL_DELAY_FROM_NAV_MS);
  }

  return (
    <a href={hrefFor(locale, { pathname: '/', hash: HOME_ANCHORS.contact })} onClick={handleClick} {...props}>
      {children}
    </a>
  );
}
