import { CalendarDays } from 'lucide-react';
import { getTranslations } from 'next-intl/server';
import { buttonVariants } from '@/components/ui/button-variants';
import type { Locale } from '@/lib/i18n/locales';
import { Link } from '@/lib/i18n/navigation';

/** The NM+IA page's closing call to book the free consultation. */
export async function NmIaCta({ locale }: { locale: Locale }) {
  const t = await getTranslations({ locale, namespace: 'content.nm-ia.cta' });
  return (
    <section aria-labelledby="nm-ia-cta-title" className="bg-ink text-paper">
      <div className="mx-auto grid max-w-[88rem] gap-10 px-5 py-20 sm:px-8 md:grid-cols-[1.4fr_1fr] md:items-end md:py-28">
        <div>
          <p className="mb-5 text-[0.72rem] font-semibold tracking-[0.26em] text-[#e7a57f] uppercase">{t('eyebrow')}</p>
          <h2 id="nm-ia-cta-title" className="text-4xl leading-[1.08] font-light md:text-5xl">
            {t('title')}
          </h2>
          <p className="mt-6 max-w-xl text-lg leading-relaxed text-paper/75">{t('text')}</p>
        </div>
        <div className="md:justify-self-end">
          <Link href="/consulta-gratuita" className={buttonVariants({ variant: 'light', size: 'lg' })}>
            <CalendarDays aria-hidden />
            {t('button')}
          </Link>
        </div>
      </div>
    </section>
  );
}
