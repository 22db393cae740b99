import { getTranslations } from 'next-intl/server';
import { Icon } from '@/components/ui/icon';
import type { IconName } from '@/components/ui/icon-names';
import type { Locale } from '@/lib/i18n/locales';
import { nmIaPageContent } from '@/lib/provider/home-content';

/** The icon of each card, by position. */
const icons: IconName[] = ['scan-eye', 'compass', 'camera', 'brain-circuit'];

/**
 * The four AI process cards of the NM+IA page, each with its icon (texts from the back office); their look is in
 * app/globals.css (`process-card`, section perf-galleries).
 */
export async function AiProcess({ locale }: { locale: Locale }) {
  const [t, { steps }] = await Promise.all([
    getTranslations({ locale, namespace: 'content.nm-ia.process' }),
    nmIaPageContent(locale),
  ]);
  return (
    <section aria-labelledby="process-title" className="border-y border-border/70 bg-muted">
      <div className="mx-auto max-w-[88rem] px-5 py-20 sm:px-8 md:py-28">
        <p className="mb-5 text-[0.72rem] font-semibold tracking-[0.26em] text-accent uppercase">{t('eyebrow')}</p>
        <h2 id="process-title" className="max-w-3xl text-4xl leading-[1.08] font-light md:text-5xl">
          {t('title')}
        </h2>
        <ol className="mt-14 grid gap-5 sm:grid-cols-2 lg:grid-cols-4">
          {steps.map(({ title, text }, index) => {
            return (
              <li key={index} className="process-card">
                <span className="stage-icon">
                  <Icon name={icons[index] ?? 'scan-eye'} className="size-6" />
                </span>
                <h3>
                  <span className="text-accent">{index + 1}.</span> {title}
                </h3>
                <p>{text}</p>
              </li>
            );
          })}
        </ol>
      </div>
    </section>
  );
}
