import { Icon } from '@/components/ui/icon';
import type { IconName } from '@/components/ui/icon-names';
import { StaticImage } from '@/components/ui/static-image';
import { getTranslations } from 'next-intl/server';
import { SectionHeading } from '@/components/site/section-heading';
import { HOME_ANCHORS } from '@/lib/constants';
import { keepNumbersWithUnits } from '@/lib/domain/typography';
import type { Locale } from '@/lib/i18n/locales';
import { imagePresets } from '@/lib/media/constants';
import { homePageContent, type StatIcon } from '@/lib/provider/home-content';

const icons: Record<StatIcon, IconName> = {
  'trending-up': 'trending-up',
  'calendar-check': 'calendar-check',
  eye: 'eye',
  'shopping-bag': 'shopping-bag',
  'mouse-pointer-click': 'mouse-pointer-click',
  users: 'users',
};

/** Case studies: title, category, description, image, stat with its icon, and a button that opens the story. */
export async function CaseStudies({ locale }: { locale: Locale }) {
  const [t, { caseStudies }] = await Promise.all([
    getTranslations({ locale, namespace: 'home.caseStudies' }),
    homePageContent(locale),
  ]);
  // Every story ends with the same toggle and lines: one element, which the page's serialized tree writes out once and
  // then refers to, instead of once per case.
  // The summary is at least 24 px high whatever is near it (WCAG 2.5.8): a line of small text alone is 20 px.
  const story = (
    <details>
      <summary>
        {t('button')}
        <span aria-hidden>+</span>
      </summary>
      <p>
        {`${t('more')} `}
        <a href={`#${HOME_ANCHORS.contact}`}>{t('contact')}</a>
      </p>
    </details>
  );
  const resultLabel = `${t('result')}: `;
  return (
    <section aria-labelledby="cases-title" data-section="case-studies" className="render-on-approach">
      <div className="sec">
        <SectionHeading
          id="cases-title"
          eyebrow={t('eyebrow')}
          title={t('title')}
          description={t('description')}
          className="reveal"
        />
        <ul className="cases">
          {/* Keyed by place, not by title: a key is written out in the serialized tree. */}
          {caseStudies.map((study, index) => (
            <li key={index} className="reveal">
              <div className="frame-wide">
                <StaticImage
                  src={study.image}
                  alt=""
                  fill
                  quality={imagePresets.default.quality}
                  sizes="(max-width: 768px) 100vw, (max-width: 1280px) 50vw, 400px"
                  widths={[640, 800, 1200]}
                  className="object-cover"
                />
              </div>
              <p className="cat">{study.category}</p>
              <h3>{study.title}</h3>
              <p className="desc">{keepNumbersWithUnits(study.description)}</p>
              <p className="stat">
                <Icon name={icons[study.statIcon]} strokeWidth={1.6} />
                <span className="sr-only">{resultLabel}</span>
                {keepNumbersWithUnits(study.stat)}
              </p>
              {story}
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
