import { check, expect } from '../check-results';
import { waitFor } from '../wait-for';
import { start } from './processes';
import { BUCKET, DATABASE_URL, ORIGIN, PORT, S3_PORT } from './settings';

const NEXT_START = ['start', '-p', String(PORT), '-H', '127.0.0.1'];

/** The S3-compatible bucket (s3rver) the uploads go to, in place of the hosted one. */
export async function startBucket(env: NodeJS.ProcessEnv, bucketDir: string): Promise<void> {
  const address = ['-d', bucketDir, '-a', '127.0.0.1', '-p', String(S3_PORT)];
  const args = ['node_modules/s3rver/bin/s3rver.js', ...address, '--silent', '--configure-bucket', BUCKET];
  start(process.execPath, args, env, []);
  const answers = async () => (await fetch(`http://127.0.0.1:${S3_PORT}/`)).status < 500;
  await waitFor('the S3-compatible server', answers, 20_000);
}

/** Step 2: the start refuses settings that would lose data on Vercel's disk, naming what is missing. */
export async function refusedStart(env: NodeJS.ProcessEnv): Promise<void> {
  const log: string[] = [];
  const refused = start(
    'node_modules/.bin/next',
    NEXT_START,
    { ...env, DATABASE_URL, SMTP_URL: '', S3_BUCKET: '' },
    log,
  );
  const code = await new Promise<number | null>((resolve) => {
    const timer = setTimeout(() => resolve(null), 60_000);
    refused.on('exit', (exitCode) => {
      clearTimeout(timer);
      resolve(exitCode);
    });
  });
  if (code === null) refused.kill('SIGTERM');
  const said = log.join('');
  expect(
    'a start without SMTP_URL and S3_BUCKET/BLOB_READ_WRITE_TOKEN is refused, naming them',
    code === 1 && /SMTP_URL is not set/.test(said) && /BLOB_READ_WRITE_TOKEN nor S3_BUCKET/.test(said),
    `exit ${code}`,
  );
}

/** Step 4's server: `next start` against PostgreSQL, once it answers its health check; returns its log. */
export async function startSite(env: NodeJS.ProcessEnv): Promise<string[]> {
  const log: string[] = [];
  start('node_modules/.bin/next', NEXT_START, { ...env, DATABASE_URL }, log);
  const startedAt = Date.now();
  await waitFor('the server', async () => (await fetch(`${ORIGIN}/api/health`)).ok, 120_000).catch((error: unknown) => {
    console.error(log.join(''));
    throw error;
  });
  const seconds = Math.round((Date.now() - startedAt) / 1000);
  check('next start against PostgreSQL answers /api/health 200', true, `${seconds} s`);
  return log;
}
