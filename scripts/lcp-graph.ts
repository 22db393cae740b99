/**
 * Lighthouse's simulated LCP replays every request that finished before the observed LCP, so this lists them per run
 * to show which ones decide it. Usage: npx tsx scripts/lcp-graph.ts <url> [<url>…] [--runs N] against `next start`.
 */
import { LanternLargestContentfulPaint } from 'lighthouse/core/computed/metrics/lantern-largest-contentful-paint.js';
import { eachLighthouseRun } from './lighthouse-runs';

type GraphNode = {
  type: string;
  request?: { url: string; priority: string; resourceType?: string; transferSize: number };
};
type Estimate = { timeInMs: number; nodeTimings: Map<GraphNode, { startTime: number; endTime: number }> };
type LanternResult = { timing: number; optimisticEstimate: Estimate; pessimisticEstimate: Estimate };
type MetricsItem = { observedFirstContentfulPaint?: number; observedLargestContentfulPaint?: number };

const shortName = (url: string) =>
  url.replace(/^https?:\/\/[^/]+/, '').replace(/^\/_next\/static\/(chunks|media)\//, '');

void eachLighthouseRun('npx tsx scripts/lcp-graph.ts <url> [<url>…] [--runs N]', async (url, result) => {
  const { lhr, artifacts } = result;
  const audits = lhr.audits;
  const metrics = (audits.metrics?.details as { items?: MetricsItem[] } | undefined)?.items?.[0] ?? {};
  const servers =
    (audits['network-server-latency']?.details as { items?: { serverResponseTime: number }[] } | undefined)?.items ??
    [];
  const data = {
    trace: artifacts.Trace,
    devtoolsLog: artifacts.DevtoolsLog,
    gatherContext: artifacts.GatherContext,
    settings: lhr.configSettings,
    URL: artifacts.URL,
    SourceMaps: artifacts.SourceMaps,
    HostDPR: artifacts.HostDPR,
    simulator: null,
  };
  const context = { computedCache: new Map(), settings: lhr.configSettings };
  const lcp = (await LanternLargestContentfulPaint.request(
    data as unknown as Parameters<typeof LanternLargestContentfulPaint.request>[0],
    context as unknown as Parameters<typeof LanternLargestContentfulPaint.request>[1],
  )) as unknown as LanternResult;
  console.log(
    `${url}: perf ${Math.round((lhr.categories.performance?.score ?? 0) * 100)}, LCP ${Math.round(audits['largest-contentful-paint']?.numericValue ?? NaN)} ms` +
      ` simulated (optimistic ${Math.round(lcp.optimisticEstimate.timeInMs)}, pessimistic ${Math.round(lcp.pessimisticEstimate.timeInMs)});` +
      ` observed FCP ${metrics.observedFirstContentfulPaint} ms, LCP ${metrics.observedLargestContentfulPaint} ms;` +
      ` server response ${servers.map((server) => Math.round(server.serverResponseTime)).join('/')} ms`,
  );
  const requests = [...lcp.optimisticEstimate.nodeTimings.entries()]
    .flatMap(([node, timing]) => (node.type === 'network' && node.request ? [{ request: node.request, timing }] : []))
    .sort((a, b) => a.timing.endTime - b.timing.endTime);
  for (const { request, timing } of requests) {
    console.log(
      `  ${String(Math.round(timing.startTime)).padStart(5)} → ${String(Math.round(timing.endTime)).padStart(5)} ms  ${request.priority.padEnd(8)} ${(request.resourceType ?? '').padEnd(10)} ${String(Math.round(request.transferSize / 1024)).padStart(4)} KB  ${shortName(request.url).slice(0, 80)}`,
    );
  }
});
