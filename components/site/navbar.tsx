import { getTranslations } from 'next-intl/server';
import { locales, type Locale } from '@/lib/i18n/locales';
import { navItems } from './nav-items';
import { NavbarIsland, type NavbarTexts } from './navbar-island';

/**
 * The header's texts are translated here, on the server, and handed to the island as plain strings: the browser gets
 * no message catalogue and no message formatter for the frame of every page.
 */
export async function Navbar({ locale }: { locale: Locale }) {
  const t = await getTranslations({ locale, namespace: 'nav' });
  const common = await getTranslations({ locale, namespace: 'common' });
  const texts: NavbarTexts = {
    items: Object.fromEntries(navItems.map((item) => [item.key, t(item.key)])) as NavbarTexts['items'],
    contact: t('contact'),
    mainNavigation: t('mainNavigation'),
    homeLink: t('homeLink'),
    openMenu: t('openMenu'),
    closeMenu: t('closeMenu'),
    skipToContent: common('skipToContent'),
    bookConsultation: common('bookConsultation'),
    language: {
      label: t('language'),
      names: Object.fromEntries(locales.map((code) => [code, t(`languageNames.${code}`)])) as Record<Locale, string>,
    },
  };
  return <NavbarIsland texts={texts} />;
}
