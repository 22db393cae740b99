import { ArrowUpRight, Building2, Compass, Megaphone, ScanEye } from 'lucide-react';
import { getTranslations } from 'next-intl/server';
import type { ReactNode } from 'react';
import { SectionHeading } from '@/components/site/section-heading';
import { HOME_ANCHORS } from '@/lib/constants';
import type { Locale } from '@/lib/i18n/locales';
import { Link } from '@/lib/i18n/navigation';
import { homePageContent, type ServiceHighlight } from '@/lib/provider/home-content';

/** Each card leads to its portfolio with its icon; the texts are the studio's (the back office's home page). */
const cards = {
  architecture: { href: '/arquitectura', Icon: Building2 },
  corporate: { href: '/publicidad', Icon: Megaphone },
  tourism: { href: '/turismo', Icon: Compass },
  nmai: { href: '/nm-ia', Icon: ScanEye },
} as const satisfies Record<ServiceHighlight['key'], unknown>;

/** The services section (anchor servicios): the optional introduction, then the four cards (anchor que-hacemos). */
export async function ServiceCards({ locale, intro }: { locale: Locale; intro?: ReactNode }) {
  const [t, { highlights }] = await Promise.all([getTranslations({ locale, namespace: 'home.services' }), homePageContent(locale)]);
  return (
    <section id={HOME_ANCHORS.services} aria-labelledby="services-title" className="render-on-approach border-t border-border/70 bg-card">
      {intro}
      <div id={HOME_ANCHORS.whatWeDo} className="reveal mx-auto max-w-[88rem] px-5 py-24 sm:px-8 md:py-32">
        <SectionHeading id="services-title" eyebrow={t('eyebrow')} title={t('title')} />
        <ul className="mt-16 grid gap-px overflow-hidden rounded-xl border border-border bg-border sm:grid-cols-2 xl:grid-cols-4">
          {highlights.map(({ key, title, description, link }) => {
            const { href, Icon } = cards[key];
            return (
              <li key={key} className="group relative bg-card p-8 transition-colors hover:bg-background">
                <Icon aria-hidden className="size-7 text-accent" strokeWidth={1.4} />
                <h3 className="mt-10 text-2xl font-normal">{title}</h3>
                <p className="mt-4 leading-relaxed text-muted-foreground">{description}</p>
                <Link href={href} className="mt-8 inline-flex items-center gap-2 text-sm font-medium after:absolute after:inset-0">
                  {link}
                  <ArrowUpRight aria-hidden className="size-4 transition-transform group-hover:translate-x-0.5 group-hover:-translate-y-0.5" />
                </Link>
              </li>
            );
          })}
        </ul>
      </div>
    </section>
  );
}
