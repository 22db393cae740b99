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
import { chromium, type Browser, type Page } from 'playwright';
import { chromiumExecutable, playwrightChromiumArgs } from './chromium-path';

/** The pages with the most text, in all three languages; scripts/font-fallbacks.ts measures their text too. */
export const TEXT_PAGES = [
  '/es',
  '/en',
  '/it',
  '/es/arquitectura',
  '/en/arquitectura',
  '/it/publicidad',
  '/es/turismo',
  '/it/servicios',
  '/es/nm-ia',
  '/en/free-consultation',
  '/es/privacy-policy',
];

type Viewport = { width: number; height: number; deviceScaleFactor: number; isMobile: boolean; hasTouch: boolean };
const VIEWPORTS: Record<string, Viewport> = {
  '412': { width: 412, height: 823, deviceScaleFactor: 1.75, isMobile: true, hasTouch: true },
  '1280': { width: 1280, height: 800, deviceScaleFactor: 1, isMobile: false, hasTouch: false },
};

type Shift = { value: number; startTime: number; hadRecentInput: boolean; sources: string[] };
type Block = { key: string; height: number };
type Measure = { cls: number; sum: number; shifts: Shift[]; rewrapped: number; rewrappedPx: number; fonts: string[] };

function option(name: string): string | undefined {
  const index = process.argv.indexOf(name);
  return index > 0 ? process.argv[index + 1] : undefined;
}

/** The largest session window: shifts less than 1 s apart, a window at most 5 s long (web-vitals' CLS). */
function sessionWindowCls(shifts: Shift[]): number {
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
function observeShifts() {
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
          (source) =>
            `${describe(source.node)} y ${Math.round(source.previousRect.y)}→${Math.round(source.currentRect.y)} h ${Math.round(source.previousRect.height)}→${Math.round(source.currentRect.height)}`,
        ),
      });
    }
  }).observe({ type: 'layout-shift', buffered: true });
}

/** The height of every text block of the page, keyed by its position in the document. */
function blockHeights(): Block[] {
  const blocks = document.querySelectorAll(
    'main h1, main h2, main h3, main h4, main p, main li, main a, main button, main label, header a, footer p, footer li, footer a',
  );
  return [...blocks].map((element, index) => ({
    key: `${index} ${element.tagName.toLowerCase()} "${(element.textContent ?? '').trim().slice(0, 30)}"`,
    height: element.getBoundingClientRect().height,
  }));
}

/** The installed fonts that painted the first h1 and paragraph of the page, as Chromium reports them. */
async function platformFonts(page: Page): Promise<string[]> {
  const session = await page.context().newCDPSession(page);
  await session.send('DOM.enable');
  await session.send('CSS.enable');
  const { root } = await session.send('DOM.getDocument', { depth: -1 });
  const result: string[] = [];
  for (const selector of ['main h1', 'main p']) {
    const { nodeId } = await session.send('DOM.querySelector', { nodeId: root.nodeId, selector });
    if (!nodeId) continue;
    const { fonts } = await session.send('CSS.getPlatformFontsForNode', { nodeId });
    result.push(
      `${selector}: ${fonts.map((font) => `${font.familyName}${font.isCustomFont ? ' (web)' : ''} ×${font.glyphCount}`).join(', ')}`,
    );
  }
  await session.detach();
  return result;
}

