import { getTranslations } from 'next-intl/server';
import type { Locale } from '@/lib/i18n/locales';

/** The closing quote of the NM+IA page: a real blockquote with its attribution. */
export async function ClosingQuote({ locale }: { locale: Locale }) {
  const t = await getTranslations({ locale, namespace: 'content.nm-ia.quote' });
  return (
    <figure className="mx-auto max-w-4xl px-5 py-20 text-center sm:px-8 md:py-28">
      <blockquote className="font-display text-3xl leading-snug font-light md:text-4xl">
        <p>
          <span aria-hidden className="text-accent">“</span>
          {t('text')}
          <span aria-hidden className="text-accent">”</span>
        </p>
      </blockquote>
      <figcaption className="mt-8 text-sm tracking-wide text-muted-foreground">
        <cite className="font-semibold text-foreground not-italic">{t('author')}</cite>, {t('role')}
      </figcaption>
    </figure>
  );
}
