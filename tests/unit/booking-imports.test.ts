import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * The booking code imports downward only: a module never reaches itself again through its imports (static, type-only
 * or lazy `import()`), so each can be read, tested and split into chunks on its own.
 */
const ROOTS = ['components/booking', 'lib/domain', 'lib/schemas', 'lib/actions', 'lib/api'];
const SPECIFIER = /(?:import|export)\s[^'"]*?from\s*['"]([^'"]+)['"]|import\(\s*['"]([^'"]+)['"]\s*\)/g;

function sourceFiles(folder: string): string[] {
  return readdirSync(folder).flatMap((entry) => {
    const full = path.join(folder, entry);
    if (statSync(full).isDirectory()) return sourceFiles(full);
    return /\.tsx?$/.test(entry) ? [full] : [];
  });
}

function resolve(from: string, specifier: string): string | null {
  const base = specifier.startsWith('@/')
    ? specifier.slice(2)
    : specifier.startsWith('.')
      ? path.join(path.dirname(from), specifier)
      : null;
  if (base === null) return null;
  const found = [`${base}.ts`, `${base}.tsx`, path.join(base, 'index.ts')].find((candidate) => existsSync(candidate));
  return found ? path.normalize(found) : null;
}

function importsOf(file: string): string[] {
  const text = readFileSync(file, 'utf8');
  return [...text.matchAll(SPECIFIER)].flatMap((match) => {
    const target = resolve(file, match[1] ?? match[2] ?? '');
    return target ? [target] : [];
  });
}

/** Every circle among the files, as the path that closes it. */
function circles(files: string[]): string[][] {
  const inScope = new Set(files);
  const edges = new Map(files.map((file) => [file, importsOf(file).filter((target) => inScope.has(target))]));
  const found: string[][] = [];
  const done = new Set<string>();
  const visit = (file: string, trail: string[]) => {
    const at = trail.indexOf(file);
    if (at >= 0) {
      found.push([...trail.slice(at), file]);
      return;
    }
    if (done.has(file)) return;
    for (const target of edges.get(file) ?? []) visit(target, [...trail, file]);
    done.add(file);
  };
  for (const file of files) visit(file, []);
  return found;
}

describe('Booking modules import downward', () => {
  it('no circle among the booking components, the domain, the schemas, the actions and the API helpers', () => {
    expect(circles(ROOTS.flatMap(sourceFiles))).toEqual([]);
  });
});
