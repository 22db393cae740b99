'use client';

import { useParams } from 'next/navigation';
import { useEffect, useRef } from 'react';
import { StatusView } from '@/components/site/status-view';
import { buttonVariants } from '@/components/ui/button-variants';
import { HOME_ANCHORS } from '@/lib/constants';
import { normalizeLocale, type Locale } from '@/lib/i18n/locales';
import en from '@/messages/en/errorPage.json';
import es from '@/messages/es/errorPage.json';
import it from '@/messages/it/errorPage.json';

// An error boundary renders in the browser without the server's translations, so it carries its own few lines.
const texts: Record<Locale, typeof es> = { es, en, it };

export type Props = { error: unknown; retry: () => void };

/**
 * What a visitor sees when a page fails unexpectedly (the provider down while a private booking page renders, a bug):
 * the site's frame stays, the text is in the page's language, and they can retry, go home or write to the studio.
 * Focus moves to the heading so that screen readers announce what happened.
 */
export default function LocaleErrorView({ error, retry }: Props) {
  const locale = normalizeLocale(useParams<{ locale?: string }>().locale);
  const t = texts[locale];
  const heading = useRef<HTMLHeadingElement>(null);

  useEffect(() => {
    const digest = error instanceof Error && 'digest' in error ? String(error.digest) : undefined;
    console.error('[page] unexpected error', digest ? `(digest ${digest})` : '', error);
  }, [error]);

  useEffect(() => heading.current?.focus(), []);

  return (
    <StatusView
      code={t.code}
      heading={t.heading}
      description={t.description}
      headingRef={heading}
      actions={
        <>
          <button type="button" onClick={() => retry()} className={buttonVariants()}>
            {t.retry}
          </button>
          {/* Full page loads, not client navigations: whatever failed is left behind. */}
          <a href={`/${locale}`} className={buttonVariants({ variant: 'outline' })}>
            {t.home}
          </a>
          <a href={`/${locale}#${HOME_ANCHORS.contact}`} className={buttonVariants({ variant: 'ghost' })}>
            {t.contact}
          </a>
        </>
      }
    >
      <title>{t.heading}</title>
    </StatusView>
  );
}
