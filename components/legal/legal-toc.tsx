import type { ReactNode } from 'react';

type Props = { label: string; entries: { id: string; title: ReactNode }[] };

/** "On this page": anchors to every section. A card above the text on small screens, a sticky column on large ones. */
export function LegalToc({ label, entries }: Props) {
  return (
    <nav
      aria-labelledby="legal-toc-label"
      className="rounded-xl border border-border bg-card p-5 lg:sticky lg:top-28 lg:max-h-[calc(100dvh-8rem)] lg:overflow-y-auto lg:rounded-none lg:border-0 lg:border-l lg:bg-transparent lg:py-1 lg:pr-0 lg:pl-6"
    >
      <p
        id="legal-toc-label"
        className="text-[0.72rem] font-semibold tracking-[0.22em] text-muted-foreground uppercase"
      >
        {label}
      </p>
      <ol className="mt-4 space-y-1 text-sm leading-snug">
        {entries.map((entry) => (
          <li key={entry.id}>
            <a
              href={`#${entry.id}`}
              className="block rounded-sm py-1.5 text-foreground/75 transition-colors hover:text-accent"
            >
              {entry.title}
            </a>
          </li>
        ))}
      </ol>
    </nav>
  );
}
