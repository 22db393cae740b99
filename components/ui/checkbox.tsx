import type { ComponentProps } from 'react';
import { clsx } from 'clsx';

/**
 * A native checkbox styled like shadcn's: it submits with the form without JavaScript (Radix's checkbox is a button
 * that needs it) and keeps the browser's own keyboard and screen-reader behaviour.
 */
export function Checkbox({ className, ...props }: Omit<ComponentProps<'input'>, 'type'>) {
  return (
    <input
      type="checkbox"
      data-slot="checkbox"
      className={clsx(
        'peer size-4.5 shrink-0 cursor-pointer appearance-none rounded-[4px] border border-foreground/40 bg-card shadow-xs transition-colors',
        "checked:border-accent checked:bg-accent checked:bg-[url(\"data:image/svg+xml,%3Csvg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 16 16' fill='none' stroke='%23fffaf4' stroke-width='2.4' stroke-linecap='round' stroke-linejoin='round'%3E%3Cpath d='M3.5 8.5l3 3 6-6.5'/%3E%3C/svg%3E\")] checked:bg-center checked:bg-no-repeat",
        'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-accent disabled:cursor-not-allowed disabled:opacity-60 aria-invalid:border-destructive',
        className,
      )}
      {...props}
    />
  );
}
