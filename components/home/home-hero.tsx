import { getTranslations } from 'next-intl/server';
import { HighlightedText } from '@/components/site/highlighted-text';
import { buttonVariants } from '@/components/ui/button';
import { HOME_ANCHORS } from '@/lib/constants';
import { splitDescription } from '@/lib/domain/content-body';
import { HOME_HEADLINE_HIGHLIGHTS } from '@/lib/domain/highlight';
import type { Locale } from '@/lib/i18n/locales';
import { Link } from '@/lib/i18n/navigation';
import { heroMedia } from '@/lib/media/url';
import { getHeroContent } from '@/lib/page-content';
import { homePageContent } from '@/lib/provider/home-content';
import { ClientLogoWall } from './client-logo-wall';
import { HeroMedia } from './hero-media';

/** Home hero: title and description from the provider (translated default), call to action, logo wall, description. */
export async function HomeHero({ locale }: { locale: Locale }) {
  const { title, description } = await getHeroContent('home', locale);
  const t = await getTranslations({ locale, namespace: 'home' });
  const pages = await getTranslations({ locale, namespace: 'pages.home' });
  const { clients } = await homePageContent(locale);
  const { heading, paragraphs } = splitDescription(description);
  const { posterUrl, videoUrl } = heroMedia();
  return (
    <section id={HOME_ANCHORS.home} aria-labelledby="home-title" className="relative overflow-hidden">
      <div aria-hidden className="absolute inset-0 -z-10 bg-[radial-gradient(ellipse_at_85%_10%,rgb(156_67_24/0.12),transparent_55%)]" />
      <div className="mx-auto grid max-w-[88rem] gap-12 px-5 pt-32 pb-20 sm:px-8 md:pt-40 lg:grid-cols-[1.25fr_1fr] lg:items-center lg:gap-16 lg:pb-28">
        <div>
          <p className="mb-7 flex items-center gap-3 text-[0.72rem] font-semibold uppercase tracking-[0.26em] text-accent">
            <span aria-hidden className="h-px w-10 bg-accent" />
            {pages('eyebrow')}
          </p>
          <h1 id="home-title" className="text-[2.35rem] leading-[1.04] font-light min-[400px]:text-[2.7rem] sm:text-6xl xl:text-[5rem]">
            <HighlightedText text={title} phrases={HOME_HEADLINE_HIGHLIGHTS} />
          </h1>
          <div className="mt-8 max-w-xl space-y-1 text-lg leading-relaxed text-foreground/80 md:text-xl">
            {heading.map((line) => (
              <p key={line}>{line}</p>
            ))}
          </div>
          <div className="mt-10 flex flex-wrap gap-3">
            <a href={`#${HOME_ANCHORS.cta}`} className={buttonVariants({ variant: 'accent', size: 'lg' })}>
              {t('heroCta')}
            </a>
            <Link href="/servicios" className={buttonVariants({ variant: 'outline', size: 'lg' })}>
              {t('heroSecondary')}
            </Link>
          </div>
        </div>
        <HeroMedia posterUrl={posterUrl} videoUrl={videoUrl} alt={t('heroImageAlt')} />
      </div>
      <ClientLogoWall clients={clients} label={t('logos.eyebrow')} />
      {paragraphs.length ? (
        <div className="reveal mx-auto max-w-[88rem] px-5 pb-24 sm:px-8">
          <div className="grid gap-6 border-t border-border pt-10 text-muted-foreground md:grid-cols-2 md:gap-12">
            {paragraphs.map((paragraph) => (
              <p key={paragraph} className="max-w-xl leading-relaxed">{paragraph}</p>
            ))}
          </div>
        </div>
      ) : null}
    </section>
  );
}
