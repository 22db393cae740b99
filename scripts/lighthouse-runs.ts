/**
 * The loop the diagnostics share (lcp-graph.ts, main-thread-tasks.ts): the addresses given on the command line, each
 * measured `--runs N` times (default 1) by Lighthouse (mobile, performance only, as bench and bench-ab run it) in one
 * headless Chromium, each result handed to `report` as it comes.
 */
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { LIGHTHOUSE_FLAGS, numberOption } from './bench-servers';
import { chromiumArgs, chromiumExecutable } from './chromium-path';

export type LighthouseRun = NonNullable<Awaited<ReturnType<typeof lighthouse>>>;

export async function eachLighthouseRun(
  usage: string,
  report: (url: string, result: LighthouseRun) => Promise<void> | void,
): Promise<void> {
  const urls = process.argv.slice(2).filter((argument) => /^https?:/.test(argument));
  const runs = Math.round(numberOption('--runs', 1));
  if (urls.length === 0) {
    console.error(`Usage: ${usage}`);
    process.exit(2);
  }
  const chrome = await chromeLauncher.launch({
    chromePath: chromiumExecutable(),
    chromeFlags: ['--headless=new', ...chromiumArgs],
  });
  try {
    for (let run = 0; run < runs; run++) {
      for (const url of urls) {
        const result = await lighthouse(url, {
          port: chrome.port,
          ...LIGHTHOUSE_FLAGS,
          onlyCategories: ['performance'],
        });
        if (!result) throw new Error(`no Lighthouse result for ${url}`);
        await report(url, result);
      }
    }
  } finally {
    chrome.kill();
  }
}
