import type { ReactNode } from 'react';
import { Link } from '@/lib/i18n/navigation';
import type { Locale } from '@/lib/i18n/locales';
import { studio } from '@/lib/site';
import { legalHrefs, type LegalTag } from '@/lib/legal/vocabulary';
import { Icon } from '@/components/ui/icon';

type Chunks = (chunks: ReactNode) => ReactNode;

const linkClass =
  'font-medium text-accent underline decoration-accent/35 underline-offset-4 transition-colors hover:decoration-accent';

function browserHelp(locale: Locale) {
  return {
    chrome: `https://support.google.com/chrome/answer/95647?hl=${locale}`,
    firefox: 'https://support.mozilla.org/kb/clear-cookies-and-site-data-firefox',
    safari: 'https://support.apple.com/guide/safari/manage-cookies-sfri11471/mac',
    edge: 'https://support.microsoft.com/windows/manage-cookies-in-microsoft-edge-view-allow-block-delete-and-use-168dab11-0753-043d-7c16-ede5947fc64d',
  };
}

/**
 * The markup the legal messages may use (t.rich tags), bound to the studio's details. Every tag of the vocabulary
 * must be present, so a message can never name a tag the page cannot render.
 */
export function legalRichTags({
  locale,
  updated,
  newTabHint,
}: {
  locale: Locale;
  /** ISO date of the document's last update, for the machine-readable <time>. */
  updated: string;
  newTabHint: string;
}): Record<LegalTag, Chunks> {
  const external = (href: string): Chunks =>
    function ExternalLink(chunks) {
      return (
        <a href={href} target="_blank" rel="noopener noreferrer" className={linkClass}>
          {chunks}
          <Icon name="arrow-up-right" className="ml-0.5 inline size-3.5 align-[-0.1em]" />
          <span className="sr-only"> {newTabHint}</span>
        </a>
      );
    };
  const mailto = (address: string): Chunks =>
    function MailLink(chunks) {
      return (
        <a href={`mailto:${address}`} className={`${linkClass} break-words`}>
          {chunks}
        </a>
      );
    };
  const page = (href: (typeof legalHrefs)[keyof typeof legalHrefs]): Chunks =>
    function PageLink(chunks) {
      return (
        <Link href={href} className={linkClass}>
          {chunks}
        </Link>
      );
    };
  const help = browserHelp(locale);

  return {
    strong: (chunks) => <strong className="font-semibold text-foreground">{chunks}</strong>,
    code: (chunks) => (
      <code className="rounded-sm bg-muted px-1.5 py-0.5 font-mono text-[0.88em] text-foreground">{chunks}</code>
    ),
    time: (chunks) => <time dateTime={updated}>{chunks}</time>,
    mail: mailto(studio.email),
    privacyMail: mailto(studio.privacyEmail),
    tel: (chunks) => (
      <a href={studio.phoneHref} className={`${linkClass} whitespace-nowrap`}>
        {chunks}
      </a>
    ),
    termsLink: page(legalHrefs.terms),
    noticeLink: page(legalHrefs.notice),
    privacyLink: page(legalHrefs.privacy),
    cookiesLink: page(legalHrefs.cookies),
    aepd: external('https://www.aepd.es'),
    chrome: external(help.chrome),
    firefox: external(help.firefox),
    safari: external(help.safari),
    edge: external(help.edge),
  };
}
