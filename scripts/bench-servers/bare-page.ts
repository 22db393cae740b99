import { spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { REPO } from '../repo-root';

export const BARE_DIR = path.join(REPO, 'bench/bare');
/** The bare app's one page. */
export const BARE_PATH = '/';

type Manifest = {
  dependencies?: Record<string, string>;
  optionalDependencies?: Record<string, string>;
  peerDependencies?: Record<string, string>;
  peerDependenciesMeta?: Record<string, { optional?: boolean }>;
};

/**
 * The packages the bare app needs, with all they depend on, hard-linked into bench/bare/node_modules: it cannot
 * resolve them from the repository's root (bench/bare/next.config.mjs says why).
 */
function linkBareDependencies(): void {
  const source = path.join(REPO, 'node_modules');
  const target = path.join(BARE_DIR, 'node_modules');
  const wanted = ['next', 'react', 'react-dom', 'typescript', '@types/react', '@types/react-dom', '@types/node'];
  const found = new Set<string>();
  while (wanted.length > 0) {
    const name = wanted.pop();
    if (!name || found.has(name) || !existsSync(path.join(source, name, 'package.json'))) continue;
    found.add(name);
    const manifest = JSON.parse(readFileSync(path.join(source, name, 'package.json'), 'utf8')) as Manifest;
    const peers = Object.keys(manifest.peerDependencies ?? {}).filter(
      (peer) => !manifest.peerDependenciesMeta?.[peer]?.optional,
    );
    wanted.push(
      ...Object.keys(manifest.dependencies ?? {}),
      ...Object.keys(manifest.optionalDependencies ?? {}),
      ...peers,
    );
  }
  rmSync(target, { recursive: true, force: true });
  for (const name of found) {
    mkdirSync(path.dirname(path.join(target, name)), { recursive: true });
    const copied = spawnSync('cp', ['-al', path.join(source, name), path.join(target, name)], { stdio: 'inherit' });
    if (copied.status !== 0) throw new Error(`could not link ${name} into ${target}`);
  }
  // `next start` and `next build` are run through this bin.
  mkdirSync(path.join(target, '.bin'), { recursive: true });
  cpSync(path.join(source, '.bin/next'), path.join(target, '.bin/next'), {
    dereference: false,
    verbatimSymlinks: true,
  });
}

/** Builds bench/bare into bench/bare/.next with the repository's next and react; exits the process when it fails. */
export function buildBarePage(): void {
  linkBareDependencies();
  console.log('Building the bare Next page (bench/bare)…');
  const built = spawnSync(path.join(BARE_DIR, 'node_modules/.bin/next'), ['build', BARE_DIR], {
    stdio: ['ignore', 'inherit', 'inherit'],
    env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1', NODE_ENV: 'production' },
    cwd: BARE_DIR,
  });
  if (built.status !== 0) {
    console.error('The bare page did not build.');
    process.exit(built.status ?? 1);
  }
}
