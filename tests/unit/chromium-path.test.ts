import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { playwrightChromiumArgs, playwrightDisabledFeatures, unusedWindowFeatures } from '@/scripts/chromium-path';

/** The features the installed Playwright passes to Chromium's --disable-features, read from its own source. */
function installedPlaywrightDisabledFeatures(): string[] {
  const require = createRequire(import.meta.url);
  const root = path.dirname(require.resolve('playwright-core/package.json'));
  const source = readFileSync(path.join(root, 'lib', 'coreBundle.js'), 'utf8');
  const list = /disabledFeatures = \[([^\]]*)\]/.exec(source)?.[1];
  if (!list)
    throw new Error(
      'Playwright no longer declares `disabledFeatures = [...]`: compare scripts/chromium-path.ts with its Chromium switches by hand',
    );
  return [...list.matchAll(/^\s*"([A-Za-z0-9]+)"/gm)].map((match) => match[1] ?? '');
}

describe('the Chromium switches of the end-to-end tests', () => {
  it('keep every feature the installed Playwright disables (Chromium reads only the last --disable-features)', () => {
    const installed = installedPlaywrightDisabledFeatures();
    expect(installed.length).toBeGreaterThan(5);
    expect(playwrightDisabledFeatures).toEqual(expect.arrayContaining(installed));
  });

  it('give one --disable-features, with Playwright’s features and the unused window parts', () => {
    const switches = playwrightChromiumArgs.filter((arg) => arg.startsWith('--disable-features='));
    expect(switches).toHaveLength(1);
    const features = switches[0]?.slice('--disable-features='.length).split(',');
    expect(features).toEqual([...playwrightDisabledFeatures, ...unusedWindowFeatures]);
  });
});
