import type { ComponentProps } from 'react';
import { clsx } from 'clsx';

/**
 * Native, unlike Radix's button: it submits without JavaScript and keeps the browser's own keyboard and screen-reader
 * behaviour.
 */
export function Checkbox({ className, ...props }: Omit<ComponentProps<'input'>, 'type'>) {
  return (
    <input
      type="checkbox"
      data-slot="checkbox"
      className={clsx(
        // `chk`: the box's look (app/globals.css, perf-home); `peer` for its label's peer-* variants; the tick a
        // utility.
        'peer chk checkbox-tick',
        className,
      )}
      {...props}
    />
  );
}
