import { getTranslations } from 'next-intl/server';
import type { ReactNode } from 'react';
import { SectionHeading } from '@/components/site/section-heading';
import { Icon } from '@/components/ui/icon';
import { HOME_ANCHORS } from '@/lib/constants';
import type { Locale } from '@/lib/i18n/locales';
import { Link } from '@/lib/i18n/navigation';
import { homePageContent, type ServiceHighlight } from '@/lib/provider/home-content';

/** Each card leads to its portfolio with its icon; the texts are the studio's (the back office's home page). */
const cards = {
  architecture: { href: '/arquitectura', icon: 'building-2' },
  corporate: { href: '/publicidad', icon: 'megaphone' },
  tourism: { href: '/turismo', icon: 'compass' },
  nmai: { href: '/nm-ia', icon: 'scan-eye' },
} as const satisfies Record<ServiceHighlight['key'], unknown>;

/** The services section (anchor servicios): the optional introduction, then the four cards (anchor que-hacemos). */
export async function ServiceCards({ locale, intro }: { locale: Locale; intro?: ReactNode }) {
  const [t, { highlights }] = await Promise.all([
    getTranslations({ locale, namespace: 'home.services' }),
    homePageContent(locale),
  ]);
  return (
    <section id={HOME_ANCHORS.services} aria-labelledby="services-title" className="render-on-approach services">
      {intro}
      <div id={HOME_ANCHORS.whatWeDo} className="reveal sec">
        <SectionHeading id="services-title" eyebrow={t('eyebrow')} title={t('title')} />
        <ul className="cards">
          {highlights.map(({ key, title, description, link }) => {
            const { href, icon } = cards[key];
            return (
              <li key={key}>
                <Icon name={icon} strokeWidth={1.4} />
                <h3>{title}</h3>
                <p>{description}</p>
                <Link href={href}>
                  {link}
                  <Icon name="arrow-up-right" />
                </Link>
              </li>
            );
          })}
        </ul>
      </div>
    </section>
  );
}
