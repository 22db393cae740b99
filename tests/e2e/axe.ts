import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import type { AxeResults, ElementContext, RunOptions } from 'axe-core';

/** WCAG 2.2 A/AA and best practices. */
export const axeStableTags = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'];

/** WCAG 2.2 A/AA, best practices and axe's experimental rules (label-content-name-mismatch among them). */
export const axeTags = [...axeStableTags, 'experimental'];

// The axe-core that @axe-core/playwright depends on, minified: the same rules, half the script to parse in each page.
const fromAxePlaywright = createRequire(createRequire(import.meta.url).resolve('@axe-core/playwright'));
const axeSource = readFileSync(fromAxePlaywright.resolve('axe-core/axe.min.js'), 'utf8');

type Violation = Pick<AxeResults['violations'][number], 'id' | 'nodes'>;
type AxeWindow = { axe: { run(context: ElementContext, options: RunOptions): Promise<AxeResults> } };

/**
 * The violations axe finds on the page (or inside `include`), one readable line each.
 *
 * Every rule of `tags` runs on every node; only the way there is cheaper than @axe-core/playwright's default, which
 * took 5 to 10 s a page here against 1 to 2 s for the rules themselves:
 * - `resultTypes: ['violations']`: axe describes every node it checked (selector, XPath, HTML); for rules that pass,
 *   are incomplete or do not apply it now describes one node each. Violations keep all their nodes.
 * - On a page without frames, axe is injected once and runs in the page itself (`axe.run`), instead of running in
 *   each frame and merging the results in a new tab, which sends every node's description from one tab to the other.
 *   A page with frames keeps that per-frame run, so that a frame from another origin is still checked.
 */
export async function axeViolations(page: Page, include?: string, tags: string[] = axeTags): Promise<string[]> {
  const options: RunOptions = { runOnly: { type: 'tag', values: tags }, resultTypes: ['violations'] };
  // Blocks fade in with the scroll (`.reveal`, a scroll-driven animation) and sections below the fold skip their
  // rendering until approached (`.render-on-approach`, content-visibility: auto). axe scrolls nodes into view to
  // measure contrast while the animation catches up a frame later: a block caught half-faded failed color-contrast on
  // a button that is ink on paper once shown (seen in a CI run), and a node in a skipped section gets a made-up
  // background. axe reads the page as it settles instead: every section rendered (as after an in-page link,
  // lib/scroll-target.ts) and without the motion (as a visitor who asks for reduced motion sees it: same content and
  // colours), and the page is put back as it was afterwards.
  const before = await page.evaluate(() => ({
    reduced: matchMedia('(prefers-reduced-motion: reduce)').matches,
    renderAll: document.documentElement.hasAttribute('data-render-all'),
  }));
  if (!before.reduced) await page.emulateMedia({ reducedMotion: 'reduce' });
  if (!before.renderAll) await page.evaluate(() => document.documentElement.setAttribute('data-render-all', ''));
  try {
    return await runAxe(page, include, options);
  } finally {
    if (!before.renderAll) await page.evaluate(() => document.documentElement.removeAttribute('data-render-all'));
    if (!before.reduced) await page.emulateMedia({ reducedMotion: null });
  }
}

async function runAxe(page: Page, include: string | undefined, options: RunOptions): Promise<string[]> {
  let violations: Violation[];
  if (page.frames().length > 1) {
    const builder = new AxeBuilder({ page, axeSource }).options(options);
    violations = (await (include ? builder.include(include) : builder).analyze()).violations;
  } else {
    await page.evaluate(axeSource);
    violations = await page.evaluate(
      async ({ include, options }) => {
        const { axe } = window as unknown as AxeWindow;
        const results = await axe.run(include ? { include: [include], exclude: [] } : document, options);
        return results.violations.map(({ id, nodes }) => ({ id, nodes }));
      },
      { include, options },
    );
  }
  return violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}
