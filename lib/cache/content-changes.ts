import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/*
 * Next keeps tag expiries in memory while cached pages stay on disk, so a restart would serve stale pages as current.
 * Each expiry is noted on disk; a server starting with a note pending expires every cached read once, then clears it.
 */

/** Beside what it expires, in the cache folder of the build this process serves. */
export function contentChangeNote(): string {
  return path.resolve(process.env.NEXT_DIST_DIR ?? '.next', 'cache', 'content-changed-at');
}

/** Best effort: a read-only disk, as on Vercel, keeps its own tags. */
export function recordContentChange(now = new Date(), file = contentChangeNote()): void {
  try {
    mkdirSync(path.dirname(file), { recursive: true });
    writeFileSync(file, now.toISOString());
  } catch {
    // Nothing to note where nothing is kept on disk.
  }
}

/** The pending note's time, or null when every expiry has been applied since this build's pages were last refreshed. */
export function pendingContentChange(file = contentChangeNote()): string | null {
  try {
    return readFileSync(file, 'utf8').trim() || null;
  } catch {
    return null;
  }
}

/** Clears the note once its expiry is applied, unless a newer change was noted meanwhile. */
export function clearContentChange(seen: string, file = contentChangeNote()): void {
  if (pendingContentChange(file) === seen) rmSync(file, { force: true });
}
