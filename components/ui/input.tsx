import type { ComponentProps } from 'react';
import { clsx } from 'clsx';

// The form controls live in client islands, so they join classes with clsx rather than cn: tailwind-merge stays out of
// the page's JavaScript. A caller's className adds to the base classes; it does not replace a conflicting one.
// The base look is the class `ctl` (app/globals.css, perf-home): one short name in every page's HTML instead of the list.
export const controlClasses = 'ctl';

/**
 * A multi-line field's classes. The islands write `<textarea data-slot="textarea" className={textareaClasses}>`
 * themselves rather than import a Textarea component: one module less in each page's first script.
 */
export const textareaClasses = 'ctl min-h-24 resize-y py-2.5 leading-relaxed';

export function Input({ className, type = 'text', ...props }: ComponentProps<'input'>) {
  return <input data-slot="input" type={type} className={clsx(controlClasses, 'h-11 py-2', className)} {...props} />;
}
