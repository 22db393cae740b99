import { getTranslations } from 'next-intl/server';
import type { Locale } from '@/lib/i18n/locales';
import { previewExitPath } from '@/lib/i18n/preview-path';
import { previewingEditor } from '@/lib/provider';

/**
 * Reads nothing for a visitor, so prerendered pages stay as they are. A plain exit link needs no JavaScript; React
 * hoists the robots meta into <head>.
 */
export async function PreviewBar({ locale }: { locale: Locale }) {
  if (!(await previewingEditor())) return null;
  const t = await getTranslations({ locale, namespace: 'preview.bar' });
  return (
    <>
      <meta name="robots" content="noindex, nofollow" />
      {/* While the cookie banner is open (it covers the bottom of the screen) the bar waits at the top, under the
          navigation, so that neither hides the other. */}
      <aside
        aria-label={t('region')}
        data-preview-bar=""
        className="fixed bottom-4 left-4 z-[60] flex max-w-[calc(100vw-6.5rem)] [body:has(#cookie-banner-title)_&]:top-20 [body:has(#cookie-banner-title)_&]:bottom-auto flex-wrap items-center gap-x-3 gap-y-1 rounded-xl bg-ink px-4 py-2.5 text-sm text-paper shadow-[0_10px_30px_-10px_rgb(25_23_20/0.6)] ring-1 ring-paper/25 sm:bottom-6 sm:left-6"
      >
        <p className="flex flex-wrap items-baseline gap-x-2">
          <strong className="font-semibold uppercase tracking-[0.14em] text-[0.75rem] text-[#e7a57f]">
            {t('label')}
          </strong>
          <span lang={locale}>{t('language')}</span>
          <span className="hidden text-paper/75 md:inline">{t('note')}</span>
        </p>
        <a
          href={previewExitPath(locale)}
          className="font-medium underline underline-offset-4 hover:text-[#e7a57f] focus-visible:outline-2 focus-visible:outline-offset-3 focus-visible:outline-[#e7a57f]"
        >
          {t('exit')}
        </a>
      </aside>
    </>
  );
}
