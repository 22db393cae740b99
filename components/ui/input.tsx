import type { ComponentProps } from 'react';
import { clsx } from 'clsx';

// clsx, not cn, keeps tailwind-merge out of the islands, so a caller's className adds to the base, never overrides it.
// The base look is one short class (`ctl`, app/globals.css) rather than the whole list in every page's HTML.
export const controlClasses = 'ctl';

/** Classes rather than a Textarea component, so the islands' first script carries one module less. */
export const textareaClasses = 'ctl min-h-24 resize-y py-2.5 leading-relaxed';

export function Input({ className, type = 'text', ...props }: ComponentProps<'input'>) {
  return <input data-slot="input" type={type} className={clsx(controlClasses, 'h-11 py-2', className)} {...props} />;
}
