// Runs before `npm start`: builds the production bundle when there is none, or when the sources changed since the
// last build, so that `npm install && npm start` works on a fresh clone and never serves a stale build.
import { execSync, spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';

function sourceFingerprint() {
  try {
    const head = execSync('git rev-parse HEAD', { stdio: ['ignore', 'pipe', 'ignore'] }).toString();
    const changes = execSync('git status --porcelain --untracked-files=all -- . ":!.data" ":!.next"', {
      stdio: ['ignore', 'pipe', 'ignore'],
    }).toString();
    const diff = execSync('git diff HEAD', {
      stdio: ['ignore', 'pipe', 'ignore'],
      maxBuffer: 64 * 1024 * 1024,
    }).toString();
    return createHash('sha256').update(head).update(changes).update(diff).digest('hex');
  } catch {
    return 'no-git';
  }
}

const stamp = '.next/source-fingerprint';
const fingerprint = sourceFingerprint();
const built = existsSync('.next/BUILD_ID');
const current = built && existsSync(stamp) && readFileSync(stamp, 'utf8') === fingerprint && fingerprint !== 'no-git';

if (built && (current || (fingerprint === 'no-git' && process.env.SKIP_BUILD_CHECK !== '0'))) {
  process.exit(0);
}

console.log(built ? 'Sources changed since the last build: rebuilding…' : 'No production build yet: building…');
const result = spawnSync('npm', ['run', 'build'], {
  stdio: 'inherit',
  env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1' },
});
if (result.status !== 0) process.exit(result.status ?? 1);
writeFileSync(stamp, fingerprint);
