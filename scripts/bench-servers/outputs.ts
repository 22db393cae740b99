import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { REPO } from '../repo-root';

/** Replaces what lies between `<!-- name:start -->` and `<!-- name:end -->` in README.md. */
export function rewriteReadmeBlock(name: string, content: string): void {
  const file = path.join(REPO, 'README.md');
  const readme = readFileSync(file, 'utf8');
  const start = `<!-- ${name}:start -->`;
  const end = `<!-- ${name}:end -->`;
  const from = readme.indexOf(start);
  const to = readme.indexOf(end);
  if (from < 0 || to < from) {
    console.error(`README.md has no ${start} … ${end} block; the table was not written there.`);
    return;
  }
  writeFileSync(file, `${readme.slice(0, from + start.length)}\n${content.trim()}\n${readme.slice(to)}`);
  console.log(`README.md: the ${name} block is rewritten.`);
}

export function writeJson(file: string, value: unknown): void {
  const target = path.resolve(REPO, file);
  mkdirSync(path.dirname(target), { recursive: true });
  writeFileSync(target, `${JSON.stringify(value, null, 2)}\n`);
  console.log(`Figures written to ${path.relative(REPO, target)}.`);
}
