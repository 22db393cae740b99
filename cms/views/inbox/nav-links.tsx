'use client';

import { usePathname } from 'next/navigation';

export interface StudioNavLink {
  href: string;
  label: string;
  id: string;
}

/** The studio's links in Payload's nav markup, the current page marked as Payload marks its own. */
export function StudioNavLinks({ links }: { links: StudioNavLink[] }) {
  const pathname = usePathname();
  return (
    <>
      {links.map(({ href, label, id }) => {
        const active = href === '/admin' ? pathname === '/admin' : pathname === href || pathname.startsWith(`${href}/`);
        return (
          <a key={href} className="nav__link" href={href} id={id} aria-current={active ? 'page' : undefined}>
            {active ? <div className="nav__link-indicator" /> : null}
            <span className="nav__link-label">{label}</span>
          </a>
        );
      })}
    </>
  );
}
