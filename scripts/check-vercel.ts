/**
 * The README's "Deploying to Vercel", followed on this machine (run through scripts/check-vercel.sh, which makes a
 * fresh PostgreSQL database and passes it as CHECK_DATABASE_URL):
 *
 * 1. `npm run build` with Vercel's settings (VERCEL=1, a preview deployment's VERCEL_ENV and VERCEL_URL, every secret)
 *    and a DATABASE_URL nothing answers: the build must not need the database.
 * 2. The start refuses a configuration that would keep data on Vercel's disk, naming the variable.
 * 3. `npm run migrate` against PostgreSQL, as the deployment step before the new build takes traffic.
 * 4. `next start` with those settings against PostgreSQL, uploads in an S3-compatible bucket (s3rver, from npm) and
 * mail
 *    through SMTP (a capture server): pages, the preview's noindex, robots.txt, the health check, sign-in and an upload
 *    that lands in the bucket, a booking whose mail leaves through SMTP, the mail cron.
 * 5. Nothing was written outside .next: DATA_DIR and the outbox folder were never created, TMPDIR stayed empty, and no
 *    file of the project outside .next changed while the server ran.
 *
 * Ports: CHECK_VERCEL_PORT (3231) for the site, the next one for the bucket. Run it alone (`flock /tmp/heavy.lock`
 * on a shared machine): the build takes minutes. It replaces .next with a preview deployment's build, so the next
 * `npm start` builds again.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { SMTPServer } from 'smtp-server';
import { bookingTimestamp } from '../lib/domain/booking-rules';

const root = path.resolve(import.meta.dirname, '..');
const databaseUrl = process.env.CHECK_DATABASE_URL;
if (!databaseUrl)
  throw new Error('CHECK_DATABASE_URL is not set: run `npm run check:vercel` (scripts/check-vercel.sh)');
const port = Number(process.env.CHECK_VERCEL_PORT ?? 3231);
const s3Port = port + 1;
const origin = `http://127.0.0.1:${port}`;
const bucket = 'studio-media';
const admin = { email: 'owner@lumen.test', password: 'tejado-azul-Ruzafa-71' };
const cronSecret = 'check-cron-secret-0123456789';

const work = mkdtempSync(path.join(tmpdir(), 'check-vercel-'));
const dataDir = path.join(work, 'data');
const processTmp = path.join(work, 'tmp');
const bucketDir = path.join(work, 's3');
// The build and npm run migrate run tools (tsx keeps its compile cache in TMPDIR) on a machine of their own on Vercel
// or in CI; only the server's TMPDIR is watched.
const toolsTmp = path.join(work, 'tools-tmp');
mkdirSync(processTmp);
mkdirSync(toolsTmp);
mkdirSync(bucketDir);

const results: { step: string; ok: boolean; detail: string }[] = [];
function record(step: string, ok: boolean, detail = ''): void {
  results.push({ step, ok, detail });
  console.log(`${ok ? '✓' : '✗'} ${step}${detail ? ` — ${detail}` : ''}`);
}
function expect(step: string, ok: boolean, detail = ''): void {
  record(step, ok, detail);
  if (!ok) throw new Error(`check failed: ${step} ${detail}`);
}

/** What Vercel gives a preview deployment, and what the README asks the studio to set. */
const vercelSettings: Record<string, string> = {
  VERCEL: '1',
  VERCEL_ENV: 'preview',
  VERCEL_URL: 'lumen-git-check-lumen-estudio.vercel.app',
  VERCEL_PROJECT_PRODUCTION_URL: 'lumenestudio.es',
  NEXT_TELEMETRY_DISABLED: '1',
  PAYLOAD_SECRET: 'check-payload-secret-0123456789abcdef',
  GALLERY_COOKIE_SECRET: 'check-gallery-secret-0123456789abcdef',
  STUDIO_API_TOKEN: 'check-studio-token-0123456789',
  REVALIDATE_SECRET: 'check-revalidate-secret-0123456789',
  CRON_SECRET: cronSecret,
  ADMIN_EMAIL: admin.email,
  ADMIN_PASSWORD: admin.password,
  DEMO_GALLERY_PASSWORD: 'Terraza-Ruzafa-Valencia-88',
  S3_BUCKET: bucket,
  S3_REGION: 'us-east-1',
  S3_ENDPOINT: `http://127.0.0.1:${s3Port}`,
  S3_FORCE_PATH_STYLE: '1',
  S3_ACCESS_KEY_ID: 'S3RVER',
  // s3rver knows the key id S3RVER; it does not check a version-4 signature, so the secret is any 8+ characters.
  S3_SECRET_ACCESS_KEY: 'S3RVER-local-secret',
  // Where the one-machine defaults would write: none of these may appear.
  DATA_DIR: dataDir,
  MAIL_OUTBOX_DIR: path.join(dataDir, 'outbox'),
  TMPDIR: processTmp,
};

