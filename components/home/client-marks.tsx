'use client';

import { ClientMark } from './client-mark';

/**
 * The wall's 18 marks, drawn from their names in the browser as on the server: a client component so that the page's
 * serialized tree carries the names alone (a few hundred bytes) instead of every mark's SVG a second time. No state,
 * no effects: hydrating it only matches the server's markup.
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
