import { ArrowDown } from 'lucide-react';
import { getTranslations } from 'next-intl/server';
import { HighlightedText } from '@/components/site/highlighted-text';
import { buttonVariants } from '@/components/ui/button';
import { HOME_ANCHORS } from '@/lib/constants';
import { HOME_HEADLINE_HIGHLIGHTS } from '@/lib/domain/highlight';
import type { Locale } from '@/lib/i18n/locales';
import { Link } from '@/lib/i18n/navigation';

type Props = { locale: Locale; title: string; description: string };

export async function HomeHero({ locale, title, description }: Props) {
  const t = await getTranslations({ locale, namespace: 'home' });
  const pages = await getTranslations({ locale, namespace: 'pages.home' });
  return (
    <section id={HOME_ANCHORS.home} className="relative overflow-hidden">
      <div
        aria-hidden
        className="absolute inset-0 -z-10 bg-[radial-gradient(ellipse_at_78%_18%,rgb(156_67_24/0.16),transparent_55%),radial-gradient(ellipse_at_10%_90%,rgb(25_23_20/0.08),transparent_50%)]"
      />
      <div className="mx-auto max-w-[88rem] px-5 pt-40 pb-24 sm:px-8 md:pt-48 md:pb-32">
        <p className="mb-8 flex items-center gap-3 text-[0.72rem] font-semibold uppercase tracking-[0.26em] text-accent">
          <span aria-hidden className="h-px w-10 bg-accent" />
          {pages('eyebrow')}
        </p>
        <h1 className="max-w-5xl text-[2.9rem] leading-[1.02] font-light sm:text-7xl lg:text-[5.6rem]">
          <HighlightedText text={title} phrases={HOME_HEADLINE_HIGHLIGHTS} />
        </h1>
        <div className="mt-10 grid gap-10 lg:grid-cols-[1fr_auto] lg:items-end">
          <p className="max-w-2xl text-lg leading-relaxed text-muted-foreground md:text-xl">{description}</p>
          <div className="flex flex-wrap gap-3">
            <a href={`#${HOME_ANCHORS.cta}`} className={buttonVariants({ variant: 'accent', size: 'lg' })}>
              {t('heroCta')}
            </a>
            <Link href="/servicios" className={buttonVariants({ variant: 'outline', size: 'lg' })}>
              {t('heroSecondary')}
            </Link>
          </div>
        </div>
        <a
          href={`#${HOME_ANCHORS.whatWeDo}`}
          aria-label={t('services.eyebrow')}
          className="mt-20 hidden size-12 items-center justify-center rounded-full border border-foreground/20 text-foreground/70 transition-colors hover:border-foreground hover:text-foreground md:inline-flex"
        >
          <ArrowDown className="size-5" aria-hidden />
        </a>
      </div>
    </section>
  );
}
