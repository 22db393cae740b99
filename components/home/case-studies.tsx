import { CalendarCheck, Eye, MousePointerClick, ShoppingBag, TrendingUp, Users, type LucideIcon } from 'lucide-react';
import { StaticImage } from '@/components/ui/static-image';
import { getTranslations } from 'next-intl/server';
import { SectionHeading } from '@/components/site/section-heading';
import { HOME_ANCHORS } from '@/lib/constants';
import type { Locale } from '@/lib/i18n/locales';
import { imagePresets } from '@/lib/media/constants';
import { homePageContent, type StatIcon } from '@/lib/provider/home-content';

const icons: Record<StatIcon, LucideIcon> = {
  'trending-up': TrendingUp,
  'calendar-check': CalendarCheck,
  eye: Eye,
  'shopping-bag': ShoppingBag,
  'mouse-pointer-click': MousePointerClick,
  users: Users,
};

/** Case studies: title, category, description, image, stat with its icon, and a button that opens the story. */
export async function CaseStudies({ locale }: { locale: Locale }) {
  const [t, { caseStudies }] = await Promise.all([getTranslations({ locale, namespace: 'home.caseStudies' }), homePageContent(locale)]);
  return (
    <section aria-labelledby="cases-title" data-section="case-studies" className="render-on-approach">
      <div className="mx-auto max-w-[88rem] px-5 py-24 sm:px-8 md:py-32">
        <SectionHeading id="cases-title" eyebrow={t('eyebrow')} title={t('title')} description={t('description')} className="reveal" />
        <ul className="mt-16 grid gap-x-8 gap-y-14 md:grid-cols-2 xl:grid-cols-3">
          {caseStudies.map((study) => {
            const Icon = icons[study.statIcon];
            return (
              <li key={study.title} className="reveal flex flex-col">
                <div className="relative aspect-[3/2] overflow-hidden rounded-xl bg-muted">
                  <StaticImage
                    src={study.image}
                    alt=""
                    fill
                    quality={imagePresets.default.quality}
                    sizes="(max-width: 768px) 100vw, (max-width: 1280px) 50vw, 400px"
                    className="object-cover"
                  />
                </div>
                <p className="mt-6 text-xs font-semibold uppercase tracking-[0.2em] text-accent">{study.category}</p>
                <h3 className="mt-2 text-2xl font-normal">{study.title}</h3>
                <p className="mt-3 leading-relaxed text-muted-foreground">{study.description}</p>
                <p className="mt-5 flex items-center gap-3 border-t border-border pt-5 text-lg font-medium">
                  <Icon aria-hidden className="size-5 text-accent" strokeWidth={1.6} />
                  <span className="sr-only">{t('result')}: </span>
                  {study.stat}
                </p>
                <details className="group mt-4">
                  {/* At least 24 px high whatever is near it (WCAG 2.5.8): a line of small text alone is 20 px. */}
                  <summary className="inline-flex min-h-6 cursor-pointer list-none items-center gap-2 text-sm font-medium underline-offset-4 hover:underline [&::-webkit-details-marker]:hidden">
                    {t('button')}
                    <span aria-hidden className="transition-transform group-open:rotate-45">+</span>
                  </summary>
                  <p className="mt-3 text-sm leading-relaxed text-muted-foreground">
                    {t('more')}{' '}
                    <a href={`#${HOME_ANCHORS.contact}`} className="font-medium text-foreground underline underline-offset-2">
                      {t('contact')}
                    </a>
                  </p>
                </details>
              </li>
            );
          })}
        </ul>
      </div>
    </section>
  );
}
