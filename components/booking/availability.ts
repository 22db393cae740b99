/** Each day's free slots in the window, as the server computes them; `error` falls back to the server's re-check. */
export type Availability =
  { status: 'loading' } | { status: 'ready'; days: ReadonlyMap<string, readonly string[]> } | { status: 'error' };
