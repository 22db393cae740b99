import { rmSync } from 'node:fs';
import path from 'node:path';
import { expect } from '../check-results';
import { REPO } from '../repo-root';
import { run } from './processes';
import { changedOutsideNext, mark, type Workspace } from './workspace';

/** Step 1: the build with Vercel's settings and a database nobody answers at, writing nothing but .next. */
export function buildWithoutDatabase(env: NodeJS.ProcessEnv, workspace: Workspace): void {
  const buildMarker = mark(workspace, 'before-build');
  run('npm run build with Vercel settings and an unreachable DATABASE_URL', 'npm', ['run', 'build'], {
    ...env,
    TMPDIR: workspace.toolsTmp,
    DATABASE_URL: 'postgres://studio:secret@127.0.0.1:1/studio',
  });
  // Next writes next-env.d.ts (its type references, gitignored) at each build: part of the build's output.
  const buildWrites = changedOutsideNext(buildMarker).filter((file) => file !== './next-env.d.ts');
  expect(
    'the build wrote nothing outside .next (but next-env.d.ts)',
    buildWrites.length === 0,
    buildWrites.slice(0, 5).join(', '),
  );
  // This .next is a preview deployment's: `npm start` must build its own again.
  rmSync(path.join(REPO, '.next/source-fingerprint'), { force: true });
}
