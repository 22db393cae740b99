import type { ClientLogo } from '@/lib/provider/home-content';
import { ClientMarks } from './client-marks';

type Props = { clients: ClientLogo[]; label: string };

/**
 * 18 client logos in 3 rows of 6. Where six columns would shrink the marks below legibility (under 1024 px)
 * the rows keep their six and the wall scrolls sideways, snapping to a logo, its edge fading to show there is more; it
 * is focusable so the keyboard scrolls it.
 */
export function ClientLogoWall({ clients, label }: Props) {
  return (
    <div className="logos">
      <h2 id="clients-title">{label}</h2>
      <section aria-labelledby="clients-title" tabIndex={0}>
        <ClientMarks names={clients.map((client) => client.name)} />
      </section>
    </div>
  );
}
