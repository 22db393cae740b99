import type { ComponentProps } from 'react';
import { clsx } from 'clsx';

// The form controls live in client islands, so they join classes with clsx rather than cn: tailwind-merge stays out of
// the page's JavaScript. A caller's className adds to the base classes; it does not replace a conflicting one.
export const controlClasses =
  'w-full min-w-0 rounded-md border border-input bg-card px-3.5 text-base text-foreground shadow-xs transition-[border-color,box-shadow] outline-none placeholder:text-muted-foreground/80 focus-visible:border-accent focus-visible:ring-3 focus-visible:ring-accent/25 disabled:cursor-not-allowed disabled:opacity-60 aria-invalid:border-destructive aria-invalid:ring-destructive/20 md:text-sm';

export function Input({ className, type = 'text', ...props }: ComponentProps<'input'>) {
  return <input data-slot="input" type={type} className={clsx(controlClasses, 'h-11 py-2', className)} {...props} />;
}
