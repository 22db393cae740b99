import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { addCompileHints, COMPILE_HINT } from '../../scripts/compile-hints';

describe('compile hints on the browser chunks of a build', () => {
  it('prepends the V8 magic comment to every script, in nested folders too, and nothing else', () => {
    const dir = mkdtempSync(join(tmpdir(), 'chunks-'));
    mkdirSync(join(dir, 'app'));
    writeFileSync(join(dir, 'a.js'), 'self.a=1;');
    writeFileSync(join(dir, 'app', 'b.js'), 'self.b=2;');
    writeFileSync(join(dir, 'c.css'), 'body{}');
    expect(addCompileHints(dir)).toBe(2);
    expect(readFileSync(join(dir, 'a.js'), 'utf8')).toBe('//# allFunctionsCalledOnLoad\nself.a=1;');
    expect(readFileSync(join(dir, 'app', 'b.js'), 'utf8')).toBe(`${COMPILE_HINT}self.b=2;`);
    expect(readFileSync(join(dir, 'c.css'), 'utf8')).toBe('body{}');
  });

  it('is idempotent: a second run changes nothing', () => {
    const dir = mkdtempSync(join(tmpdir(), 'chunks-'));
    writeFileSync(join(dir, 'a.js'), 'self.a=1;');
    addCompileHints(dir);
    expect(addCompileHints(dir)).toBe(0);
    expect(readFileSync(join(dir, 'a.js'), 'utf8')).toBe(`${COMPILE_HINT}self.a=1;`);
  });
});