async function measure(
  browser: Browser,
  url: string,
  viewport: Viewport,
  delay: number,
  wantFonts: boolean,
  inject?: string,
): Promise<Measure> {
  const { width, height, ...device } = viewport;
  const context = await browser.newContext({ viewport: { width, height }, ...device });
  const page = await context.newPage();
  // tsx names the functions it compiles with a helper (__name) that the page does not have.
  await page.addInitScript({ content: 'globalThis.__name = (target) => target;' });
  await page.addInitScript(observeShifts);
  if (inject) {
    await page.addInitScript((css: string) => {
      const style = document.createElement('style');
      style.textContent = css;
      if (document.documentElement) document.documentElement.append(style);
      else {
        new MutationObserver((_, observer) => {
          if (!document.documentElement) return;
          document.documentElement.append(style);
          observer.disconnect();
        }).observe(document, { childList: true });
      }
    }, inject);
  }
  let release: () => void = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  const held: Promise<void>[] = [];
  await page.route('**/*.woff2*', (route) => {
    const passed = released.then(() => route.continue());
    held.push(passed);
    return passed;
  });
  if (delay === 0) release();
  await page.goto(url, { waitUntil: 'domcontentloaded' });
  let before: Block[] = [];
  let fonts: string[] = [];
  let releasedAt = 0;
  if (delay > 0) {
    await page.waitForTimeout(delay);
    before = await page.evaluate(blockHeights);
    if (wantFonts) fonts = await platformFonts(page);
    releasedAt = await page.evaluate(() => performance.now());
    release();
  }
  await Promise.all(held);
  await page.evaluate(() => document.fonts.ready.then(() => undefined));
  await page.waitForTimeout(1000);
  const after = await page.evaluate(blockHeights);
  const all = await page.evaluate(() => (window as unknown as { __shifts: Shift[] }).__shifts);
  const shifts = inject ? all.filter((shift) => shift.startTime >= releasedAt) : all;
  await context.close();
  const afterByKey = new Map(after.map((block) => [block.key, block.height]));
  const changed = before.filter((block) => Math.abs((afterByKey.get(block.key) ?? block.height) - block.height) > 0.5);
  return {
    cls: sessionWindowCls(shifts),
    sum: shifts.reduce((total, shift) => total + (shift.hadRecentInput ? 0 : shift.value), 0),
    shifts,
    rewrapped: changed.length,
    rewrappedPx: Math.round(
      changed.reduce((total, block) => total + Math.abs((afterByKey.get(block.key) ?? 0) - block.height), 0),
    ),
    fonts,
  };
}

async function main() {
  const origin = process.argv[2];
  if (!origin || origin.startsWith('--')) {
    console.error(
      'Usage: npx tsx scripts/font-swap-cls.ts <origin> [--pages /es,/en/arquitectura] [--delay 2000] [--runs 1] [--widths 412,1280] [--fonts] [--sources]',
    );
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
  const browser = await chromium.launch({ executablePath: chromiumExecutable(), args: playwrightChromiumArgs });
  const totals = new Map<string, number[]>();
  try {
    for (const path of pages) {
      for (const width of widths) {
        const viewport = VIEWPORTS[width];
        if (!viewport) throw new Error(`unknown width ${width} (known: ${Object.keys(VIEWPORTS).join(', ')})`);
        for (let run = 0; run < runs; run++) {
          const result = await measure(
            browser,
            new URL(path, origin).href,
            viewport,
            delay,
            wantFonts && run === 0,
            inject,
          );
          totals.set(width, [...(totals.get(width) ?? []), result.cls]);
          console.log(
            `${path.padEnd(24)} ${width.padStart(4)}  CLS ${result.cls.toFixed(4)} (sum ${result.sum.toFixed(4)}, ${result.shifts.length} shifts)  rewrapped ${result.rewrapped} blocks, ${result.rewrappedPx} px`,
          );
          for (const line of result.fonts) console.log(`    ${line}`);
          if (wantSources)
            for (const shift of result.shifts)
              console.log(
                `    ${shift.value.toFixed(4)} @${Math.round(shift.startTime)} ms: ${shift.sources.join(' | ')}`,
              );
        }
      }
    }
  } finally {
    await browser.close();
  }
  for (const [width, values] of totals) {
    console.log(
      `${width}: mean CLS ${(values.reduce((a, b) => a + b, 0) / values.length).toFixed(4)}, max ${Math.max(...values).toFixed(4)} over ${values.length} loads`,
    );
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  main().catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });
}
