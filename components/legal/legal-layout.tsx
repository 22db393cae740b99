import type { ReactNode } from 'react';
import { LegalToc } from './legal-toc';

type Props = {
  eyebrow: string;
  title: string;
  description: string;
  lastUpdated: ReactNode;
  bindingLabel: string;
  bindingNote: string;
  /** Table of contents; left out, the text takes the whole column. */
  toc?: { label: string; entries: { id: string; title: ReactNode }[] };
  /** Something the visitor can do about this document, under its note (the cookie policy's 'Cookie settings'). */
  action?: ReactNode;
  children: ReactNode;
};

/**
 * The shell every legal page shares: title, description, last-updated line and the note on which language binds,
 * then the sections in a comfortable reading column beside an optional table of contents.
 */
export function LegalLayout({
  eyebrow,
  title,
  description,
  lastUpdated,
  bindingLabel,
  bindingNote,
  toc,
  action,
  children,
}: Props) {
  return (
    <article>
      <header className="border-b border-border/70">
        <div className="mx-auto max-w-[88rem] px-5 pt-36 pb-14 sm:px-8 md:pt-44 md:pb-20">
          <div className="max-w-3xl">
            <p className="mb-6 flex items-center gap-3 text-[0.72rem] font-semibold tracking-[0.26em] text-accent uppercase">
              <span aria-hidden className="h-px w-10 bg-accent" />
              {eyebrow}
            </p>
            <h1 className="text-[2.5rem] leading-[1.05] font-light sm:text-6xl">{title}</h1>
            <p className="mt-7 text-lg leading-relaxed text-muted-foreground md:text-xl">{description}</p>
            <p className="mt-8 text-sm text-muted-foreground">{lastUpdated}</p>
            <div
              role="note"
              className="mt-6 border-l-2 border-accent bg-muted/70 px-5 py-4 text-[0.9375rem] leading-relaxed"
            >
              <p className="font-semibold text-foreground">{bindingLabel}</p>
              <p className="mt-1 text-foreground/80">{bindingNote}</p>
            </div>
            {action ? <div className="mt-8">{action}</div> : null}
          </div>
        </div>
      </header>
      <div className="mx-auto grid max-w-[88rem] grid-cols-[minmax(0,1fr)] gap-12 px-5 py-14 sm:px-8 md:py-20 lg:grid-cols-[minmax(0,48rem)_15rem] lg:justify-between lg:gap-16">
        {toc ? (
          <div className="lg:col-start-2 lg:row-start-1">
            <LegalToc label={toc.label} entries={toc.entries} />
          </div>
        ) : null}
        <div className="max-w-3xl divide-y divide-border lg:col-start-1 lg:row-start-1">{children}</div>
      </div>
    </article>
  );
}
