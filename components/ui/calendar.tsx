'use client';

import type { ComponentProps } from 'react';
import { DayPicker, getDefaultClassNames, type ChevronProps } from 'react-day-picker';
import { cn } from '@/lib/utils';
import { Icon } from './icon';

function CalendarChevron({ orientation, className }: ChevronProps) {
  return <Icon name={orientation === 'left' ? 'chevron-left' : 'chevron-right'} className={cn('size-4', className)} />;
}

/**
 * react-day-picker in the shadcn/ui Calendar pattern: the library keeps the grid semantics and keyboard model (arrow
 * keys, Home/End, Page Up/Down), the classes give it the house style. No business knowledge: callers pass `disabled`,
 * `labels` and the locale.
 */
export function Calendar({
  className,
  classNames,
  showOutsideDays = true,
  ...props
}: ComponentProps<typeof DayPicker>) {
  const defaults = getDefaultClassNames();
  return (
    <DayPicker
      data-slot="calendar"
      showOutsideDays={showOutsideDays}
      className={cn('w-fit rounded-lg bg-card p-2 sm:p-3', className)}
      classNames={{
        root: cn(defaults.root, 'relative'),
        months: cn(defaults.months, 'relative flex flex-col gap-4'),
        month: cn(defaults.month, 'flex w-full flex-col gap-3'),
        nav: cn(defaults.nav, 'absolute inset-x-0 top-0 flex items-center justify-between'),
        button_previous: cn(
          defaults.button_previous,
          'inline-flex size-10 items-center justify-center rounded-full hover:bg-muted focus-visible:outline-2 focus-visible:outline-offset-2 aria-disabled:pointer-events-none aria-disabled:opacity-40',
        ),
        button_next: cn(
          defaults.button_next,
          'inline-flex size-10 items-center justify-center rounded-full hover:bg-muted focus-visible:outline-2 focus-visible:outline-offset-2 aria-disabled:pointer-events-none aria-disabled:opacity-40',
        ),
        month_caption: cn(defaults.month_caption, 'flex h-10 items-center justify-center px-10'),
        caption_label: cn(defaults.caption_label, 'font-display text-lg capitalize'),
        month_grid: cn(defaults.month_grid, 'w-full border-collapse'),
        weekdays: cn(defaults.weekdays, 'flex'),
        weekday: cn(
          defaults.weekday,
          'flex-1 pb-1 text-center text-xs font-medium uppercase tracking-wide text-muted-foreground',
        ),
        week: cn(defaults.week, 'mt-1 flex w-full'),
        // As tall as its button even when it has none (a day past endMonth): a month's six weeks keep their height.
        day: cn(defaults.day, 'relative h-9 flex-1 p-0.5 text-center min-[375px]:h-10 sm:h-11'),
        day_button: cn(
          defaults.day_button,
          'mx-auto inline-flex size-8 min-[375px]:size-9 sm:size-10 items-center justify-center rounded-full text-sm tabular-nums transition-colors hover:bg-muted focus-visible:outline-2 focus-visible:outline-offset-2 disabled:pointer-events-none aria-disabled:text-muted-foreground/60',
        ),
        selected: cn(
          defaults.selected,
          '[&>button]:bg-foreground [&>button]:text-background [&>button]:hover:bg-foreground',
        ),
        // Today is marked bold and underlined only while it can be chosen: the underline would otherwise win over the
        // disabled day's strike-through and read as a free day (after its last slot, on a closed day). Disabled, it is
        // grey and struck through like any other disabled day, and keeps a small grey dot as its "today" mark.
        today: cn(
          defaults.today,
          '[&:not([data-disabled])>button]:font-semibold [&:not([data-disabled])>button]:underline [&:not([data-disabled])>button]:decoration-accent [&:not([data-disabled])>button]:decoration-2 [&:not([data-disabled])>button]:underline-offset-4',
          '[&[data-disabled]>button]:relative [&[data-disabled]>button]:after:absolute [&[data-disabled]>button]:after:bottom-1 [&[data-disabled]>button]:after:left-1/2 [&[data-disabled]>button]:after:size-1 [&[data-disabled]>button]:after:-translate-x-1/2 [&[data-disabled]>button]:after:rounded-full [&[data-disabled]>button]:after:bg-current',
        ),
        outside: cn(defaults.outside, 'opacity-60'),
        // Struck through by the day's own modifier, not by :disabled, which a form's disabled fieldset (while it sends)
        // gives every day: that would read as "nothing free".
        disabled: cn(defaults.disabled, '[&>button]:text-muted-foreground/60 [&>button]:line-through'),
        hidden: cn(defaults.hidden, 'invisible'),
        footer: cn(defaults.footer, 'sr-only'),
        ...classNames,
      }}
      components={{ Chevron: CalendarChevron }}
      {...props}
    />
  );
}
