'use client';

import {
  useEffect,
  useRef,
  useState,
  type KeyboardEvent as ReactKeyboardEvent,
  type MouseEvent as ReactMouseEvent,
} from 'react';
import { buttonVariants } from '@/components/ui/button-variants';
import { Icon } from '@/components/ui/icon';
import { MENU_BREAKPOINT_PX, NAV_SHRINK_THRESHOLD_PX } from '@/lib/constants';
import { useHydrated } from '@/lib/hooks/use-hydrated';
import { useMinWidth } from '@/lib/hooks/use-min-width';
import { useScrolledPast } from '@/lib/hooks/use-scrolled-past';
import { Link, usePathname } from '@/lib/i18n/navigation';
import { ContactLink } from './contact-link';
import { LanguageSwitcher, type LanguageSwitcherTexts } from './language-switcher';
import { Logo } from './logo';
import { navItems } from './nav-items';

// The menu's links are styled by `.nav-bar` and `.nav-menu` (app/globals.css, perf-home).

/** The menu panel's id; without JavaScript the toggle is a link to it, and `:target` shows it (app/globals.css). */
const MENU_ID = 'site-menu';
const HEAD_ID = 'site-head';

export type NavbarTexts = {
  items: Record<(typeof navItems)[number]['key'], string>;
  contact: string;
  mainNavigation: string;
  homeLink: string;
  openMenu: string;
  closeMenu: string;
  skipToContent: string;
  bookConsultation: string;
  language: LanguageSwitcherTexts;
};

/** The fixed header: its texts come translated from the server (see navbar.tsx); it adds the shrink and the menu. */
export function NavbarIsland({ texts }: { texts: NavbarTexts }) {
  const pathname = usePathname();
  const scrolled = useScrolledPast(NAV_SHRINK_THRESHOLD_PX);
  const wide = useMinWidth(MENU_BREAKPOINT_PX);
  const [open, setOpen] = useState(false);
  // Crossing the breakpoint, in either direction, or arriving on another page closes the menu. The reset happens
  // during render (React's pattern for state that follows a changing value), so no closed-then-open flash.
  const [context, setContext] = useState({ wide, pathname });
  if (context.wide !== wide || context.pathname !== pathname) {
    setContext({ wide, pathname });
    setOpen(false);
  }
  const hydrated = useHydrated();
  const head = useRef<HTMLElement>(null);
  const toggle = useRef<HTMLAnchorElement>(null);

  // Opened by its link while the page hydrated: keep it open, and take the fragment out of the address.
  useEffect(() => {
    if (window.location.hash !== `#${MENU_ID}`) return;
    // eslint-disable-next-line react-hooks/set-state-in-effect -- read once from the address after hydration
    setOpen(true);
    window.history.replaceState(window.history.state, '', window.location.pathname + window.location.search);
  }, []);

  // While open, the menu covers the page: Escape closes it and gives focus back to the toggle, and focus or a pointer
  // leaving the header (Tab past its last link, the chat button) closes it, so nothing focused is hidden under it and
  // nothing opens beneath it.
  useEffect(() => {
    if (!open) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape' || event.defaultPrevented) return;
      setOpen(false);
      toggle.current?.focus();
    };
    const onOutside = (event: Event) => {
      if (event.target instanceof Node && !head.current?.contains(event.target)) setOpen(false);
    };
    document.addEventListener('keydown', onKey);
    document.addEventListener('focusin', onOutside);
    document.addEventListener('pointerdown', onOutside);
    return () => {
      document.removeEventListener('keydown', onKey);
      document.removeEventListener('focusin', onOutside);
      document.removeEventListener('pointerdown', onOutside);
    };
  }, [open]);

  return (
    <header
      ref={head}
      id={HEAD_ID}
      data-scrolled={scrolled}
      className={scrolled || open ? 'site-head solid' : 'site-head'}
    >
      {/* Shown under the bar, not over the logo: two targets on top of each other (WCAG 2.5.8). */}
      <a href="#main" className="skip">
        {texts.skipToContent}
      </a>
      <nav aria-label={texts.mainNavigation}>
        <Link href="/" aria-label={texts.homeLink} className="flex rounded-sm">
          <Logo />
        </Link>

        <ul className="nav-bar">
          {navItems.map((item) => (
            <li key={item.key}>
              <Link href={item.href} aria-current={pathname === item.href ? 'page' : undefined}>
                {texts.items[item.key]}
              </Link>
            </li>
          ))}
          <li>
            <ContactLink>{texts.contact}</ContactLink>
          </li>
        </ul>

        <div className="head-tools">
          <div className="hidden sm:block">
            <LanguageSwitcher texts={texts.language} />
          </div>
          <div className="hidden md:block xl:hidden 2xl:block">
            <Link href="/consulta-gratuita" className={buttonVariants({ size: 'sm' })}>
              {texts.bookConsultation}
            </Link>
          </div>
          {/* One link to the panel, which `:target` shows without JavaScript, and the menu's toggle once hydrated: the
              same element throughout, so a press while the page hydrates is not lost to a swapped node. */}
          <a
            ref={toggle}
            href={`#${MENU_ID}`}
            className="menu-button menu-open"
            aria-label={open ? texts.closeMenu : texts.openMenu}
            {...(hydrated
              ? {
                  role: 'button',
                  'aria-expanded': open,
                  'aria-controls': MENU_ID,
                  onClick: (event: ReactMouseEvent<HTMLAnchorElement>) => {
                    event.preventDefault();
                    setOpen((value) => !value);
                  },
                  onKeyDown: (event: ReactKeyboardEvent<HTMLAnchorElement>) => {
                    if (event.key !== ' ') return;
                    event.preventDefault();
                    setOpen((value) => !value);
                  },
                }
              : {})}
          >
            <Icon name={open ? 'x' : 'menu'} className="size-5" />
          </a>
          {hydrated ? null : (
            <a href={`#${HEAD_ID}`} className="menu-button menu-close" aria-label={texts.closeMenu}>
              <Icon name="x" className="size-5" />
            </a>
          )}
        </div>
      </nav>

      <div id={MENU_ID} hidden={hydrated ? !open : undefined} className={hydrated ? 'menu-panel' : 'menu-panel nojs'}>
        <ul className="nav-menu">
          {navItems.map((item) => (
            <li key={item.key}>
              <Link
                href={item.href}
                aria-current={pathname === item.href ? 'page' : undefined}
                onClick={() => setOpen(false)}
              >
                {texts.items[item.key]}
              </Link>
            </li>
          ))}
          <li>
            <ContactLink onNavigate={() => setOpen(false)}>{texts.contact}</ContactLink>
          </li>
        </ul>
        <div className="menu-tools">
          <LanguageSwitcher texts={texts.language} />
          <Link href="/consulta-gratuita" className={buttonVariants({ size: 'sm' })} onClick={() => setOpen(false)}>
            {texts.bookConsultation}
          </Link>
        </div>
      </div>
    </header>
  );
}
