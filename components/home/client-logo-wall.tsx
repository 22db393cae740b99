import type { ClientLogo } from '@/lib/provider/home-content';
import { ClientMark } from './client-mark';

type Props = { clients: ClientLogo[]; label: string };

/** Spec §9: 18 client logos in 3 rows of 6 on wide screens (3 columns on phones, 6 rows). */
export function ClientLogoWall({ clients, label }: Props) {
  return (
    <div className="mx-auto max-w-[88rem] px-5 pb-16 sm:px-8">
      <h2 id="clients-title" className="mb-8 text-center font-sans text-[0.72rem] font-semibold uppercase tracking-[0.26em] text-muted-foreground">
        {label}
      </h2>
      <ul aria-labelledby="clients-title" data-testid="client-logos" className="grid grid-cols-3 gap-x-6 gap-y-8 sm:gap-x-10 lg:grid-cols-6">
        {clients.map((client, index) => (
          <li key={client.name} className="flex items-center justify-center text-foreground/55 transition-colors hover:text-foreground">
            <ClientMark name={client.name} index={index} />
          </li>
        ))}
      </ul>
    </div>
  );
}
