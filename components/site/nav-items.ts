import type { AppPathname } from '@/lib/i18n/routing';

/** The navigation menu, in order. Contact is not a page: it scrolls to the home page's contact section. */
export const navItems = [
  { key: 'home', href: '/' },
  { key: 'architecture', href: '/arquitectura' },
  { key: 'corporate', href: '/publicidad' },
  { key: 'tourism', href: '/turismo' },
  { key: 'nmai', href: '/nm-ia' },
  { key: 'services', href: '/servicios' },
] as const satisfies readonly { key: string; href: AppPathname }[];
