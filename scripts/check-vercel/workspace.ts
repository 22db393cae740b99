import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { REPO } from '../repo-root';

/** The run's folders: the server's DATA_DIR and TMPDIR must stay as they start, absent and empty. */
export type Workspace = { work: string; dataDir: string; processTmp: string; bucketDir: string; toolsTmp: string };

export function makeWorkspace(): Workspace {
  const work = mkdtempSync(path.join(tmpdir(), 'check-vercel-'));
  const workspace = {
    work,
    dataDir: path.join(work, 'data'),
    processTmp: path.join(work, 'tmp'),
    bucketDir: path.join(work, 's3'),
    // The build and the migration run tools (tsx caches in TMPDIR) on a machine of their own on Vercel or in CI.
    toolsTmp: path.join(work, 'tools-tmp'),
  };
  for (const dir of [workspace.processTmp, workspace.toolsTmp, workspace.bucketDir]) mkdirSync(dir);
  return workspace;
}

/** A file whose time marks a moment, for changedOutsideNext. */
export function mark(workspace: Workspace, name: string): string {
  const file = path.join(workspace.work, name);
  writeFileSync(file, '');
  return file;
}

/**
 * Files of the project (outside .next and .git) changed after `since`. Vitest's cache (node_modules/.vite) is left
 * out: a checkout whose node_modules is hard-linked to another's sees that one's test runs there.
 */
export function changedOutsideNext(since: string): string[] {
  const prune = ['./.next', './.git', './node_modules/.vite'].flatMap((dir) => ['-path', dir, '-prune', '-o']);
  const found = spawnSync('find', ['.', ...prune, '-newer', since, '-type', 'f', '-print'], {
    cwd: REPO,
    encoding: 'utf8',
  });
  return found.stdout.split('\n').filter(Boolean).sort();
}

export function filesUnder(dir: string): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { recursive: true, encoding: 'utf8' }).filter((name) =>
    statSync(path.join(dir, name)).isFile(),
  );
}
