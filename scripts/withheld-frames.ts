/**
 * Headless Chromium may hold back a page's first frame (GoogleChrome/lighthouse#17148), so that run's FCP and LCP
 * describe the harness. Such a run lays out early, then idles; a page slow for its own reasons does not.
 */

export type TraceEvent = {
  name: string;
  ph?: string;
  ts: number;
  dur?: number;
  pid: number;
  tid: number;
  args?: { frame?: string; name?: string; data?: { frame?: string } };
};

/** Below one BeginFrame period, so a held-back frame always exceeds it. */
export const WITHHELD_GAP_MS = 700;
/** Above this share of the gap spent in main-thread tasks, the page itself was busy, not waiting for a frame. */
export const BUSY_SHARE_LIMIT = 0.75;

export type FrameWait = { layoutMs: number; paintMs: number; busyShare: number; withheld: boolean };

export function firstFrameWait(events: readonly TraceEvent[]): FrameWait | undefined {
  const fcp = events.find((e) => e.name === 'firstContentfulPaint' && e.args?.frame);
  const frame = fcp?.args?.frame;
  if (!fcp || !frame) return undefined;
  const navigation = events.find((e) => e.name === 'navigationStart' && e.args?.frame === frame && e.ts <= fcp.ts);
  if (!navigation) return undefined;
  const mainThread = events.find(
    (e) => e.name === 'thread_name' && e.pid === fcp.pid && e.args?.name === 'CrRendererMain',
  )?.tid;
  const onMain = (e: TraceEvent) => e.pid === fcp.pid && e.tid === mainThread;
  const layout = events
    .filter((e) => e.name === 'Layout' && onMain(e) && e.ts >= navigation.ts && e.ts <= fcp.ts)
    .sort((a, b) => a.ts - b.ts)[0];
  if (!layout) return undefined;
  const from = layout.ts + (layout.dur ?? 0);
  const gap = fcp.ts - from;
  const busy = events
    .filter((e) => e.name === 'RunTask' && e.ph === 'X' && onMain(e) && e.ts < fcp.ts && e.ts + (e.dur ?? 0) > from)
    .reduce((sum, e) => sum + Math.min(fcp.ts, e.ts + (e.dur ?? 0)) - Math.max(from, e.ts), 0);
  const busyShare = gap > 0 ? busy / gap : 0;
  return {
    layoutMs: (from - navigation.ts) / 1000,
    paintMs: (fcp.ts - navigation.ts) / 1000,
    busyShare,
    withheld: gap / 1000 > WITHHELD_GAP_MS && busyShare < BUSY_SHARE_LIMIT,
  };
}