function baseEnvironment(): NodeJS.ProcessEnv {
  const inherited = Object.fromEntries(
    Object.entries(process.env).filter(
      ([key]) =>
        !/^(SITE_URL|DATABASE_URL|CMS_DATABASE_URL|SMTP_URL|BLOB_READ_WRITE_TOKEN|S3_.*|MEDIA_.*|PROVIDER_API_URL|NEXT_DIST_DIR|VERCEL.*|TEST_DATABASE_URL)$/.test(
          key,
        ),
    ),
  );
  return { ...inherited, ...vercelSettings, NODE_ENV: 'production' };
}

function run(step: string, command: string, args: string[], env: NodeJS.ProcessEnv): void {
  const started = Date.now();
  const result = spawnSync(command, args, { cwd: root, env, stdio: 'inherit' });
  expect(step, result.status === 0, `exit ${result.status}, ${Math.round((Date.now() - started) / 1000)} s`);
}

/**
 * Files of the project (outside .next and .git) changed after `since`. Vitest's own cache (node_modules/.vite) is left
 * out: a checkout whose node_modules is hard-linked to another's sees that one's test runs there.
 */
function changedOutsideNext(since: string): string[] {
  const prune = ['./.next', './.git', './node_modules/.vite'].flatMap((dir) => ['-path', dir, '-prune', '-o']);
  const found = spawnSync('find', ['.', ...prune, '-newer', since, '-type', 'f', '-print'], {
    cwd: root,
    encoding: 'utf8',
  });
  return found.stdout.split('\n').filter(Boolean).sort();
}

const children: ChildProcess[] = [];
function start(command: string, args: string[], env: NodeJS.ProcessEnv, log: string[]): ChildProcess {
  const child = spawn(command, args, { cwd: root, env, stdio: ['ignore', 'pipe', 'pipe'] });
  children.push(child);
  child.stdout?.on('data', (chunk: Buffer) => log.push(chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => log.push(chunk.toString()));
  return child;
}
function stopAll(): void {
  for (const child of children) if (child.exitCode === null) child.kill('SIGTERM');
}
process.on('exit', stopAll);

async function waitFor(what: string, check: () => Promise<boolean>, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (await check().catch(() => false)) return;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error(`${what} did not happen within ${timeoutMs / 1000} s`);
}

/** A plain SMTP server on localhost that counts what it receives. */
async function smtpCapture(): Promise<{ url: string; received: string[][]; close: () => void }> {
  const received: string[][] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, session, callback) {
      stream.on('data', () => undefined);
      stream.on('end', () => {
        received.push(session.envelope.rcptTo.map((rcpt) => rcpt.address));
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port: smtpPort } = server.server.address() as AddressInfo;
  return { url: `smtp://127.0.0.1:${smtpPort}`, received, close: () => server.close() };
}

function filesUnder(dir: string): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { recursive: true, encoding: 'utf8' }).filter((name) =>
    statSync(path.join(dir, name)).isFile(),
  );
}

