/**
 * A generated mark for one of the seed's fictional clients: six typographic styles, picked by position, so the wall
 * reads as a set of distinct brands without shipping image files. The SVG carries the client's name as its
 * accessible name; its text is drawn in the page's own fonts.
 */
type Props = { name: string; index: number };

const STOP_WORDS = new Set(['de', 'del', 'la', 'el', 'y']);

function initials(name: string): string {
  const words = name.split(/\s+/).filter((word) => !STOP_WORDS.has(word.toLowerCase()));
  return words
    .slice(0, 2)
    .map((word) => word.charAt(0).toUpperCase())
    .join('');
}

/** Two balanced lines, so long names stay legible at logo size. */
function lines(name: string): [string, string] {
  const words = name.split(/\s+/);
  if (words.length === 1) return [name, ''];
  let best: [string, string] = [name, ''];
  let bestGap = Infinity;
  for (let cut = 1; cut < words.length; cut += 1) {
    const first = words.slice(0, cut).join(' ');
    const second = words.slice(cut).join(' ');
    const gap = Math.abs(first.length - second.length);
    if (gap < bestGap) [best, bestGap] = [[first, second], gap];
  }
  return best;
}

const serif = 'var(--font-display, serif)';
const sans = 'var(--font-sans, sans-serif)';

export function ClientMark({ name, index }: Props) {
  const [first, second] = lines(name);
  const style = index % 6;
  return (
    <svg role="img" aria-label={name} viewBox="0 0 200 72" className="h-auto w-full" fill="currentColor">
      {style === 0 ? (
        <>
          <circle cx="30" cy="36" r="20" fill="none" stroke="currentColor" strokeWidth="1.5" />
          <text x="30" y="42" textAnchor="middle" fontFamily={serif} fontSize="17" fontStyle="italic">{initials(name)}</text>
          <text x="60" y={second ? 33 : 41} fontFamily={sans} fontSize="12" fontWeight="600" letterSpacing="1.2">{first.toUpperCase()}</text>
          {second ? <text x="60" y="49" fontFamily={sans} fontSize="12" fontWeight="300" letterSpacing="1.2">{second.toUpperCase()}</text> : null}
        </>
      ) : style === 1 ? (
        <>
          <text x="100" y={second ? 33 : 44} textAnchor="middle" fontFamily={serif} fontSize="21">{first}</text>
          {second ? <text x="100" y="54" textAnchor="middle" fontFamily={serif} fontSize="14" fontStyle="italic">{second}</text> : null}
        </>
      ) : style === 2 ? (
        <>
          <rect x="8" y="16" width="40" height="40" rx="3" />
          <text x="28" y="42" textAnchor="middle" fontFamily={sans} fontSize="16" fontWeight="700" fill="var(--color-background, #fff)">{initials(name)}</text>
          <text x="58" y={second ? 33 : 41} fontFamily={sans} fontSize="14" fontWeight="700">{first}</text>
          {second ? <text x="58" y="51" fontFamily={sans} fontSize="13">{second}</text> : null}
        </>
      ) : style === 3 ? (
        <>
          <rect x="70" y="10" width="60" height="2" />
          <text x="100" y={second ? 36 : 44} textAnchor="middle" fontFamily={sans} fontSize="14" fontWeight="500" letterSpacing="2.2">{first.toUpperCase()}</text>
          {second ? <text x="100" y="55" textAnchor="middle" fontFamily={sans} fontSize="11.5" letterSpacing="2.6">{second.toUpperCase()}</text> : null}
        </>
      ) : style === 4 ? (
        <>
          <path d="M10 54 L28 18 L46 54 Z" fill="none" stroke="currentColor" strokeWidth="1.6" />
          <circle cx="28" cy="42" r="4" />
          <text x="56" y={second ? 33 : 41} fontFamily={serif} fontSize="17" fontWeight="600">{first}</text>
          {second ? <text x="56" y="52" fontFamily={sans} fontSize="12" letterSpacing="1.4">{second.toUpperCase()}</text> : null}
        </>
      ) : (
        <>
          <text x="100" y={second ? 34 : 44} textAnchor="middle" fontFamily={sans} fontSize="18" fontWeight="300" letterSpacing="0.5">{first.toLowerCase()}</text>
          {second ? <text x="100" y="54" textAnchor="middle" fontFamily={sans} fontSize="13" fontWeight="700">{second.toLowerCase()}</text> : null}
          <circle cx="186" cy="16" r="3" />
        </>
      )}
    </svg>
  );
}
