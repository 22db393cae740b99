'use client';

import { clsx } from 'clsx';
import { Menu, X } from 'lucide-react';
import { useId, useState } from 'react';
import { buttonVariants } from '@/components/ui/button-variants';
import { MENU_BREAKPOINT_PX, NAV_SHRINK_THRESHOLD_PX } from '@/lib/constants';
import { useMinWidth } from '@/lib/hooks/use-min-width';
import { useScrolledPast } from '@/lib/hooks/use-scrolled-past';
import { Link, usePathname } from '@/lib/i18n/navigation';
import { ContactLink } from './contact-link';
import { LanguageSwitcher, type LanguageSwitcherTexts } from './language-switcher';
import { Logo } from './logo';
import { navItems } from './nav-items';

const linkClass =
  'relative py-1 text-[0.78rem] font-medium uppercase tracking-[0.12em] text-foreground/75 transition-colors hover:text-foreground 2xl:tracking-[0.16em]';

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
      className={clsx(
        'fixed inset-x-0 top-0 z-50 border-b transition-[padding,background-color,border-color,box-shadow] duration-300 motion-reduce:transition-none',
        scrolled || open
          ? 'border-border/80 bg-background/92 py-2.5 shadow-[0_1px_24px_-12px_rgb(25_23_20/0.25)] backdrop-blur-md'
          : 'border-transparent bg-background/70 py-5 backdrop-blur-sm',
      )}
    >
      {/* Shown under the bar, not over the logo: two targets on top of each other (WCAG 2.5.8). */}
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:absolute focus:left-4 focus:top-[calc(100%+0.5rem)] focus:rounded-full focus:bg-foreground focus:px-4 focus:py-2 focus:text-background"
      >
        {texts.skipToContent}
      </a>
      <nav aria-label={texts.mainNavigation} className="mx-auto flex max-w-[88rem] items-center justify-between gap-6 px-5 sm:px-8">
        <Link href="/" aria-label={texts.homeLink} className="rounded-sm">
          <Logo />
        </Link>

        <ul className="hidden items-center gap-5 xl:flex 2xl:gap-7">
          {navItems.map((item) => (
            <li key={item.key}>
              <Link
                href={item.href}
                aria-current={pathname === item.href ? 'page' : undefined}
                className={clsx(linkClass, 'aria-[current=page]:text-foreground aria-[current=page]:after:absolute aria-[current=page]:after:inset-x-0 aria-[current=page]:after:-bottom-0.5 aria-[current=page]:after:h-px aria-[current=page]:after:bg-accent')}
              >
                {texts.items[item.key]}
              </Link>
            </li>
          ))}
          <li>
            <ContactLink className={linkClass}>{texts.contact}</ContactLink>
          </li>
        </ul>

        <div className="flex items-center gap-3">
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
            className="inline-flex size-11 items-center justify-center rounded-full hover:bg-muted xl:hidden"
            aria-expanded={open}
            aria-controls={menuId}
            aria-label={open ? texts.closeMenu : texts.openMenu}
            onClick={() => setOpen((value) => !value)}
          >
            {open ? <X className="size-5" /> : <Menu className="size-5" />}
          </button>
        </div>
      </nav>

      <div
        id={menuId}
        hidden={!open}
        className="max-h-[calc(100dvh-4rem)] overflow-y-auto border-t border-border/70 px-5 pt-4 pb-8 sm:px-8 xl:hidden"
      >
        <ul className="flex flex-col">
          {navItems.map((item) => (
            <li key={item.key} className="border-b border-border/60">
              <Link
                href={item.href}
                aria-current={pathname === item.href ? 'page' : undefined}
                className="block py-3.5 font-display text-2xl aria-[current=page]:text-accent"
                onClick={() => setOpen(false)}
              >
                {texts.items[item.key]}
              </Link>
            </li>
          ))}
          <li className="border-b border-border/60">
            <ContactLink className="block py-3.5 font-display text-2xl" onNavigate={() => setOpen(false)}>
              {texts.contact}
            </ContactLink>
          </li>
        </ul>
        <div className="mt-6 flex flex-wrap items-center justify-between gap-4">
          <LanguageSwitcher texts={texts.language} />
          <Link href="/consulta-gratuita" className={buttonVariants({ size: 'sm' })} onClick={() => setOpen(false)}>
            {texts.bookConsultation}
          </Link>
        </div>
      </div>
    </header>
  );
}
