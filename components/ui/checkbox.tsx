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
        'checkbox-tick checked:border-accent checked:bg-accent',
        'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-accent disabled:cursor-not-allowed disabled:opacity-60 aria-invalid:border-destructive',
        className,
      )}
      {...props}
    />
  );
}
