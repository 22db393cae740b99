import type { VariantProps } from 'class-variance-authority';
import { Slot } from 'radix-ui';
import type { ComponentProps } from 'react';
import { buttonVariants } from './button-variants';

export { buttonVariants };

type ButtonProps = ComponentProps<'button'> & VariantProps<typeof buttonVariants> & { asChild?: boolean };

// Used by client islands (the booking form), so it joins classes without tailwind-merge, like the form controls: a
// caller's className adds to the variant's classes rather than replacing a conflicting one.
export function Button({ className, variant, size, asChild = false, ...props }: ButtonProps) {
  const Comp = asChild ? Slot.Root : 'button';
  return <Comp data-slot="button" className={buttonVariants({ variant, size, className })} {...props} />;
}
