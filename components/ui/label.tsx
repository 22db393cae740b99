import type { ComponentProps } from 'react';
import { clsx } from 'clsx';

export function Label({ className, ...props }: ComponentProps<'label'>) {
  return (
    // Callers pass htmlFor or wrap the control.
    <label
      data-slot="label"
      // `lbl`: app/globals.css (perf-home).
      className={clsx('lbl', className)}
      {...props}
    />
  );
}
