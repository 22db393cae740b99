import { Check } from 'lucide-react';
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
    <section id="guia" aria-labelledby="lead-title" data-section="lead-magnet" className="render-on-approach bg-muted/60">
      <div className="reveal mx-auto grid max-w-[88rem] gap-12 px-5 py-24 sm:px-8 md:py-32 lg:grid-cols-[0.9fr_1.1fr] lg:items-center lg:gap-20">
        <div className="relative mx-auto aspect-[4/5] w-full max-w-md overflow-hidden rounded-xl bg-card shadow-xl shadow-ink/10 lg:order-2">
          <StaticImage
            src={leadMagnetImage(locale)}
            alt={t('imageAlt')}
            fill
            quality={imagePresets.default.quality}
            sizes="(max-width: 1024px) 90vw, 448px"
            className="object-cover"
          />
        </div>
        <div>
          <p className="mb-5 text-[0.72rem] font-semibold uppercase tracking-[0.26em] text-accent">{t('eyebrow')}</p>
          <h2 id="lead-title" className="text-4xl leading-[1.08] font-light md:text-5xl">
            {t('title')}
          </h2>
          <p className="mt-6 text-lg leading-relaxed text-muted-foreground">{t('description')}</p>
          <ul className="mt-8 space-y-3">
            {points.map((point) => (
              <li key={point} className="flex gap-3">
                <Check aria-hidden className="mt-1 size-4 shrink-0 text-accent" />
                {point}
              </li>
            ))}
          </ul>
          <div className="mt-10 max-w-lg">
            <LeadMagnetForm locale={locale} pdfHref={`/api/download-pdf?lang=${locale}&type=general`} labels={await leadMagnetLabels(locale)} />
            <p className="mt-4 text-xs text-muted-foreground">{t('privacy')}</p>
          </div>
        </div>
      </div>
    </section>
  );
}
