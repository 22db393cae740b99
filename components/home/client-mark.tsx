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

/*
 * The marks' type is set by class (`.logos .m0`…`.m5` and their texts `.i` initials, `.a` first line, `.b` second
 * line, in app/globals.css, perf-home) rather than by attributes on each text: the wall is 18 marks, each written
 * twice in the page (its HTML and the serialized tree).
 */
export function ClientMark({ name, index }: Props) {
  const [first, second] = lines(name);
  const style = index % 6;
  return (
    <svg role="img" aria-label={name} viewBox="0 0 200 72" fill="currentColor" className={`m${style}`}>
      {style === 0 ? (
        <>
          <circle cx="30" cy="36" r="20" fill="none" stroke="currentColor" strokeWidth="1.5" />
          <text x="30" y="42" className="i">
            {initials(name)}
          </text>
          <text x="60" y={second ? 33 : 41} className="a">
            {first.toUpperCase()}
          </text>
          {second ? (
            <text x="60" y="49" className="b">
              {second.toUpperCase()}
            </text>
          ) : null}
        </>
      ) : style === 1 ? (
        <>
          <text x="100" y={second ? 33 : 44} className="a">
            {first}
          </text>
          {second ? (
            <text x="100" y="54" className="b">
              {second}
            </text>
          ) : null}
        </>
      ) : style === 2 ? (
        <>
          <rect x="8" y="16" width="40" height="40" rx="3" />
          <text x="28" y="42" className="i">
            {initials(name)}
          </text>
          <text x="58" y={second ? 33 : 41} className="a">
            {first}
          </text>
          {second ? (
            <text x="58" y="51" className="b">
              {second}
            </text>
          ) : null}
        </>
      ) : style === 3 ? (
        <>
          <rect x="70" y="10" width="60" height="2" />
          <text x="100" y={second ? 36 : 44} className="a">
            {first.toUpperCase()}
          </text>
          {second ? (
            <text x="100" y="55" className="b">
              {second.toUpperCase()}
            </text>
          ) : null}
        </>
      ) : style === 4 ? (
        <>
          <path d="M10 54 L28 18 L46 54 Z" fill="none" stroke="currentColor" strokeWidth="1.6" />
          <circle cx="28" cy="42" r="4" />
          <text x="56" y={second ? 33 : 41} className="a">
            {first}
          </text>
          {second ? (
            <text x="56" y="52" className="b">
              {second.toUpperCase()}
            </text>
          ) : null}
        </>
      ) : (
        <>
          <text x="100" y={second ? 34 : 44} className="a">
            {first.toLowerCase()}
          </text>
          {second ? (
            <text x="100" y="54" className="b">
              {second.toLowerCase()}
            </text>
          ) : null}
          <circle cx="186" cy="16" r="3" />
        </>
      )}
    </svg>
  );
}
