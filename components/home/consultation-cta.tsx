import { CalendarDays } from 'lucide-react';
import { getTranslations } from 'next-intl/server';
import { SectionHeading } from '@/components/site/section-heading';
import { buttonVariants } from '@/components/ui/button';
import { HOME_ANCHORS } from '@/lib/constants';
import type { Locale } from '@/lib/i18n/locales';
import { Link } from '@/lib/i18n/navigation';

export async function ConsultationCta({ locale }: { locale: Locale }) {
  const t = await getTranslations({ locale, namespace: 'home.cta' });
  return (
    <section id={HOME_ANCHORS.cta} aria-labelledby="cta-title" className="bg-ink text-paper">
      <div className="mx-auto grid max-w-[88rem] gap-12 px-5 py-24 sm:px-8 md:py-32 lg:grid-cols-[1.4fr_1fr] lg:items-end">
        <SectionHeading id="cta-title" tone="dark" eyebrow={t('eyebrow')} title={t('title')} description={t('description')} />
        <div className="lg:justify-self-end">
          <Link href="/consulta-gratuita" className={buttonVariants({ variant: 'light', size: 'lg' })}>
            <CalendarDays aria-hidden />
            {t('button')}
          </Link>
        </div>
      </div>
    </section>
  );
}
