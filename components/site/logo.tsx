import { clsx } from 'clsx';

/** The studio's wordmark: a display-serif name with a small aperture mark. */
export function Logo({ className }: { className?: string }) {
  return (
    <span className={clsx('inline-flex items-center gap-2.5', className)}>
      <svg viewBox="0 0 32 32" aria-hidden className="size-7 shrink-0 text-accent">
        <circle cx="16" cy="16" r="14.5" fill="none" stroke="currentColor" strokeWidth="1.5" />
        <circle cx="16" cy="16" r="6" fill="currentColor" />
        <path d="M16 1.5v8M30.5 16h-8M16 30.5v-8M1.5 16h8" stroke="currentColor" strokeWidth="1.5" />
      </svg>
      <span className="font-display text-[1.35rem] leading-none font-medium tracking-tight">
        {/* A real space, so the visible text reads 'Lumen Estudio' inside the link's name (WCAG 2.5.3). */}
        Lumen <span className="font-sans text-[0.62rem] font-semibold uppercase tracking-[0.28em] text-muted-foreground">Estudio</span>
      </span>
    </span>
  );
}
