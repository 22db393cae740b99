import { createHash } from 'node:crypto';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { BRAND_FACES, BRAND_FONT_URLS, fontsAfterPaintScript, fontsScriptUrl } from '../../lib/fonts';
import {
  BRAND_FILES,
  brandVerticalMetrics,
  FALLBACK_CSS,
  FALLBACK_FAMILIES,
  lineMetricOverride,
} from '../../scripts/font-fallbacks';

/** The families app/globals.css gives the two brand fonts. */
const BRAND_FAMILIES = { fraunces: 'Lumen Fraunces', inter: 'Lumen Inter' } as const;
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
      expect(
        fresh.equals(readFileSync(font.output)),
        `${font.output} is stale: run npx tsx scripts/subset-fonts.ts`,
      ).toBe(true);
    }
  }, 30_000);
});

/** The @font-face rules of the fallback style sheet, each as its descriptors. */
function fallbackFaces(): Record<string, string>[] {
  const css = readFileSync(FALLBACK_CSS, 'utf8');
  return [...css.matchAll(/@font-face\s*{([^}]*)}/g)].map(([, body]) =>
    Object.fromEntries([...(body ?? '').matchAll(/([\w-]+):\s*([^;]+);/g)].map(([, name, value]) => [name, value])),
  );
}

const percentOf = (value: string | undefined) => Number(value?.replace('%', '')) / 100;

