/** The checks of `npm run check:vercel` and `npm run check:standalone`, printed as they pass or fail. */
const outcomes: boolean[] = [];

/** Prints and records one check; returns whether it passed. */
export function check(step: string, ok: boolean, detail = ''): boolean {
  outcomes.push(ok);
  console.log(`${ok ? '✓' : '✗'} ${step}${detail ? ` — ${detail}` : ''}`);
  return ok;
}

/** A check the next steps depend on: its failure ends the run. */
export function expect(step: string, ok: boolean, detail = ''): void {
  if (!check(step, ok, detail)) throw new Error(`check failed: ${step} ${detail}`);
}

export const checksRun = (): number => outcomes.length;
export const checksFailed = (): number => outcomes.filter((ok) => !ok).length;
