import { getTranslations } from 'next-intl/server';
import { CallToAction } from '@/components/site/call-to-action';
import { buttonVariants } from '@/components/ui/button-variants';
import { Icon } from '@/components/ui/icon';
import { HOME_ANCHORS } from '@/lib/constants';
import type { Locale } from '@/lib/i18n/locales';

/** A prompt to book, between the guide and the case studies; it leads to the booking section. */
export async function BookPrompt({ locale }: { locale: Locale }) {
  const t = await getTranslations({ locale, namespace: 'home.bookPrompt' });
  return (
    <CallToAction
      look="band"
      titleId="book-prompt-title"
      section="book-prompt"
      eyebrow={t('eyebrow')}
      title={t('title')}
      text={t('description')}
      actions={
        <a
          href={`#${HOME_ANCHORS.cta}`}
          className={buttonVariants({ variant: 'accent', size: 'lg', className: 'self-start md:self-auto' })}
        >
          {t('button')}
          <Icon name="arrow-down" />
        </a>
      }
    />
  );
}
