import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { FONT_CHARACTER_RANGES, SUBSET_FONTS, subsetOne } from '../../scripts/subset-fonts';

/** Every text a visitor can read comes from the messages or from the provider's seed content. */
const TEXT_SOURCES = ['messages', 'lib/provider'];

function filesUnder(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const file = join(dir, name);
    return statSync(file).isDirectory() ? filesUnder(file) : /\.(json|ts)$/.test(name) ? [file] : [];
  });
}

const inFont = (code: number) => FONT_CHARACTER_RANGES.some(([from, to]) => code >= from && code <= to);

describe('the subset web fonts (scripts/subset-fonts.ts)', () => {
  it('hold every character of the site’s texts in all three languages and of its seed content', () => {
    const missing = new Map<string, string>();
    for (const file of TEXT_SOURCES.flatMap(filesUnder)) {
      for (const character of readFileSync(file, 'utf8')) {
        const code = character.codePointAt(0) ?? 0;
        if (code >= 0x20 && !inFont(code) && !missing.has(character)) missing.set(character, file);
      }
    }
    expect(Object.fromEntries(missing)).toEqual({});
  });

  it('keep what the styles ask for: Inter 400–700 with ss01 and cv11, Fraunces 300–600', () => {
    const [inter, fraunces] = SUBSET_FONTS;
    expect(inter.weight).toEqual({ min: 400, max: 700 });
    expect(inter.features).toEqual(expect.arrayContaining(['ss01', 'cv11', 'kern', 'tnum']));
    expect(fraunces.weight).toEqual({ min: 300, max: 600 });
    const css = readFileSync('app/globals.css', 'utf8');
    expect(css).toContain("font-feature-settings: 'ss01', 'cv11'");
  });

  it('are committed exactly as the script makes them from the installed @fontsource files', async () => {
    for (const font of SUBSET_FONTS) {
      const fresh = await subsetOne(font);
      expect(fresh.equals(readFileSync(font.output)), `${font.output} is stale: run npx tsx scripts/subset-fonts.ts`).toBe(true);
    }
  }, 30_000);
});
