import type { ComponentProps } from 'react';
import { clsx } from 'clsx';

export function Label({ className, ...props }: ComponentProps<'label'>) {
  return (
    // Callers pass htmlFor or wrap the control.
    <label
      data-slot="label"
      className={clsx('flex items-center gap-2 text-sm leading-none font-medium select-none peer-disabled:opacity-60', className)}
      {...props}
    />
  );
}
