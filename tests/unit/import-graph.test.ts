import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

/*
 * The project's own import graph, read from the source: static imports, re-exports and dynamic import() calls alike,
 * since a lazily loaded module that imports its loader back is still a circle for a reader.
 */
const root = resolve(import.meta.dirname, '../..');
const sourceDirs = ['app', 'components', 'lib'];
const extensions = ['.ts', '.tsx'];

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sourceFiles(path);
    return extensions.some((ext) => name.endsWith(ext)) ? [path] : [];
  });
}

function resolveImport(from: string, specifier: string): string | null {
  let base: string;
  if (specifier.startsWith('@/')) base = join(root, specifier.slice(2));
  else if (specifier.startsWith('.')) base = resolve(dirname(from), specifier);
  else return null;
  const candidates = [base, ...extensions.map((ext) => base + ext), ...extensions.map((ext) => join(base, `index${ext}`))];
  return candidates.find((candidate) => existsSync(candidate) && statSync(candidate).isFile()) ?? null;
}

const importPattern = /(?:\bfrom\s*|\bimport\s*\(\s*|^\s*import\s+)['"]([^'"]+)['"]/gm;

function importGraph(): Map<string, string[]> {
  const graph = new Map<string, string[]>();
  for (const file of sourceDirs.flatMap((dir) => sourceFiles(join(root, dir)))) {
    const text = readFileSync(file, 'utf8');
    const targets = [...text.matchAll(importPattern)].flatMap((match) => {
      const target = match[1] ? resolveImport(file, match[1]) : null;
      return target ? [relative(root, target)] : [];
    });
    graph.set(relative(root, file), [...new Set(targets)]);
  }
  return graph;
}

/** Every circle through files under `dir`, each reported once as the list of its files. */
function circlesUnder(graph: Map<string, string[]>, dir: string): string[][] {
  const circles = new Map<string, string[]>();
  const walk = (path: string[]) => {
    const last = path.at(-1) ?? '';
    for (const next of graph.get(last) ?? []) {
      if (next === path[0]) {
        const key = [...path].sort().join(' ');
        circles.set(key, path);
      } else if (!path.includes(next) && next.startsWith(dir) && path.length < 8) walk([...path, next]);
    }
  };
  for (const file of graph.keys()) if (file.startsWith(dir)) walk([file]);
  return [...circles.values()];
}

describe('the import graph', () => {
  const graph = importGraph();

  it('reads the source (a sanity check of the parser)', () => {
    expect(graph.get('app/[locale]/page.tsx')).toContain('components/home/closing-cta.tsx');
    expect(graph.get('components/site/deferred-frame.tsx')).toContain('components/site/frame-extras.tsx');
    expect(graph.get('components/site/frame-extras.tsx')).toContain('components/consent/cookie-banner.tsx');
  });

  for (const dir of ['components/consent/', 'components/forms/', 'components/gallery/', 'components/site/', 'lib/']) {
    it(`has no import circle within ${dir}`, () => {
      expect(circlesUnder(graph, dir)).toEqual([]);
    });
  }

  it('lib never imports from components or app: shared types live below both', () => {
    const upward = [...graph].flatMap(([file, targets]) =>
      file.startsWith('lib/') ? targets.filter((t) => t.startsWith('components/') || t.startsWith('app/')).map((t) => `${file} → ${t}`) : [],
    );
    expect(upward).toEqual([]);
  });
});