async function main(): Promise<void> {
  const env = baseEnvironment();
  const smtp = await smtpCapture();
  env.SMTP_URL = smtp.url;

  // 1. The build, with a database nobody answers at.
  const buildMarker = path.join(work, 'before-build');
  writeFileSync(buildMarker, '');
  run('npm run build with Vercel settings and an unreachable DATABASE_URL', 'npm', ['run', 'build'], {
    ...env,
    TMPDIR: toolsTmp,
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
  rmSync(path.join(root, '.next/source-fingerprint'), { force: true });

  const s3Log: string[] = [];
  start(
    process.execPath,
    [
      'node_modules/s3rver/bin/s3rver.js',
      '-d',
      bucketDir,
      '-a',
      '127.0.0.1',
      '-p',
      String(s3Port),
      '--silent',
      '--configure-bucket',
      bucket,
    ],
    env,
    s3Log,
  );
  await waitFor(
    'the S3-compatible server',
    async () => (await fetch(`http://127.0.0.1:${s3Port}/`)).status < 500,
    20_000,
  );

  const runMarker = path.join(work, 'before-start');
  writeFileSync(runMarker, '');

  // 2. The start refuses settings that would lose data on Vercel's disk.
  const refusedLog: string[] = [];
  const refused = start(
    'node_modules/.bin/next',
    ['start', '-p', String(port), '-H', '127.0.0.1'],
    { ...env, DATABASE_URL: databaseUrl, SMTP_URL: '', S3_BUCKET: '' },
    refusedLog,
  );
  const code = await new Promise<number | null>((resolve) => {
    const timer = setTimeout(() => resolve(null), 60_000);
    refused.on('exit', (exitCode) => {
      clearTimeout(timer);
      resolve(exitCode);
    });
  });
  if (code === null) refused.kill('SIGTERM');
  const said = refusedLog.join('');
  expect(
    'a start without SMTP_URL and S3_BUCKET/BLOB_READ_WRITE_TOKEN is refused, naming them',
    code === 1 && /SMTP_URL is not set/.test(said) && /BLOB_READ_WRITE_TOKEN nor S3_BUCKET/.test(said),
    `exit ${code}`,
  );

  // 3. Migrations as a step of the deployment.
  run('npm run migrate (bookings tables and the cms schema, first owner)', 'npm', ['run', 'migrate'], {
    ...env,
    TMPDIR: toolsTmp,
    DATABASE_URL: databaseUrl,
  });

  // 4. The server, and what a visitor and the studio do.
  const serverLog: string[] = [];
  start(
    'node_modules/.bin/next',
    ['start', '-p', String(port), '-H', '127.0.0.1'],
    { ...env, DATABASE_URL: databaseUrl },
    serverLog,
  );
  const startedAt = Date.now();
  await waitFor('the server', async () => (await fetch(`${origin}/api/health`)).ok, 120_000).catch((error: unknown) => {
    console.error(serverLog.join(''));
    throw error;
  });
  record(
    'next start against PostgreSQL answers /api/health 200',
    true,
    `${Math.round((Date.now() - startedAt) / 1000)} s`,
  );

  const visitor = { 'x-vercel-forwarded-for': '203.0.113.7' };
  const home = await fetch(`${origin}/es`, { headers: visitor });
  const html = await home.text();
  expect(
    '/es renders from PostgreSQL at its first request',
    home.status === 200 && html.includes('<html lang="es"') && html.length > 10_000,
    `${home.status}, ${html.length} bytes`,
  );
  expect(
    '/es is noindex on a preview deployment',
    home.headers.get('x-robots-tag') === 'noindex, nofollow',
    String(home.headers.get('x-robots-tag')),
  );
  const again = await fetch(`${origin}/es`, { headers: visitor });
  await again.arrayBuffer();
  const cache = again.headers.get('x-nextjs-cache');
  expect(
    '/es is then served from the cache (not rendered per request)',
    cache === 'HIT' || cache === 'STALE',
    String(cache),
  );
  for (const page of [
    '/en/free-consultation',
    '/it/arquitectura',
    '/es/arquitectura?filter=retail',
    '/es/legal-notice',
  ]) {
    const response = await fetch(`${origin}${page}`, { headers: visitor });
    await response.arrayBuffer();
    expect(`${page} answers 200`, response.status === 200, String(response.status));
  }
  const robots = await (await fetch(`${origin}/robots.txt`)).text();
  expect(
    'robots.txt disallows everything and names no sitemap',
    /Disallow: \/\s*$/m.test(robots) && !/Sitemap:/i.test(robots),
    robots.replace(/\n/g, ' | '),
  );
  for (const address of ['/api/health', '/admin/login', '/sitemap.xml']) {
    const response = await fetch(`${origin}${address}`);
    await response.arrayBuffer();
    expect(
      `${address} is noindex too`,
      response.headers.get('x-robots-tag') === 'noindex, nofollow',
      String(response.headers.get('x-robots-tag')),
    );
  }

  const login = await fetch(`${origin}/cms-api/users/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(admin),
  });
  const { token } = (await login.json()) as { token?: string };
  expect(
    'the owner from ADMIN_EMAIL/ADMIN_PASSWORD signs in',
    login.status === 200 && Boolean(token),
    String(login.status),
  );

  const picture = await sharp({
    create: { width: 640, height: 480, channels: 3, background: { r: 180, g: 120, b: 60 } },
  })
    .png()
    .toBuffer();
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(picture)], { type: 'image/png' }), 'check-vercel.png');
  form.append('_payload', JSON.stringify({ alt: 'check:vercel' }));
  const upload = await fetch(`${origin}/cms-api/media`, {
    method: 'POST',
    headers: { authorization: `JWT ${token}` },
    body: form,
  });
  const uploaded = (await upload.json()) as { doc?: { filename?: string; url?: string } };
  const filename = uploaded.doc?.filename ?? '';
  expect('an upload in the back office is accepted', upload.status === 201 && Boolean(filename), String(upload.status));
  const inBucket = filesUnder(path.join(bucketDir, bucket)).filter((file) => file.includes(path.parse(filename).name));
  expect('the upload and its sizes landed in the bucket', inBucket.length >= 2, `${inBucket.length} objects`);
  const served = await fetch(`${origin}${uploaded.doc?.url ?? ''}`, { headers: { authorization: `JWT ${token}` } });
  const bytes = Buffer.from(await served.arrayBuffer());
  expect(
    'the upload is served back from the bucket through /cms-api',
    served.status === 200 && bytes.equals(picture),
    `${served.status}, ${bytes.length} bytes`,
  );

  const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
  const days = (await (await fetch(`${origin}/api/availability?from=${day(1)}&to=${day(21)}`)).json()) as {
    date: string;
    slots: string[];
  }[];
  const open = days.find((entry) => entry.slots.length > 0);
  const free = open?.slots[0] ? bookingTimestamp(open.date, open.slots[0]) : undefined;
  expect('availability offers a free time', Boolean(free), String(free));
  const before = smtp.received.length;
  const booking = await fetch(`${origin}/api/appointments`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...visitor },
    body: JSON.stringify({
      name: 'Lucía Martínez',
      email: 'lucia@example.com',
      phone: '',
      message: '',
      service: 'consulta-gratuita',
      date: free,
      lang: 'es',
    }),
  });
  expect('a booking is stored', booking.status === 201, String(booking.status));
  await waitFor('the booking mail', async () => smtp.received.length >= before + 2, 30_000);
  record('its confirmation and the studio notice left through SMTP', true, `${smtp.received.length - before} messages`);

  const unauthorised = await fetch(`${origin}/api/cron/mail-outbox`);
  await unauthorised.arrayBuffer();
  const cron = await fetch(`${origin}/api/cron/mail-outbox`, { headers: { authorization: `Bearer ${cronSecret}` } });
  expect(
    'the mail cron refuses a call without CRON_SECRET and runs with it',
    unauthorised.status === 401 && cron.status === 200,
    `${unauthorised.status}, ${cron.status} ${await cron.text()}`,
  );
  const health = (await (await fetch(`${origin}/api/health`)).json()) as { status?: string; warnings?: string[] };
  expect(
    'health is ok, with no SITE_URL warning (the address follows the deployment)',
    health.status === 'ok' && !health.warnings,
    JSON.stringify(health).slice(0, 200),
  );

  stopAll();
  await new Promise((resolve) => setTimeout(resolve, 1000));
  smtp.close();

  // 5. No disk writes.
  expect('DATA_DIR (secrets, SQLite, outbox, media cache) was never created', !existsSync(dataDir), dataDir);
  const tmpFiles = filesUnder(processTmp);
  expect("nothing was left in the server's TMPDIR", tmpFiles.length === 0, tmpFiles.slice(0, 5).join(', '));
  const runWrites = changedOutsideNext(runMarker);
  expect(
    'no file outside .next changed while the server ran',
    runWrites.length === 0,
    runWrites.slice(0, 5).join(', '),
  );

  const log = serverLog.join('');
  if (/\[settings\]/.test(log))
    console.log(
      `\nThe server's settings messages:\n${log
        .split('\n')
        .filter((line) => line.includes('[settings]'))
        .join('\n')}`,
    );
  console.log(`\ncheck:vercel passed: ${results.length} checks (${work})`);
}

main()
  .then(() => {
    rmSync(work, { recursive: true, force: true });
    process.exit(0);
  })
  .catch((error: unknown) => {
    console.error(error);
    stopAll();
    process.exit(1);
  });
