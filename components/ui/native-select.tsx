import type { ComponentProps } from 'react';
import { clsx } from 'clsx';
import { controlClasses } from './input';
import { Icon } from '@/components/ui/icon';

/** A styled native `<select>`: it works without JavaScript and gives phones their own picker. */
export function NativeSelect({ className, children, ...props }: ComponentProps<'select'>) {
  return (
    <div data-slot="native-select-wrapper" className="relative">
      <select
        data-slot="native-select"
        className={clsx(controlClasses, 'h-11 appearance-none py-2 pr-10', className)}
        {...props}
      >
        {children}
      </select>
      <Icon
        name="chevron-down"
        className="pointer-events-none absolute top-1/2 right-3.5 size-4 -translate-y-1/2 text-muted-foreground"
      />
    </div>
  );
}
