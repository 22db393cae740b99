import { getTranslations } from 'next-intl/server';
import { cache, type ReactNode } from 'react';
import { legalHrefs } from '@/lib/legal/vocabulary';
import type { Locale } from '@/lib/i18n/locales';
import { Link } from '@/lib/i18n/navigation';

/** The legal pages open in a new tab so the form keeps what was typed. */
export function consentTags(locale: Locale) {
  const page = (href: (typeof legalHrefs)[keyof typeof legalHrefs]) =>
    function LegalLink(chunks: ReactNode) {
      return (
        <Link
          href={href}
          locale={locale}
          target="_blank"
          className="font-medium text-foreground underline underline-offset-2 hover:text-accent"
        >
          {chunks}
        </Link>
      );
    };
  return { terms: page(legalHrefs.terms), privacy: page(legalHrefs.privacy) };
}

/** Cached per request so two forms on a page share one element, which the serialized tree then writes once. */
export const consentSentence = cache(async (locale: Locale) => {
  const t = await getTranslations({ locale, namespace: 'lead' });
  return t.rich('terms', consentTags(locale));
});
