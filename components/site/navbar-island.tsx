'use client';

import { useId, useState } from 'react';
import { buttonVariants } from '@/components/ui/button-variants';
import { Icon } from '@/components/ui/icon';
import { MENU_BREAKPOINT_PX, NAV_SHRINK_THRESHOLD_PX } from '@/lib/constants';
import { useMinWidth } from '@/lib/hooks/use-min-width';
import { useScrolledPast } from '@/lib/hooks/use-scrolled-past';
import { Link, usePathname } from '@/lib/i18n/navigation';
import { ContactLink } from './contact-link';
import { LanguageSwitcher, type LanguageSwitcherTexts } from './language-switcher';
import { Logo } from './logo';
import { navItems } from './nav-items';

// The menu's links are styled by `.nav-bar` and `.nav-menu` (app/globals.css, perf-home).

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
  const menuId = useId();

  return (
    <header
      data-scrolled={scrolled}
      className={scrolled || open ? 'site-head solid' : 'site-head'}
    >
      {/* Shown under the bar, not over the logo: two targets on top of each other (WCAG 2.5.8). */}
      <a href="#main" className="skip">
        {texts.skipToContent}
      </a>
      <nav aria-label={texts.mainNavigation}>
        <Link href="/" aria-label={texts.homeLink} className="rounded-sm">
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
          <button
            type="button"
            className="menu-button"
            aria-expanded={open}
            aria-controls={menuId}
            aria-label={open ? texts.closeMenu : texts.openMenu}
            onClick={() => setOpen((value) => !value)}
          >
            <Icon name={open ? 'x' : 'menu'} className="size-5" />
          </button>
        </div>
      </nav>

      <div
        id={menuId}
        hidden={!open}
        className="menu-panel"
      >
        <ul className="nav-menu">
          {navItems.map((item) => (
            <li key={item.key}>
              <Link href={item.href} aria-current={pathname === item.href ? 'page' : undefined} onClick={() => setOpen(false)}>
                {texts.items[item.key]}
              </Link>
            </li>
          ))}
          <li>
            <ContactLink onNavigate={() => setOpen(false)}>
              {texts.contact}
            </ContactLink>
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
