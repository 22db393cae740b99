import { getTranslations } from 'next-intl/server';
import { CallToAction } from '@/components/site/call-to-action';
import { buttonVariants } from '@/components/ui/button-variants';
import { HOME_ANCHORS } from '@/lib/constants';
import type { Locale } from '@/lib/i18n/locales';

/** The home page's closing call to action, before the contact section. */
export async function ClosingCta({ locale }: { locale: Locale }) {
  const t = await getTranslations({ locale, namespace: 'home.closing' });
  return (
    <CallToAction
      look="accent"
      titleId="closing-title"
      section="closing-cta"
      eyebrow={t('eyebrow')}
      title={t('title')}
      text={t('description')}
      actions={
        <>
          <a href={`#${HOME_ANCHORS.cta}`} className={buttonVariants({ variant: 'light', size: 'lg' })}>
            {t('primary')}
          </a>
          <a href={`#${HOME_ANCHORS.contact}`} className="btn-ghost-light">
            {t('secondary')}
          </a>
        </>
      }
    />
  );
}
