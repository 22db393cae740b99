'use client';

import { clsx } from 'clsx';
import { ICON_SPRITE, type IconName } from './icon-names';

type Props = {
  /** A symbol of public/icons.svg; add new ones in scripts/icon-sprite.mjs and rerun it. */
  name: IconName;
  /** Size and colour utilities (`size-4 text-accent`); without any, 1.5rem in the text colour. */
  className?: string | undefined;
  /** Stroke width in the icon's 24-unit grid, as lucide's `strokeWidth` (default 2). */
  strokeWidth?: number | undefined;
};

/**
 * A sprite reference keeps each drawing out of the page. Always hidden from assistive technology: label the control.
 * A client component so the serialized tree carries only its name, not the <svg> element a second time.
 */
export function Icon({ name, className, strokeWidth }: Props) {
  return (
    // No strokeWidth prop at all when not given: an undefined one is spelled out in the serialized tree.
    <svg aria-hidden className={clsx('icon', className)} {...(strokeWidth === undefined ? {} : { strokeWidth })}>
      <use href={`${ICON_SPRITE}#${name}`} />
    </svg>
  );
}
