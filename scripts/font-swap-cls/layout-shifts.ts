export type Shift = { value: number; startTime: number; hadRecentInput: boolean; sources: string[] };

/** The largest session window: shifts less than 1 s apart, a window at most 5 s long (web-vitals' CLS). */
export function sessionWindowCls(shifts: Shift[]): number {
  let best = 0;
  let current = 0;
  let first = -Infinity;
  let last = -Infinity;
  for (const shift of shifts.filter((entry) => !entry.hadRecentInput)) {
    if (shift.startTime - last < 1000 && shift.startTime - first < 5000) current += shift.value;
    else {
      current = shift.value;
      first = shift.startTime;
    }
    last = shift.startTime;
    best = Math.max(best, current);
  }
  return best;
}

/** Runs in the page before anything else: keeps every layout-shift entry with a short name for each moved node. */
export function observeShifts() {
  const describe = (node: Node | null | undefined): string => {
    if (!node) return '?';
    const element = node.nodeType === 1 ? (node as Element) : node.parentElement;
    if (!element) return '?';
    const name =
      element.tagName.toLowerCase() +
      (element.id ? `#${element.id}` : '') +
      (element.classList.length ? `.${[...element.classList].slice(0, 2).join('.')}` : '');
    return `${name} "${(element.textContent ?? '').trim().replace(/\s+/g, ' ').slice(0, 40)}"`;
  };
  const round = Math.round;
  const store: unknown[] = [];
  (window as unknown as { __shifts: unknown[] }).__shifts = store;
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries() as unknown as {
      value: number;
      startTime: number;
      hadRecentInput: boolean;
      sources?: { node?: Node; previousRect: DOMRectReadOnly; currentRect: DOMRectReadOnly }[];
    }[]) {
      store.push({
        value: entry.value,
        startTime: entry.startTime,
        hadRecentInput: entry.hadRecentInput,
        sources: (entry.sources ?? []).map(
          ({ node, previousRect: from, currentRect: to }) =>
            `${describe(node)} y ${round(from.y)}→${round(to.y)} h ${round(from.height)}→${round(to.height)}`,
        ),
      });
    }
  }).observe({ type: 'layout-shift', buffered: true });
}
