/**
 * Marks every browser chunk of a production build for eager compilation, with V8's file-level compile hint (the
 * `//# allFunctionsCalledOnLoad` magic comment, Chrome 136+; other engines read a comment).
 *
 * Without it, V8 only pre-parses the functions of a script it streams in, and compiles each one on the main thread the
 * first time it is called. In a Turbopack chunk every module is such a function, so hydrating the page compiled React
 * and the page's islands function by function inside the long tasks a visitor waits on. With the hint, V8 compiles
 * them on a background thread while the chunk downloads. The chunks the browser loads later are small islands that run
 * in full when they arrive, so the hint is right for them too.
 *
 * Run after `next build` (package.json `build`); idempotent.
 */
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

export const COMPILE_HINT = '//# allFunctionsCalledOnLoad\n';

function* scripts(dir: string): Generator<string> {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) yield* scripts(path);
    else if (entry.name.endsWith('.js')) yield path;
  }
}

/** Prepends the hint to each `.js` file under `chunksDir` that does not start with it; returns how many changed. */
export function addCompileHints(chunksDir: string): number {
  let changed = 0;
  for (const path of scripts(chunksDir)) {
    const code = readFileSync(path, 'utf8');
    if (code.startsWith(COMPILE_HINT)) continue;
    writeFileSync(path, COMPILE_HINT + code);
    changed += 1;
  }
  return changed;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const chunksDir = join(process.env.NEXT_DIST_DIR ?? '.next', 'static', 'chunks');
  console.log(`Compile hints: ${addCompileHints(chunksDir)} browser chunks marked for eager compilation.`);
}
