'use client';

import { clsx } from 'clsx';
import { ICON_SPRITE, type IconName } from './icon-names';

type Props = {
  /** A symbol of public/icons.svg (list and sources in scripts/icon-sprite.mjs; add one there and rerun it). */
  name: IconName;
  /** Size and colour with the usual utilities (`size-4 text-accent`); without any, 1.5rem in the text colour. */
  className?: string | undefined;
  /** Stroke width in the icon's 24-unit grid, as lucide's `strokeWidth` (default 2). */
  strokeWidth?: number | undefined;
};

/**
 * A decorative icon from the site's sprite: `<svg><use href="/icons.svg?v=…#name"/></svg>`, a few dozen bytes in the
 * page and in its serialized tree instead of the whole drawing each time; the sprite is one cached file. Always
 * hidden from assistive technology: name the control it sits in (aria-label or visible text), not the icon.
 * A client component without state or effects, so that a server component's icon is sent in the page's serialized
 * tree as its name (`{"name":"mail"}`) rather than as the whole <svg><use/></svg> element a second time: the server
 * renders the same markup, and client components import it like every other component.
 */
export function Icon({ name, className, strokeWidth }: Props) {
  return (
    // No strokeWidth prop at all when not given: an undefined one is spelled out in the serialized tree.
    <svg aria-hidden className={clsx('icon', className)} {...(strokeWidth === undefined ? {} : { strokeWidth })}>
      <use href={`${ICON_SPRITE}#${name}`} />
    </svg>
  );
}
