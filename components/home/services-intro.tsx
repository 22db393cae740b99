import { getTranslations } from 'next-intl/server';
import { buttonVariants } from '@/components/ui/button';
import { Icon } from '@/components/ui/icon';
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
    <div data-testid="services-intro" className="reveal intro">
      <div>
        <p className="eyebrow">{t('eyebrow')}</p>
        <h2 id="services-intro-title" className="h-sec">
          {entry.title}
        </h2>
      </div>
      <div className="intro-body">
        {heading.length ? <p className="intro-lead">{heading.join(' ')}</p> : null}
        {/* Keyed by place, not by text: a key is written out in the page's serialized tree. */}
        {paragraphs.map((paragraph, index) => (
          <p key={index}>{paragraph}</p>
        ))}
        <div className="intro-actions">
          <Link href="/servicios" className={buttonVariants({ variant: 'default' })}>
            {t('cta')}
            <Icon name="arrow-right" />
          </Link>
          <a
            href={`#${HOME_ANCHORS.whatWeDo}`}
            aria-label={t('scrollDown')}
            className={buttonVariants({ variant: 'outline', size: 'icon' })}
          >
            <Icon name="arrow-down" />
          </a>
        </div>
      </div>
    </div>
  );
}
