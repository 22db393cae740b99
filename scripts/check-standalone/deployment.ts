import { chownSync, cpSync, mkdirSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { REPO } from '../repo-root';
import { NOBODY } from './settings';

/**
 * The app as a deployment ships it, under `work`: the traced server, its static files and public/, owned by root and
 * read-only to the server's user, who may write in `writable` only.
 */
export function copyDeployment(work: string): { app: string; writable: string } {
  const app = path.join(work, 'app');
  cpSync(path.join(REPO, '.next/standalone'), app, { recursive: true, verbatimSymlinks: true });
  cpSync(path.join(REPO, '.next/static'), path.join(app, '.next/static'), { recursive: true });
  cpSync(path.join(REPO, 'public'), path.join(app, 'public'), { recursive: true });
  const writable = path.join(work, 'tmp');
  mkdirSync(writable);
  chownSync(writable, NOBODY, NOBODY);
  return { app, writable };
}

/** Every file under `dir` with its size, to tell whether the server added or changed any. */
export function listFiles(dir: string): string[] {
  const out: string[] = [];
  const walk = (at: string) => {
    for (const entry of readdirSync(at, { withFileTypes: true })) {
      const full = path.join(at, entry.name);
      if (entry.isDirectory()) walk(full);
      else out.push(`${path.relative(dir, full)}:${statSync(full).size}`);
    }
  };
  walk(dir);
  return out;
}
