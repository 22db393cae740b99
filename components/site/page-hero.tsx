import type { ReactNode } from 'react';
import { cn } from '@/lib/utils';

type Props = {
  eyebrow?: string;
  title: string;
  description: string;
  /** Rendered in place of the plain title, e.g. with highlighted phrases. */
  titleContent?: ReactNode;
  descriptionContent?: ReactNode;
  actions?: ReactNode;
  aside?: ReactNode;
  className?: string;
};

/** The hero every inner page opens with: eyebrow, display title (line breaks honoured), description, actions. */
export function PageHero({
  eyebrow,
  title,
  description,
  titleContent,
  descriptionContent,
  actions,
  aside,
  className,
}: Props) {
  return (
    <section className={cn('relative overflow-hidden border-b border-border/70', className)}>
      {/* Two columns only with an aside: alone, the title takes the width its line breaks were written for. */}
      <div
        className={cn(
          'mx-auto grid max-w-[88rem] gap-12 px-5 pt-36 pb-20 sm:px-8 md:pt-44 md:pb-28',
          aside && 'lg:grid-cols-[1.5fr_1fr] lg:items-end',
        )}
      >
        <div className="max-w-4xl">
          {eyebrow ? (
            <p className="mb-6 flex items-center gap-3 text-[0.72rem] font-semibold uppercase tracking-[0.26em] text-accent">
              <span aria-hidden className="h-px w-10 bg-accent" />
              {eyebrow}
            </p>
          ) : null}
          <h1 className="text-[2.6rem] leading-[1.04] font-light whitespace-pre-line sm:text-6xl lg:text-[4.6rem]">
            {titleContent ?? title}
          </h1>
          <p className="mt-8 max-w-2xl text-lg leading-relaxed text-muted-foreground md:text-xl">
            {descriptionContent ?? description}
          </p>
          {actions ? <div className="mt-10 flex flex-wrap gap-3">{actions}</div> : null}
        </div>
        {aside}
      </div>
    </section>
  );
}
