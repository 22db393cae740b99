/**
 * The README's "Deploying to Vercel", followed on this machine (run through scripts/check-vercel.sh, which makes a
 * fresh PostgreSQL database and passes it as CHECK_DATABASE_URL):
 *
 * 1. `npm run build` with Vercel's settings (VERCEL=1, a preview deployment's VERCEL_ENV and VERCEL_URL, every secret)
 *    and a DATABASE_URL nothing answers: the build must not need the database.
 * 2. The start refuses a configuration that would keep data on Vercel's disk, naming the variable.
 * 3. `npm run migrate` against PostgreSQL, as the deployment step before the new build takes traffic.
 * 4. `next start` with those settings against PostgreSQL, uploads in an S3-compatible bucket (s3rver, from npm) and
 *    mail through SMTP (a capture server): pages, the preview's noindex, robots.txt, the health check, sign-in and an
 *    upload that lands in the bucket, a booking whose mail leaves through SMTP, the mail cron.
 * 5. Nothing was written outside .next: DATA_DIR and the outbox folder were never created, TMPDIR stayed empty, and no
 *    file of the project outside .next changed while the server ran.
 *
 * Ports: CHECK_VERCEL_PORT (3231) for the site, the next one for the bucket. Run it alone (`flock /tmp/heavy.lock`
 * on a shared machine): the build takes minutes. It replaces .next with a preview deployment's build, so the next
 * `npm start` builds again.
 */
import { rmSync } from 'node:fs';
import { setTimeout as sleep } from 'node:timers/promises';
import { checksRun } from './check-results';
import { bookingChecks } from './check-vercel/booking-checks';
import { buildWithoutDatabase } from './check-vercel/build';
import { noWritesChecks } from './check-vercel/no-writes';
import { run, stopAll } from './check-vercel/processes';
import { baseEnvironment, DATABASE_URL } from './check-vercel/settings';
import { smtpCapture } from './check-vercel/smtp-capture';
import { refusedStart, startBucket, startSite } from './check-vercel/start';
import { studioChecks } from './check-vercel/studio-checks';
import { visitorChecks } from './check-vercel/visitor-checks';
import { makeWorkspace, mark } from './check-vercel/workspace';

const workspace = makeWorkspace();

async function main(): Promise<void> {
  const env = baseEnvironment(workspace);
  const smtp = await smtpCapture();
  env.SMTP_URL = smtp.url;

  buildWithoutDatabase(env, workspace);
  await startBucket(env, workspace.bucketDir);
  const runMarker = mark(workspace, 'before-start');
  await refusedStart(env);
  run('npm run migrate (bookings tables and the cms schema, first owner)', 'npm', ['run', 'migrate'], {
    ...env,
    TMPDIR: workspace.toolsTmp,
    DATABASE_URL,
  });

  const serverLog = await startSite(env);
  await visitorChecks();
  await studioChecks(workspace.bucketDir);
  await bookingChecks(smtp);
  stopAll();
  await sleep(1000);
  smtp.close();

  noWritesChecks(workspace, runMarker);
  const settingsMessages = serverLog
    .join('')
    .split('\n')
    .filter((line) => line.includes('[settings]'));
  if (settingsMessages.length > 0) console.log(`\nThe server's settings messages:\n${settingsMessages.join('\n')}`);
  console.log(`\ncheck:vercel passed: ${checksRun()} checks (${workspace.work})`);
}

main()
  .then(() => {
    rmSync(workspace.work, { recursive: true, force: true });
    process.exit(0);
  })
  .catch((error: unknown) => {
    console.error(error);
    stopAll();
    process.exit(1);
  });
