import type { ClientLogo } from '@/lib/provider/home-content';
import { ClientMarks } from './client-marks';

type Props = { clients: ClientLogo[]; label: string };

/**
 * Where six columns would shrink the marks below legibility the wall scrolls sideways instead; it is focusable so the
 * keyboard can scroll it.
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
