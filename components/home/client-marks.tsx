'use client';

import { ClientMark } from './client-mark';

/**
 * A client component so the serialized tree carries the names alone, not every mark's SVG a second time. No state
 * or effects: hydration only matches the server's markup.
 */
export function ClientMarks({ names }: { names: string[] }) {
  return (
    <ul data-testid="client-logos">
      {names.map((name, index) => (
        <li key={name}>
          <ClientMark name={name} index={index} />
        </li>
      ))}
    </ul>
  );
}
