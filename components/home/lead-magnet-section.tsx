import { StaticImage } from '@/components/ui/static-image';
import { getTranslations } from 'next-intl/server';
import { LeadMagnetForm } from '@/components/lead/lead-magnet-form';
import { leadMagnetLabels } from '@/components/lead/lead-magnet-labels';
import type { Locale } from '@/lib/i18n/locales';
import { imagePresets } from '@/lib/media/constants';
import { leadMagnetImage } from '@/lib/provider/home-content';

/** Lead magnet section: the free guide, with the cover of the page's language and the e-mail form. */
export async function LeadMagnetSection({ locale }: { locale: Locale }) {
  const t = await getTranslations({ locale, namespace: 'lead' });
  const points = t.raw('points') as string[];
  return (
    <section id="guia" aria-labelledby="lead-title" data-section="lead-magnet" className="render-on-approach guide">
      <div className="reveal guide-grid">
        <div className="guide-cover">
          <StaticImage
            src={leadMagnetImage(locale)}
            alt={t('imageAlt')}
            fill
            quality={imagePresets.default.quality}
            sizes="(max-width: 1024px) 90vw, 448px"
            widths={[640, 800, 1200]}
            className="object-cover"
          />
        </div>
        <div>
          <p className="eyebrow">{t('eyebrow')}</p>
          <h2 id="lead-title" className="h-sec">
            {t('title')}
          </h2>
          <p className="guide-text">{t('description')}</p>
          <ul className="ticks">
            {/* Each point's tick is drawn by CSS (`.ticks`), not an icon element per line. A fixed list: keyed by its
                place, not by its text (a key is written out in the page's serialized tree). */}
            {points.map((point, index) => (
              <li key={index}>{point}</li>
            ))}
          </ul>
          <div className="guide-form">
            <LeadMagnetForm
              locale={locale}
              pdfHref={`/api/download-pdf?lang=${locale}&type=general`}
              labels={await leadMagnetLabels(locale)}
            />
            <p>{t('privacy')}</p>
          </div>
        </div>
      </div>
    </section>
  );
}
