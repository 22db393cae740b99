import type { ComponentProps } from 'react';
import { buttonVariants, type ButtonVariantProps } from './button-variants';

export { buttonVariants };

type ButtonProps = ComponentProps<'button'> & ButtonVariantProps;

// No tailwind-merge in client islands, so a caller's className adds to the variant's, never overrides it. No Slot
// either: style a link as <a className={buttonVariants(…)}>, which keeps Radix out of the page's script.
export function Button({ className, variant, size, ...props }: ButtonProps) {
  return <button data-slot="button" className={buttonVariants({ variant, size, className })} {...props} />;
}
