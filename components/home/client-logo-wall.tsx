import type { ClientLogo } from '@/lib/provider/home-content';
import { ClientMark } from './client-mark';

type Props = { clients: ClientLogo[]; label: string };

/**
 * 18 client logos in 3 rows of 6. Where six columns would shrink the marks below legibility (under 1024 px)
 * the rows keep their six and the wall scrolls sideways, snapping to a logo, its edge fading to show there is more; it
 * is focusable so the keyboard scrolls it.
 */
export function ClientLogoWall({ clients, label }: Props) {
  return (
    <div className="mx-auto max-w-[88rem] pb-16 lg:px-8">
      <h2 id="clients-title" className="mb-8 px-5 text-center font-sans text-[0.72rem] font-semibold uppercase tracking-[0.26em] text-muted-foreground">
        {label}
      </h2>
      <section
        aria-labelledby="clients-title"
        tabIndex={0}
        className="snap-x snap-mandatory scroll-px-5 overflow-x-auto overscroll-x-contain pb-3 outline-offset-2 [mask-image:linear-gradient(to_right,#000_calc(100%-1.5rem),transparent)] sm:scroll-px-8 lg:overflow-visible lg:pb-0 lg:[mask-image:none]"
      >
        <ul
          data-testid="client-logos"
          className="grid w-max grid-cols-[repeat(6,8.75rem)] gap-x-4 gap-y-5 px-5 sm:grid-cols-[repeat(6,11rem)] sm:gap-x-8 sm:px-8 lg:w-full lg:grid-cols-6 lg:gap-x-10 lg:gap-y-8 lg:px-0"
        >
          {clients.map((client, index) => (
            <li key={client.name} className="flex snap-start items-center justify-center text-foreground/60 transition-colors hover:text-foreground">
              <ClientMark name={client.name} index={index} />
            </li>
          ))}
        </ul>
      </section>
    </div>
  );
}
