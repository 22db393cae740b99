/**
 * `npm run check:standalone`: the build run the way Vercel runs it, as far as this machine can. The standalone server
 * (`output: 'standalone'`, built with NEXT_OUTPUT=standalone) from a copy of the app owned by root, run as `nobody`
 * with only its TMPDIR writable, with Vercel's variables, a pooled database address (PgBouncer in transaction mode),
 * the S3 stand-in for uploads and an SMTP sink, behind a small front that sets `x-vercel-forwarded-for` per request as
 * Vercel's edge does. Then the smoke: pages, a booking and its mails, an owner's edit shown within 10 s, a draft in
 * the owner's and an invited editor's preview only, its scheduled publication by the cron, the cron routes over HTTP,
 * and two visitor addresses counted apart. Exits 1 if any check failed.
 */
import { spawnSync } from 'node:child_process';
import { chmodSync, existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { check, checksFailed } from './check-results';
import { cronsAndVisitors } from './check-standalone/crons-and-visitors';
import { copyDeployment, listFiles } from './check-standalone/deployment';
import { editing } from './check-standalone/editing';
import { BUCKET, FRONT, NOBODY, PORTS, vercelEnvironment } from './check-standalone/settings';
import { vercelFront } from './check-standalone/vercel-front';
import { visitsAndBooking } from './check-standalone/visits-and-booking';
import * as services from './cluster/services';
import { REPO } from './repo-root';
import { waitFor } from './wait-for';

const started: services.Service[] = [];
const work = mkdtempSync(path.join(tmpdir(), 'check-standalone-'));
// Readable by the user the server runs as; writable by root only.
chmodSync(work, 0o755);

function stopAll(code: number): never {
  for (const service of started.reverse()) service.stop();
  rmSync(work, { recursive: true, force: true });
  process.exit(code);
}
process.once('SIGINT', () => stopAll(1));
process.once('SIGTERM', () => stopAll(1));

if (!existsSync(path.join(REPO, '.next/standalone/server.js'))) {
  console.error('No standalone build: run `NEXT_OUTPUT=standalone npm run build` first.');
  process.exit(1);
}
const { app, writable } = copyDeployment(work);
const filesBefore = listFiles(app);

const database = services.postgresDatabase('studio_standalone');
const db = { ...database, name: 'studio_standalone' };
const pooled = `postgres://${db.role}:${db.password}@127.0.0.1:${PORTS.pgbouncer}/${db.name}`;
started.push(services.pgbouncer(path.join(work, 'pgbouncer'), PORTS.pgbouncer, db));
started.push(services.s3(PORTS.s3, path.join(work, 's3'), BUCKET));
started.push(await services.smtpSink(PORTS.smtp, PORTS.mailbox));
const vercel = vercelEnvironment(pooled, writable);

const migrated = spawnSync('npx', ['tsx', 'scripts/migrate.ts'], {
  cwd: REPO,
  env: { ...process.env, ...vercel, DATABASE_URL: database.url, DATA_DIR: path.join(work, 'migrate') },
  stdio: 'inherit',
});
if (migrated.status !== 0) stopAll(1);

const serverEnv = { ...vercel, PORT: String(PORTS.app), HOSTNAME: '127.0.0.1', PWD: app };
const asNobody = ['--reuid', String(NOBODY), '--regid', String(NOBODY), '--clear-groups'];
started.push(
  services.run('standalone server', 'setpriv', [...asNobody, process.execPath, 'server.js'], serverEnv, { cwd: app }),
);
started.push(vercelFront());
await waitFor('the standalone server', async () => (await fetch(`${FRONT}/api/health`)).ok, 120_000);

await visitsAndBooking();
await editing(database.url);
await cronsAndVisitors();
const changed = listFiles(app).filter((file) => !filesBefore.includes(file));
check('nothing was added to the app', changed.length === 0, changed.slice(0, 5).join(', '));
const failures = checksFailed();
console.log(failures === 0 ? '\nAll checks passed.' : `\n${failures} check(s) failed.`);
stopAll(failures === 0 ? 0 : 1);