describe('the metric-matched fallback faces (scripts/font-fallbacks.ts, lib/fonts/fallbacks.css)', () => {
  it('follow each brand font in its stack (app/globals.css), instead of next/font’s single local(Arial) face', () => {
    const css = readFileSync('app/globals.css', 'utf8');
    expect(css).toContain("@import '../lib/fonts/fallbacks.css';");
    for (const brand of ['fraunces', 'inter'] as const) {
      const declarations = [...css.matchAll(new RegExp(`--font-${brand}:\\s*([^;]+);`, 'g'))].map(
        ([, value]) => value ?? '',
      );
      expect(declarations).toHaveLength(1);
      const stack = (declarations[0] ?? '').split(',').map((name) => name.trim().replace(/^'(.*)'$/, '$1'));
      const families = FALLBACK_FAMILIES.filter((family) => family.brand === brand).map((family) => family.family);
      expect(stack[0]).toBe(BRAND_FAMILIES[brand]);
      expect(stack.slice(1, 1 + families.length)).toEqual(families);
      expect(stack.at(-1)).toBe(brand === 'inter' ? 'sans-serif' : 'serif');
    }
  });

  it('give way to the brand faces, declared for a page without JavaScript and added by lib/fonts.ts after the first paint', () => {
    const css = readFileSync('app/globals.css', 'utf8');
    const noScript = /@media \(scripting: none\) {([\s\S]*?)\n}/.exec(css)?.[1] ?? '';
    const faces = [...noScript.matchAll(/@font-face\s*{([^}]*)}/g)].map(([, body]) =>
      Object.fromEntries([...(body ?? '').matchAll(/([\w-]+):\s*([^;]+);/g)].map(([, name, value]) => [name, value])),
    );
    expect(faces).toEqual(
      BRAND_FACES.map(([family, url, weight]) =>
        expect.objectContaining({
          'font-family': `'${family}'`,
          src: `url('${url}') format('woff2')`,
          'font-weight': weight,
          'font-display': 'swap',
        }),
      ),
    );
    expect(BRAND_FACES.map(([family]) => family)).toEqual([BRAND_FAMILIES.fraunces, BRAND_FAMILIES.inter]);
    // Nowhere else: a face the style sheet declared for every page would be fetched before the first paint.
    expect(css.match(/@font-face/g)).toHaveLength(2);
  });

  it('are served at addresses whose version is the start of their file’s SHA-256 (cached for good)', () => {
    for (const brand of ['fraunces', 'inter'] as const) {
      const url = new URL(BRAND_FONT_URLS[brand], 'http://localhost');
      expect(`public${url.pathname}`).toBe(BRAND_FILES[brand]);
      expect(url.searchParams.get('v')).toBe(
        createHash('sha256').update(readFileSync(BRAND_FILES[brand])).digest('hex').slice(0, 8),
      );
    }
  });

  it('cover every weight, each face from the Windows and Apple font and its metric-compatible Linux one', () => {
    const faces = fallbackFaces();
    for (const { family, faces: expected } of FALLBACK_FAMILIES) {
      const rules = faces.filter((face) => face['font-family'] === `'${family}'`);
      expect(rules.map((face) => face['font-weight'])).toEqual(
        expected.map((face) => `${face.range[0]} ${face.range[1]}`),
      );
      expect(expected[0]?.range[0]).toBe(1);
      expect(expected.at(-1)?.range[1]).toBe(1000);
      expected.forEach((face, index) => expect(expected[index + 1]?.range[0] ?? 1001).toBe(face.range[1] + 1));
    }
    const sources = faces.map((face) => face.src ?? '');
    expect(
      sources
        .filter((src) => src.includes("local('Arial')") || src.includes("local('Arial Bold')"))
        .every((src) => src.includes("local('Liberation Sans")),
    ).toBe(true);
    expect(
      sources
        .filter((src) => src.includes("local('Times New Roman"))
        .every((src) => src.includes("local('Liberation Serif")),
    ).toBe(true);
    expect(sources.filter((src) => src.includes("local('Times New Roman")).length).toBe(4);
    expect(sources.filter((src) => src.includes("local('Arial")).length).toBe(4);
  });

  it('keep the brand font’s line metrics: ascent and descent as tall, no line gap, a size within 20 % of the fallback’s', async () => {
    const metrics = { inter: await brandVerticalMetrics('inter'), fraunces: await brandVerticalMetrics('fraunces') };
    for (const face of fallbackFaces()) {
      const family = FALLBACK_FAMILIES.find((entry) => `'${entry.family}'` === face['font-family']);
      if (!family) throw new Error(`${face['font-family']} is not one of FALLBACK_FAMILIES`);
      const brand = metrics[family.brand];
      const sizeAdjust = percentOf(face['size-adjust']);
      expect(sizeAdjust).toBeGreaterThan(0.8);
      expect(sizeAdjust).toBeLessThan(1.2);
      // What the brand font's are, or a hair above them (lineMetricOverride).
      expect(percentOf(face['ascent-override']) * sizeAdjust).toBeGreaterThanOrEqual(brand.ascent - 1e-7);
      expect(percentOf(face['ascent-override']) * sizeAdjust).toBeLessThan(brand.ascent * 1.003);
      expect(percentOf(face['descent-override']) * sizeAdjust).toBeGreaterThanOrEqual(brand.descent - 1e-7);
      expect(percentOf(face['descent-override']) * sizeAdjust).toBeLessThan(brand.descent * 1.003);
      expect(face['line-gap-override']).toMatch(/^0(\.0+)?%$/);
    }
  });

  it('round a line’s ascent like the brand font where Chromium draws the fallback at a size cut to 1/100 px', () => {
    // Inter's ascent at 16 px is exactly 15.5 px, rounded up to 16; drawn at 16 × 106.14 % cut to 16.98 px, the
    // exact override (0.96875 / 1.0614) gives 15.4993 px, rounded down.
    const exact = 0.96875 / 1.0614;
    expect(Math.floor(exact * 16.98 + 0.5)).toBe(15);
    const override = lineMetricOverride(0.96875, 1.0614, [12, 16, 18, 48]);
    for (const size of [12, 16, 18, 48]) {
      expect(Math.floor(override * (Math.floor(size * 1.0614 * 100) / 100) + 0.5)).toBe(
        Math.floor(0.96875 * size + 0.5),
      );
    }
    expect(override / exact - 1).toBeLessThan(0.003);
  });
});

describe('the fonts loader served as a file (app/font-loader.js)', () => {
  it('answers the script whose hash its address carries, cached for good, as JavaScript', async () => {
    const { GET } = await import('../../app/font-loader.js/route');
    const response = GET();
    const body = await response.text();
    expect(body).toBe(fontsAfterPaintScript);
    expect(response.headers.get('content-type')).toBe('text/javascript; charset=utf-8');
    expect(response.headers.get('cache-control')).toContain('immutable');
    const hash = createHash('sha256').update(body).digest('hex').slice(0, 8);
    expect(fontsScriptUrl).toBe(`/font-loader.js?v=${hash}`);
    expect(() => new Function(body)).not.toThrow();
  });
});
