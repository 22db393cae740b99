/**
 * How much a page moves when its web fonts arrive after the first paint, as they do for a visitor on a slow phone
 * connection, and as they do for everyone since lib/fonts.ts asks for them only after the first paint: the page first
 * paints in the fallback fonts, and every line that wraps differently in the brand font moves what follows it when the
 * font swaps in.
 *
 * For each page and viewport this opens a fresh browser context, holds back every .woff2 response for `--delay` ms
 * (the page paints in its fallback fonts meanwhile), lets them through, waits for the fonts and one more second, and
 * reports:
 *   - CLS: the largest session window of layout-shift entries (as web-vitals and Chrome's field data count it), and
 *     the sum of every entry; the shifts are those of the first viewport, as nobody scrolls;
 *   - rewrapped: how many text blocks of the whole page (headings, paragraphs, list items, links, buttons, labels)
 *     changed height with the swap, and by how many pixels in all: what a visitor who had scrolled would see move;
 *   - with --fonts, which installed fonts painted the first h1 and the first paragraph before the swap (so a fallback
 *     face whose local() source does not exist here, and the stack it fell through to, shows up);
 *   - with --sources, the elements each layout shift moved.
 * `--delay 0` lets the fonts through at once (the lab's case), to tell shifts of the font swap from the rest.
 * `--inject file.css` adds a style sheet to every page before it parses (to try fallback faces without a build; the
 * stacks can be overridden with `html:root { --font-inter: … }`); the CLS then counts only the
 * shifts after the fonts were let through, as the injected sheet may move the page before.
 *
 * Viewports: 412x823 is Lighthouse's mobile (Moto G Power, DPR 1.75, touch), 1280x800 a laptop; --widths picks.
 *
 * Usage: npx tsx scripts/font-swap-cls.ts <origin> [--pages /es,/en/arquitectura] [--delay 2000] [--runs 1]
 * [--widths 412,1280] [--fonts] [--sources] [--inject file.css] (a production build served with `next start`)
 */
import { readFileSync } from 'node:fs';
import { option } from './cli-options';
import { measure, type Measure } from './font-swap-cls/measure';
import { TEXT_PAGES } from './font-swap-cls/text-pages';
import { VIEWPORTS } from './font-swap-cls/viewports';
import { launchChromium } from './playwright-browser';

const USAGE =
  'Usage: npx tsx scripts/font-swap-cls.ts <origin> [--pages /es,/en/arquitectura] [--delay 2000] [--runs 1] ' +
  '[--widths 412,1280] [--fonts] [--sources]';

function printLoad(path: string, width: string, result: Measure, wantSources: boolean): void {
  const shifts = `sum ${result.sum.toFixed(4)}, ${result.shifts.length} shifts`;
  const moved = `rewrapped ${result.rewrapped} blocks, ${result.rewrappedPx} px`;
  console.log(`${path.padEnd(24)} ${width.padStart(4)}  CLS ${result.cls.toFixed(4)} (${shifts})  ${moved}`);
  for (const line of result.fonts) console.log(`    ${line}`);
  if (wantSources)
    for (const shift of result.shifts)
      console.log(`    ${shift.value.toFixed(4)} @${Math.round(shift.startTime)} ms: ${shift.sources.join(' | ')}`);
}

async function main() {
  const origin = process.argv[2];
  if (!origin || origin.startsWith('--')) {
    console.error(USAGE);
    process.exit(2);
  }
  const pages = option('--pages')?.split(',') ?? TEXT_PAGES;
  const delay = Number(option('--delay') ?? 2000);
  const runs = Number(option('--runs') ?? 1);
  const widths = (option('--widths') ?? '412,1280').split(',');
  const wantFonts = process.argv.includes('--fonts');
  const wantSources = process.argv.includes('--sources');
  const injectFile = option('--inject');
  const inject = injectFile ? readFileSync(injectFile, 'utf8') : undefined;
  const browser = await launchChromium();
  const totals = new Map<string, number[]>();
  try {
    for (const path of pages) {
      for (const width of widths) {
        const viewport = VIEWPORTS[width];
        if (!viewport) throw new Error(`unknown width ${width} (known: ${Object.keys(VIEWPORTS).join(', ')})`);
        for (let run = 0; run < runs; run++) {
          const url = new URL(path, origin).href;
          const result = await measure(browser, url, viewport, delay, wantFonts && run === 0, inject);
          totals.set(width, [...(totals.get(width) ?? []), result.cls]);
          printLoad(path, width, result, wantSources);
        }
      }
    }
  } finally {
    await browser.close();
  }
  for (const [width, values] of totals) {
    const mean = values.reduce((a, b) => a + b, 0) / values.length;
    console.log(
      `${width}: mean CLS ${mean.toFixed(4)}, max ${Math.max(...values).toFixed(4)} over ${values.length} loads`,
    );
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  main().catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });
}
