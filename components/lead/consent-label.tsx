import { getTranslations } from 'next-intl/server';
import { cache, type ReactNode } from 'react';
import { legalHrefs } from '@/lib/legal/vocabulary';
import type { Locale } from '@/lib/i18n/locales';
import { Link } from '@/lib/i18n/navigation';

/**
 * Rich-text tags of a form's consent sentence (`<terms>`, `<privacy>`): the legal pages open in a new tab so that the
 * form keeps what was typed.
 */
export function consentTags(locale: Locale) {
  const page = (href: (typeof legalHrefs)[keyof typeof legalHrefs]) =>
    function LegalLink(chunks: ReactNode) {
      return (
        <Link href={href} locale={locale} target="_blank" className="font-medium text-foreground underline underline-offset-2 hover:text-accent">
          {chunks}
        </Link>
      );
    };
  return { terms: page(legalHrefs.terms), privacy: page(legalHrefs.privacy) };
}

/**
 * The consent sentence the site's forms share (messages `lead.terms`), built once per request and language: the home
 * page's guide and contact forms hand the same element to the browser, and the page's serialized tree writes it out
 * once and refers to it the second time.
 */
export const consentSentence = cache(async (locale: Locale) => {
  const t = await getTranslations({ locale, namespace: 'lead' });
  return t.rich('terms', consentTags(locale));
});
