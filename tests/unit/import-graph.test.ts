import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

/*
 * The project's own import graph, read from the source: static imports, re-exports and dynamic import() calls alike,
 * since a lazily loaded module that imports its loader back is still a circle for a reader.
 */
const root = resolve(import.meta.dirname, '../..');
const sourceDirs = ['app', 'components', 'lib', 'cms', 'scripts'];
const rootFiles = ['payload.config.ts', 'proxy.ts', 'next.config.ts', 'instrumentation.ts', 'server.mjs'];
const extensions = ['.ts', '.tsx', '.mts', '.mjs'];

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
  const candidates = [
    base,
    ...extensions.map((ext) => base + ext),
    ...extensions.map((ext) => join(base, `index${ext}`)),
  ];
  return candidates.find((candidate) => existsSync(candidate) && statSync(candidate).isFile()) ?? null;
}

const importPattern = /(?:\bfrom\s*|\bimport\s*\(\s*|^\s*import\s+)['"]([^'"]+)['"]/gm;

function importGraph(): Map<string, string[]> {
  const graph = new Map<string, string[]>();
  const files = [
    ...sourceDirs.flatMap((dir) => sourceFiles(join(root, dir))),
    ...rootFiles.map((file) => join(root, file)),
  ];
  for (const file of files.filter((file) => existsSync(file))) {
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

/** Files that reach themselves through their imports: Tarjan's strongly connected components of more than one. */
function everyCircle(graph: Map<string, string[]>): string[][] {
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const components: string[][] = [];
  const visit = (file: string) => {
    index.set(file, index.size);
    low.set(file, index.get(file) ?? 0);
    stack.push(file);
    for (const next of graph.get(file) ?? []) {
      if (!index.has(next)) {
        visit(next);
        low.set(file, Math.min(low.get(file) ?? 0, low.get(next) ?? 0));
      } else if (stack.includes(next)) low.set(file, Math.min(low.get(file) ?? 0, index.get(next) ?? 0));
    }
    if (low.get(file) !== index.get(file)) return;
    const component: string[] = [];
    for (let top = stack.pop(); top !== undefined; top = top === file ? undefined : stack.pop()) component.push(top);
    const selfImport = graph.get(file)?.includes(file) ?? false;
    if (component.length > 1 || selfImport) components.push(component.sort());
  };
  for (const file of graph.keys()) if (!index.has(file)) visit(file);
  return components;
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

  it('has no import circle anywhere: app, components, lib, cms, scripts and the root files', () => {
    expect(everyCircle(graph)).toEqual([]);
  });

  it('lib never imports cms/ or payload.config.ts (its Payload adapter goes through @payload-config)', () => {
    const upward = [...graph].flatMap(([file, targets]) =>
      file.startsWith('lib/')
        ? targets.filter((t) => t.startsWith('cms/') || t === 'payload.config.ts').map((t) => `${file} → ${t}`)
        : [],
    );
    expect(upward).toEqual([]);
  });

  it("cms/views and cms/endpoints reach the bookings through lib/studio, never a provider's insides", () => {
    const inside = [...graph].flatMap(([file, targets]) =>
      file.startsWith('cms/views/') || file.startsWith('cms/endpoints/')
        ? targets
            .filter((t) => t.startsWith('lib/provider/embedded/') || t.startsWith('lib/provider/cms/'))
            .map((t) => `${file} → ${t}`)
        : [],
    );
    expect(inside).toEqual([]);
    expect(graph.get('cms/views/appointments/list-view.tsx')).toContain('lib/studio/index.ts');
  });

  it("the rest of cms/ reaches the site's store through lib/back-office (its seed data and migrations aside)", () => {
    const inside = [...graph].flatMap(([file, targets]) =>
      (file.startsWith('cms/') || file === 'payload.config.ts') && !/^cms\/(seed|migrations)\//.test(file)
        ? targets.filter((t) => t.startsWith('lib/provider/embedded/')).map((t) => `${file} → ${t}`)
        : [],
    );
    expect(inside).toEqual([]);
    expect(graph.get('cms/email.ts')).toContain('lib/back-office/index.ts');
  });

  it("lib/studio's use cases know only their ports: the entry alone picks the adapter", () => {
    const adapters = [...graph].flatMap(([file, targets]) =>
      file.startsWith('lib/studio/') && file !== 'lib/studio/index.ts'
        ? targets
            .filter(
              (t) =>
                t.startsWith('lib/provider/embedded/') ||
                t.startsWith('lib/provider/cms/') ||
                t === 'lib/provider/index.ts',
            )
            .map((t) => `${file} → ${t}`)
        : [],
    );
    expect(adapters).toEqual([]);
  });

  it('sees cms/ and scripts/ too', () => {
    expect(graph.get('payload.config.ts')).toContain('cms/collections/Galleries/index.ts');
    expect(graph.get('scripts/bench.ts')).toContain('scripts/bench-nginx.ts');
  });

  it('lib never imports from components or app: shared types live below both', () => {
    const upward = [...graph].flatMap(([file, targets]) =>
      file.startsWith('lib/')
        ? targets.filter((t) => t.startsWith('components/') || t.startsWith('app/')).map((t) => `${file} → ${t}`)
        : [],
    );
    expect(upward).toEqual([]);
  });
});
