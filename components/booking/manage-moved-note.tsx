'use client';

import { clsx } from 'clsx';
import { useEffect, useRef } from 'react';
import { Icon } from '@/components/ui/icon';

/**
 * Said once the visitor's move has landed them on the page of the booking's new link: focused when it appears, so that
 * a keyboard or screen-reader visitor is told where the form they sent went.
 */
export function ManageMovedNote({ title, text }: { title: string; text: string }) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => ref.current?.focus(), []);
  return (
    <div className="mx-auto max-w-[88rem] px-5 pt-10 sm:px-8">
      <div
        ref={ref}
        tabIndex={-1}
        role="status"
        aria-labelledby="manage-moved-title"
        aria-describedby="manage-moved-text"
        data-testid="manage-moved"
        className={clsx(
          'grid max-w-2xl gap-2 rounded-xl border border-success/40 bg-success/5 p-6',
          'outline-none focus-visible:ring-2 focus-visible:ring-ring',
        )}
      >
        <h2 id="manage-moved-title" className="flex items-center gap-3 font-display text-2xl leading-tight">
          <Icon name="check-circle-2" className="size-7 text-success" strokeWidth={1.5} />
          {title}
        </h2>
        <p id="manage-moved-text">{text}</p>
      </div>
    </div>
  );
}
