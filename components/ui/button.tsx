import type { ComponentProps } from 'react';
import { buttonVariants, type ButtonVariantProps } from './button-variants';

export { buttonVariants };

type ButtonProps = ComponentProps<'button'> & ButtonVariantProps;

// Used by client islands (the booking form), so it joins classes without tailwind-merge, like the form controls: a
// caller's className adds to the variant's classes rather than replacing a conflicting one. A link styled as a button
// is an <a className={buttonVariants(…)}>: no Slot (Radix's Slot and compose-refs were 1.2 kB of the booking page's
// script for an asChild nobody passed).
export function Button({ className, variant, size, ...props }: ButtonProps) {
  return <button data-slot="button" className={buttonVariants({ variant, size, className })} {...props} />;
}
