import { Dialog } from 'radix-ui';
import { Icon } from '@/components/ui/icon';

type Props = { title: string; description?: string; position: string; closeLabel: string };

/** The viewer's top bar: the gallery's title and text, the announced position and the close button. */
export function ViewerHeader({ title, description, position, closeLabel }: Props) {
  return (
    <header className="pointer-events-none absolute inset-x-0 top-0 z-20 flex items-start justify-between gap-4 bg-gradient-to-b from-[#0e0d0b] via-[#0e0d0b]/80 to-transparent px-4 pt-4 pb-10 sm:px-8 sm:pt-6">
      <div className="min-w-0">
        {/* Read whole, also on a phone: the slide's picture sits below the header, in the middle of the screen. */}
        <Dialog.Title className="font-display text-xl font-light text-balance sm:text-2xl">{title}</Dialog.Title>
        {description ? <p className="mt-1 max-w-2xl text-sm text-pretty text-paper/70">{description}</p> : null}
      </div>
      <div className="pointer-events-auto flex shrink-0 items-center gap-3">
        <p
          aria-live="polite"
          aria-atomic="true"
          data-testid="viewer-position"
          className="text-sm tabular-nums text-paper/80"
        >
          {position}
        </p>
        <Dialog.Close className="inline-flex size-11 items-center justify-center rounded-full bg-paper/10 text-paper transition-colors hover:bg-paper/20 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-paper">
          <Icon name="x" className="size-5" />
          <span className="sr-only">{closeLabel}</span>
        </Dialog.Close>
      </div>
    </header>
  );
}
