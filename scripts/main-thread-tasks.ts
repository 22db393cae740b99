/**
 * Lighthouse's TBT replays observed tasks with a CPU slowdown, so this lists each long task and what it is made of.
 * Usage: npx tsx scripts/main-thread-tasks.ts <url> [<url>…] [--runs N] [--min MS] against `next start`.
 */
import { MainThreadTasks } from 'lighthouse/core/computed/main-thread-tasks.js';
import { numberOption } from './bench-servers';
import { eachLighthouseRun } from './lighthouse-runs';

type TraceEvent = {
  name: string;
  args?: { data?: { functionName?: string; url?: string; lineNumber?: number; columnNumber?: number } };
};
type Task = {
  event: TraceEvent;
  parent?: Task;
  children: Task[];
  startTime: number;
  duration: number;
  selfTime: number;
  attributableURLs: string[];
};
type MetricsItem = { observedFirstContentfulPaint?: number; observedLoad?: number };

const minimum = numberOption('--min', 8);

const shortName = (url: string | undefined) =>
  String(url ?? '')
    .replace(/^https?:\/\/[^/]+/, '')
    .replace(/^\/_next\/static\/chunks\//, '');

/** An event's name, and for a script's events the function and position in the script they belong to. */
function label(event: TraceEvent): string {
  const data = event.args?.data;
  if (!data?.functionName && !data?.url) return event.name;
  return `${event.name} ${data.functionName ?? ''}@${shortName(data.url)}:${data.lineNumber ?? ''}:${data.columnNumber ?? ''}`;
}

/** The events under a task that took the most time of their own, summed by label. */
function heaviest(task: Task, count: number): string {
  const own = new Map<string, number>();
  const visit = (node: Task) => {
    for (const child of node.children) {
      const key = label(child.event);
      own.set(key, (own.get(key) ?? 0) + child.selfTime);
      visit(child);
    }
  };
  visit(task);
  return [...own.entries()]
    .sort((a, b) => b[1] - a[1])
    .slice(0, count)
    .map(([key, ms]) => `${key} ${ms.toFixed(1)}`)
    .join(' | ');
}

void eachLighthouseRun(
  'npx tsx scripts/main-thread-tasks.ts <url> [<url>…] [--runs N] [--min MS]',
  async (url, result) => {
    const { lhr, artifacts } = result;
    const metrics = (lhr.audits.metrics?.details as { items?: MetricsItem[] } | undefined)?.items?.[0] ?? {};
    console.log(
      `${url}: perf ${Math.round((lhr.categories.performance?.score ?? 0) * 100)}, TBT ${Math.round(lhr.audits['total-blocking-time']?.numericValue ?? NaN)} ms;` +
        ` observed FCP ${metrics.observedFirstContentfulPaint} ms, load ${metrics.observedLoad} ms`,
    );
    const context = { computedCache: new Map(), settings: lhr.configSettings };
    const tasks = (await MainThreadTasks.request(
      artifacts.Trace as unknown as Parameters<typeof MainThreadTasks.request>[0],
      context as unknown as Parameters<typeof MainThreadTasks.request>[1],
    )) as unknown as Task[];
    for (const task of tasks) {
      if (task.parent || task.duration < minimum) continue;
      console.log(
        `  ${String(Math.round(task.startTime)).padStart(5)} ms +${task.duration.toFixed(1).padStart(5)}  ${shortName(task.attributableURLs.at(-1)).slice(-32).padEnd(32)}  ${heaviest(task, 4)}`,
      );
    }
  },
);
