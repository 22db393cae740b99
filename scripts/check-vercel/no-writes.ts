import { existsSync } from 'node:fs';
import { expect } from '../check-results';
import { changedOutsideNext, filesUnder, type Workspace } from './workspace';

/** Step 5: the server kept nothing on disk, as Vercel's is read-only but for a TMPDIR nobody may rely on. */
export function noWritesChecks(workspace: Workspace, runMarker: string): void {
  expect(
    'DATA_DIR (secrets, SQLite, outbox, media cache) was never created',
    !existsSync(workspace.dataDir),
    workspace.dataDir,
  );
  const tmpFiles = filesUnder(workspace.processTmp);
  expect("nothing was left in the server's TMPDIR", tmpFiles.length === 0, tmpFiles.slice(0, 5).join(', '));
  const runWrites = changedOutsideNext(runMarker);
  expect(
    'no file outside .next changed while the server ran',
    runWrites.length === 0,
    runWrites.slice(0, 5).join(', '),
  );
}
