/**
 * What `npm run bench`, `npm run load` and scripts/bench-ab.ts share: the bare Next page they compare the site with
 * (bench/bare), starting and stopping production servers, a page's HTML sizes and first-load JavaScript, the run's
 * commit and machine, and the README blocks they rewrite.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { request } from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import type { Flags } from 'lighthouse';
import { KB } from './bench-budgets';

export { KB };

export const REPO = path.resolve(import.meta.dirname, '..');
export const BARE_DIR = path.join(REPO, 'bench/bare');
/** The bare app's one page. */
export const BARE_PATH = '/';

/**
 * Lighthouse's flags for every lab run (bench, bench-ab, the diagnostics): a phone, as PageSpeed Insights measures, and
 * a first visit each time. Lighthouse clears the HTTP cache before each load, but by default not the origin's local
 * storage, so in one browser the second run of a page would start with what the first one stored (the language, the
 * quiz's result): a returning visitor without the returning visitor's cache. Clearing local storage too makes every
 * run the first visit the Lighthouse CLI measures, which starts a new browser profile each time. Cookies stay, as
 * Lighthouse leaves them.
 */
export const LIGHTHOUSE_FLAGS: Flags = {
  output: 'json',
  logLevel: 'error',
  formFactor: 'mobile',
  clearStorageTypes: ['file_systems', 'shader_cache', 'service_workers', 'cache_storage', 'local_storage'],
};

/** A command-line option's value (`--name value`), or undefined. */
export function option(name: string): string | undefined {
  const index = process.argv.indexOf(name);
  return index > 0 ? process.argv[index + 1] : undefined;
}

export function numberOption(name: string, fallback: number): number {
  const value = Number(option(name));
  return Number.isFinite(value) && value > 0 ? value : fallback;
}

/**
 * The packages the bare app needs, with everything they depend on, hard-linked from the repository's node_modules into
 * bench/bare/node_modules (see bench/bare/next.config.mjs for why it cannot resolve them from the repository's root).
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
    const manifest = JSON.parse(readFileSync(path.join(source, name, 'package.json'), 'utf8')) as {
      dependencies?: Record<string, string>;
      optionalDependencies?: Record<string, string>;
      peerDependencies?: Record<string, string>;
      peerDependenciesMeta?: Record<string, { optional?: boolean }>;
    };
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

export type Server = { process: ChildProcess; origin: string; name: string };

/**
 * The site as `npm start` serves it (server.mjs, dir undefined) or the bare app by plain `next start`, in a process
 * group of its own so that stopping it also stops what it starts. Without a host it listens on every interface and is
 * reached as localhost (the bench's SITE_URL).
 */
export function startServer(
  name: string,
  dir: string | undefined,
  port: number,
  env: NodeJS.ProcessEnv,
  host?: string,
): Server {
  const cwd = dir ?? REPO;
  const address = [...(host ? ['-H', host] : []), '-p', String(port)];
  const [command, args] = dir
    ? [path.join(cwd, 'node_modules/.bin/next'), ['start', cwd, ...address]]
    : [process.execPath, [path.join(REPO, 'server.mjs'), ...address]];
  const child = spawn(command, args, { stdio: 'ignore', env: { ...env, NODE_ENV: 'production' }, detached: true, cwd });
  child.on('exit', (code) => {
    console.error(`The ${name} server stopped (exit code ${code}); the results are not valid.`);
    process.exit(1);
  });
  return { process: child, origin: `http://${host ?? 'localhost'}:${port}`, name };
}

export function stopServer(server: Server | undefined): void {
  if (!server) return;
  server.process.removeAllListeners('exit');
  if (server.process.pid) {
    try {
      process.kill(-server.process.pid, 'SIGTERM');
    } catch {
      // already gone
    }
  }
}

export async function waitForServer(url: string): Promise<void> {
  for (let i = 0; i < 240; i++) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not up yet
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error(`${url} did not answer`);
}

/** Whether something already answers on the address (it would be measured instead of this build). */
export async function portIsTaken(origin: string): Promise<boolean> {
  try {
    await fetch(origin, { signal: AbortSignal.timeout(1000) });
    return true;
  } catch {
    return false;
  }
}

type RawResponse = { status: number; headers: Record<string, string | string[] | undefined>; body: Buffer };

/** A GET whose body is counted as it arrives on the wire: fetch() would decompress it. */
export function rawGet(url: string, headers: Record<string, string> = {}): Promise<RawResponse> {
  return new Promise((resolve, reject) => {
    const req = request(url, { headers }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () =>
        resolve({ status: response.statusCode ?? 0, headers: response.headers, body: Buffer.concat(chunks) }),
      );
      response.on('error', reject);
    });
    req.on('error', reject);
    req.end();
  });
}

export type HtmlSizes = { rawBytes: number; gzipBytes: number; compressedBytes: number; encoding: string };
/**
 * A page's HTML as sent raw, to a client that accepts gzip only, and to a browser (brotli or gzip, as the server
 * chooses). A server that does not compress gets gzip's own count, and says so in `encoding`.
 */
export async function htmlSizes(url: string): Promise<HtmlSizes> {
  const raw = await rawGet(url, { 'accept-encoding': 'identity' });
  const gzip = await rawGet(url, { 'accept-encoding': 'gzip' });
  const browser = await rawGet(url, { 'accept-encoding': 'gzip, deflate, br' });
  if ([raw, gzip, browser].some((response) => response.status !== 200)) throw new Error(`${url} did not answer 200`);
  const encoding = String(browser.headers['content-encoding'] ?? 'none');
  const gzipBytes = gzip.headers['content-encoding'] === 'gzip' ? gzip.body.length : gzipSync(raw.body).length;
  const compressedBytes = encoding === 'none' ? gzipBytes : browser.body.length;
  return { rawBytes: raw.body.length, gzipBytes, compressedBytes, encoding };
}
export function kb(bytes: number, digits = 0): string {
  return (bytes / KB).toFixed(digits);
}

/** The commit measured, with `+changes` when the work tree differs from it. */
export function commitNote(): { commit: string; dirty: boolean } {
  const head =
    spawnSync('git', ['rev-parse', '--short', 'HEAD'], { cwd: REPO, encoding: 'utf8' }).stdout.trim() || 'unknown';
  const status = spawnSync('git', ['status', '--porcelain', '--untracked-files=no'], {
    cwd: REPO,
    encoding: 'utf8',
  }).stdout.trim();
  return { commit: head, dirty: status.length > 0 };
}

/** The machine the figures come from; `--note "…"` (or BENCH_NOTE) adds what else was running. */
export function machineNote(): {
  cpus: number;
  cpuModel: string;
  memoryGb: number;
  node: string;
  load: number[];
  note: string;
} {
  return {
    cpus: os.cpus().length,
    cpuModel: os.cpus()[0]?.model ?? 'unknown',
    memoryGb: Math.round(os.totalmem() / 1024 ** 3),
    node: process.version,
    load: os.loadavg().map((value) => Math.round(value * 100) / 100),
    note: option('--note') ?? process.env.BENCH_NOTE ?? '',
  };
}

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
