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
    <section id={HOME_ANCHORS.home} aria-labelledby="home-title" className="hero">
      <div aria-hidden className="hero-glow" />
      <div className="hero-grid">
        <div>
          <p className="hero-eyebrow">
            <span aria-hidden />
            {pages('eyebrow')}
          </p>
          <h1 id="home-title" className="hero-title">
            <HighlightedText text={title} phrases={HOME_HEADLINE_HIGHLIGHTS} />
          </h1>
          <div className="hero-text">
            {/* Keyed by place, not by text: a key is written out in the page's serialized tree. */}
            {heading.map((line, index) => (
              <p key={index}>{line}</p>
            ))}
          </div>
          <div className="hero-actions">
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
        <div className="reveal wrap pb-24">
          <div className="hero-more">
            {paragraphs.map((paragraph, index) => (
              <p key={index}>{paragraph}</p>
            ))}
          </div>
        </div>
      ) : null}
    </section>
  );
}
