import { ArrowDown, ArrowRight } from 'lucide-react';
import { getTranslations } from 'next-intl/server';
import { buttonVariants } from '@/components/ui/button';
import { HOME_ANCHORS } from '@/lib/constants';
import { splitDescription } from '@/lib/domain/content-body';
import type { Locale } from '@/lib/i18n/locales';
import { Link } from '@/lib/i18n/navigation';
import { getServicesIntro } from '@/lib/page-content';

/** Services introduction: the provider's first services-intro entry; nothing at all when it has none. */
export async function ServicesIntro({ locale }: { locale: Locale }) {
  const entry = await getServicesIntro(locale);
  if (!entry) return null;
  const t = await getTranslations({ locale, namespace: 'home.servicesIntro' });
  const { heading, paragraphs } = splitDescription(entry.description);
  return (
    <div data-testid="services-intro" className="reveal mx-auto grid max-w-[88rem] gap-10 px-5 pt-24 sm:px-8 md:pt-32 lg:grid-cols-[1fr_1.2fr] lg:gap-20">
      <div>
        <p className="mb-5 text-[0.72rem] font-semibold uppercase tracking-[0.26em] text-accent">{t('eyebrow')}</p>
        <h2 id="services-intro-title" className="text-4xl leading-[1.08] font-light md:text-5xl">
          {entry.title}
        </h2>
      </div>
      <div className="space-y-5 text-lg leading-relaxed text-muted-foreground">
        {heading.length ? <p className="text-xl text-foreground">{heading.join(' ')}</p> : null}
        {paragraphs.map((paragraph) => (
          <p key={paragraph}>{paragraph}</p>
        ))}
        <div className="flex flex-wrap items-center gap-4 pt-4">
          <Link href="/servicios" className={buttonVariants({ variant: 'default' })}>
            {t('cta')}
            <ArrowRight aria-hidden />
          </Link>
          <a href={`#${HOME_ANCHORS.whatWeDo}`} aria-label={t('scrollDown')} className={buttonVariants({ variant: 'outline', size: 'icon' })}>
            <ArrowDown aria-hidden />
          </a>
        </div>
      </div>
    </div>
  );
}
