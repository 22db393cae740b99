import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/*
 * Next keeps which cache tags were expired in memory only (its tags manifest), while the pages and data it cached stay
 * on disk in the build's folder. When the studio changes something, the pages that show it are expired in memory and
 * rendered again on their next visit. If the server stops before that visit (a restart, a deploy of the same build,
 * a crash), the new process knows of no expiry and serves the old page from disk as current — for as long as nothing
 * expires it again: an edit, a paused booking or a new gallery could stay invisible.
 *
 * So every expiry is also written down here, in the build folder's cache (beside what it expires), and a server that
 * starts with such a note pending expires every cached read once (the content's, which all carry CONTENTS_TAG, and the
 * upcoming appointments'), then clears the note (app/api/cron/refresh-after-restart). A server started on a fresh
 * build finds no note and renders nothing again.
 */

/** The note's file: in the cache folder of the build this process serves (NEXT_DIST_DIR, as next.config.ts). */
export function contentChangeNote(): string {
  return path.resolve(process.env.NEXT_DIST_DIR ?? '.next', 'cache', 'content-changed-at');
}

/** Notes that cached content was expired (best effort: a read-only disk, as on Vercel, keeps its own tags). */
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
