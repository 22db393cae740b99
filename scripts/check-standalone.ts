/**
 * `npm run check:standalone`: the build run the way Vercel runs it, as far as this machine can. The standalone server
 * (`output: 'standalone'`, built with NEXT_OUTPUT=standalone) from a copy of the app owned by root, run as `nobody`
 * with only its TMPDIR writable, with Vercel's variables, a pooled database address (PgBouncer in transaction mode),
 * the S3 stand-in for uploads and an SMTP sink, behind a small front that sets `x-vercel-forwarded-for` per request as
 * Vercel's edge does. Then the smoke: pages, a booking and its mails, an owner's edit shown within 10 s, a draft in
 * the owner's and an invited editor's preview only, its scheduled publication by the cron, the cron routes over HTTP,
 * and two visitor addresses counted apart. Exits 1 on the first failed check.
 */
import { spawnSync } from 'node:child_process';
import {
  chmodSync,
  chownSync,
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  rmSync,
  statSync,
} from 'node:fs';
import { createServer, request as httpRequest } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { chromium } from 'playwright';
import { CLUSTER_OWNER, CLUSTER_SECRETS, clusterOrigin, s3StandIn } from './cluster/topology';
import * as services from './cluster/services';
import type { SinkMail } from './cluster/services';
import { bookingTimestamp } from '../lib/domain/booking-rules';
import { chromiumExecutable, playwrightChromiumArgs } from './chromium-path';

const root = path.resolve(import.meta.dirname, '..');
const PORTS = { front: 3260, app: 3261, pgbouncer: 6434, s3: 4570, smtp: 2527, mailbox: 8026 };
const NOBODY = 65534;
const front = clusterOrigin(PORTS.front);
const started: services.Service[] = [];
const work = mkdtempSync(path.join(tmpdir(), 'check-standalone-'));
// Readable by the user the server runs as; writable by root only.
chmodSync(work, 0o755);
let failures = 0;

function stopAll(code: number): never {
  for (const service of started.reverse()) service.stop();
  rmSync(work, { recursive: true, force: true });
  process.exit(code);
}
process.once('SIGINT', () => stopAll(1));
process.once('SIGTERM', () => stopAll(1));

function check(step: string, ok: boolean, detail = ''): void {
  console.log(`${ok ? '✓' : '✗'} ${step}${detail ? ` — ${detail}` : ''}`);
  if (!ok) failures += 1;
}

const standalone = path.join(root, '.next/standalone');
if (!existsSync(path.join(standalone, 'server.js'))) {
  console.error('No standalone build: run `NEXT_OUTPUT=standalone npm run build` first.');
  process.exit(1);
}

// The app as a deployment ships it: the traced server, its static files and public/, owned by root, read-only to the
// user that runs it.
const app = path.join(work, 'app');
cpSync(standalone, app, { recursive: true, verbatimSymlinks: true });
cpSync(path.join(root, '.next/static'), path.join(app, '.next/static'), { recursive: true });
cpSync(path.join(root, 'public'), path.join(app, 'public'), { recursive: true });
const writable = path.join(work, 'tmp');
mkdirSync(writable);
chownSync(writable, NOBODY, NOBODY);
const filesBefore = listFiles(app);

const database = services.postgresDatabase('studio_standalone');
const db = { ...database, name: 'studio_standalone' };
const pooled = `postgres://${db.role}:${db.password}@127.0.0.1:${PORTS.pgbouncer}/${db.name}`;
started.push(services.pgbouncer(path.join(work, 'pgbouncer'), PORTS.pgbouncer, db));
started.push(services.s3(PORTS.s3, path.join(work, 's3'), 'studio-media'));
started.push(await services.smtpSink(PORTS.smtp, PORTS.mailbox));

const vercel: NodeJS.ProcessEnv = {
  PATH: process.env.PATH,
  NODE_ENV: 'production',
  NEXT_TELEMETRY_DISABLED: '1',
  VERCEL: '1',
  VERCEL_ENV: 'production',
  VERCEL_URL: `127.0.0.1:${PORTS.front}`,
  SITE_URL: front,
  DATABASE_URL: pooled,
  DATABASE_POOL_MAX: '3',
  SMTP_URL: `smtp://127.0.0.1:${PORTS.smtp}`,
  ...s3StandIn(PORTS.s3, 'studio-media'),
  ADMIN_EMAIL: CLUSTER_OWNER.email,
  ADMIN_PASSWORD: CLUSTER_OWNER.password,
  ...CLUSTER_SECRETS,
  // Low, so that two visitors can be seen counted apart.
  RATE_LIMIT_WRITES_PER_MINUTE: '3',
  TMPDIR: writable,
  HOME: writable,
};

const migrated = spawnSync('npx', ['tsx', 'scripts/migrate.ts'], {
  cwd: root,
  env: { ...process.env, ...vercel, DATABASE_URL: database.url, DATA_DIR: path.join(work, 'migrate') },
  stdio: 'inherit',
});
if (migrated.status !== 0) stopAll(1);

const serverEnv = { ...vercel, PORT: String(PORTS.app), HOSTNAME: '127.0.0.1' };
const asNobody = [
  '--reuid',
  String(NOBODY),
  '--regid',
  String(NOBODY),
  '--clear-groups',
  process.execPath,
  'server.js',
];
started.push(services.run('standalone server', 'setpriv', asNobody, { ...serverEnv, PWD: app }, { cwd: app }));
started.push(vercelFront());
await services.waitFor('the standalone server', async () => (await fetch(`${front}/api/health`)).ok, 120_000);

await smoke();
const changed = listFiles(app).filter((file) => !filesBefore.includes(file));
check('nothing was added to the app', changed.length === 0, changed.slice(0, 5).join(', '));
console.log(failures === 0 ? '\nAll checks passed.' : `\n${failures} check(s) failed.`);
stopAll(failures === 0 ? 0 : 1);

/** Vercel's edge in one line: whatever the visitor sent, x-vercel-forwarded-for is the address it saw. */
function vercelFront(): services.Service {
  const server = createServer((req, res) => {
    const headers = { ...req.headers };
    delete headers['x-vercel-forwarded-for'];
    delete headers['x-real-ip'];
    // The check stands in for visitors on other networks with a header only this front reads.
    const visitor = req.headers['x-check-visitor'];
    headers['x-vercel-forwarded-for'] = typeof visitor === 'string' ? visitor : (req.socket.remoteAddress ?? '');
    delete headers['x-check-visitor'];
    const upstream = httpRequest(
      { host: '127.0.0.1', port: PORTS.app, method: req.method, path: req.url, headers },
      (answer) => {
        res.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(res);
      },
    );
    upstream.on('error', () => res.writeHead(502).end());
    req.pipe(upstream);
  });
  server.listen(PORTS.front, '127.0.0.1');
  return { name: 'front', stop: () => server.close() };
}

function listFiles(dir: string): string[] {
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

async function smoke(): Promise<void> {
  const get = (pathname: string, init?: RequestInit) => fetch(`${front}${pathname}`, init);
  const health = (await (await get('/api/health')).json()) as { status?: string };
  check('GET /api/health', health.status === 'ok', JSON.stringify(health));
  for (const page of ['/es', '/en/free-consultation', '/it/arquitectura', '/es/arquitectura?filter=retail']) {
    const answer = await get(page);
    check(`GET ${page}`, answer.status === 200, String(answer.status));
  }
  const again = await get('/es');
  check(
    '/es again, from the cache',
    again.headers.get('x-nextjs-cache') !== 'MISS',
    `${again.headers.get('x-nextjs-cache')}`,
  );

  // A booking and its two mails.
  await fetch(`${clusterOrigin(PORTS.mailbox)}/messages`, { method: 'DELETE' });
  const from = new Date(Date.now() + 3 * 86_400_000).toISOString().slice(0, 10);
  const to = new Date(Date.now() + 30 * 86_400_000).toISOString().slice(0, 10);
  const days = (await (await get(`/api/availability?from=${from}&to=${to}`)).json()) as {
    date: string;
    slots: string[];
  }[];
  const open = days.find((day) => day.slots.length > 0);
  const email = `standalone-${Date.now().toString(36)}@example.com`;
  const booked = await get('/api/appointments', {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-check-visitor': '203.0.113.7' },
    body: JSON.stringify({
      name: 'Vercel Check',
      email,
      phone: '',
      service: 'free-consultation',
      message: '',
      lang: 'en',
      date: bookingTimestamp(open?.date ?? from, open?.slots[0] ?? '10:00'),
    }),
  });
  check('a booking', booked.status === 201, String(booked.status));
  let mails: SinkMail[] = [];
  for (let i = 0; i < 60 && mails.length < 2; i += 1) {
    await new Promise((resolve) => setTimeout(resolve, 500));
    mails = (await (await fetch(`${clusterOrigin(PORTS.mailbox)}/messages`)).json()) as SinkMail[];
  }
  check(
    'its confirmation and the studio notice leave by SMTP',
    mails.length === 2 && mails.some((m) => m.to.includes(email)),
  );

  // The owner's edit, shown within 10 s; the owner's preview.
  const login = await get('/cms-api/users/login', {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: front },
    body: JSON.stringify(CLUSTER_OWNER),
  });
  const cookie = (login.headers.get('set-cookie') ?? '').split(';')[0] ?? '';
  check('the owner signs in', login.status === 200, String(login.status));
  const staff = { cookie, origin: front, 'content-type': 'application/json' };
  const found = (await (
    await get('/cms-api/contents?where[entryId][equals]=home-hero&depth=0&locale=en', { headers: staff })
  ).json()) as { docs: { id: string | number; title: string }[] };
  const hero = found.docs[0];
  const changed = `Edited on a read-only deployment ${Date.now().toString(36)}`;
  const patched = await get(`/cms-api/contents/${hero?.id}?locale=en`, {
    method: 'PATCH',
    headers: staff,
    body: JSON.stringify({ title: changed }),
  });
  const shown = async (text: string) => (await (await get('/en')).text()).includes(text);
  const within10s = async (text: string) => {
    for (let i = 0; i < 20; i += 1) {
      await new Promise((resolve) => setTimeout(resolve, 500));
      if (await shown(text)) return true;
    }
    return false;
  };
  const visible = await within10s(changed);
  check("the owner's edit is on /en within 10 s", patched.status === 200 && visible, String(patched.status));
  // A draft: the owner's preview shows it, visitors do not; then a publication scheduled for now goes out by cron.
  const drafted = `A draft on a read-only deployment ${Date.now().toString(36)}`;
  const draft = await get(`/cms-api/contents/${hero?.id}?locale=en&draft=true`, {
    method: 'PATCH',
    headers: staff,
    body: JSON.stringify({ title: drafted }),
  });
  const preview = await get('/api/preview?path=/en', { headers: { cookie }, redirect: 'manual' });
  const draftCookie = (preview.headers.get('set-cookie') ?? '').split(';')[0] ?? '';
  const previewed = await (await get('/en', { headers: { cookie: `${cookie}; ${draftCookie}` } })).text();
  check(
    "the owner's preview shows the draft, visitors do not see it",
    draft.status === 200 && preview.status === 307 && previewed.includes(drafted) && !(await shown(drafted)),
    `${draft.status}, ${preview.status}`,
  );
  const editorCookie = await invitedEditor(cookie);
  const editorPreview = await get('/api/preview?path=/en', { headers: { cookie: editorCookie }, redirect: 'manual' });
  const editorDraft = (editorPreview.headers.get('set-cookie') ?? '').split(';')[0] ?? '';
  const editorSees = await (await get('/en', { headers: { cookie: `${editorCookie}; ${editorDraft}` } })).text();
  check(
    "an invited editor's preview shows the draft too",
    editorPreview.status === 307 && editorSees.includes(drafted),
    String(editorPreview.status),
  );
  await schedulePublication(hero?.id ?? '', await ownId(staff));
  const cronAuth = { authorization: `Bearer ${CLUSTER_SECRETS.CRON_SECRET}` };
  const published = (await (await get('/api/cron/scheduled-publish', { headers: cronAuth })).json()) as {
    ran?: number;
  };
  check('the cron publishes what was scheduled, and /en shows it', published.ran === 1 && (await within10s(drafted)));
  await get(`/cms-api/contents/${hero?.id}?locale=en`, {
    method: 'PATCH',
    headers: staff,
    body: JSON.stringify({ title: hero?.title }),
  });

  // The crons, as Vercel calls them.
  for (const cron of ['mail-outbox', 'scheduled-publish', 'reminders']) {
    const refused = await get(`/api/cron/${cron}`);
    const ran = await get(`/api/cron/${cron}`, { headers: cronAuth });
    check(`GET /api/cron/${cron}`, refused.status === 401 && ran.status === 200, `${refused.status}, ${ran.status}`);
  }

  // Two visitors on other networks are counted apart.
  const contact = (visitor: string) =>
    get('/api/contact', {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-check-visitor': visitor },
      body: JSON.stringify({
        name: 'Visitante',
        email: 'visitante@example.com',
        subject: 'Hola',
        message: 'Una prueba.',
        lang: 'es',
      }),
    });
  const statuses: number[] = [];
  for (let i = 0; i < 4; i += 1) statuses.push((await contact('198.51.100.20')).status);
  const other = (await contact('192.0.2.44')).status;
  check(
    'one visitor meets the limit, another is not counted with them',
    statuses[3] === 429 && other === 201,
    `${statuses.join(',')} / ${other}`,
  );
}

/** The signed-in account's id, as the admin's scheduling drawer records who scheduled. */
async function ownId(headers: Record<string, string>): Promise<number | string> {
  const me = (await (await fetch(`${front}/cms-api/users/me`, { headers })).json()) as { user?: { id: number } };
  return me.user?.id ?? '';
}

/** Queues a publication of a content entry for now, as the admin's scheduling drawer does (Payload's own task). */
async function schedulePublication(id: number | string, user: number | string): Promise<void> {
  const client = new pg.Client({ connectionString: database.url });
  await client.connect();
  try {
    const input = {
      type: 'publish',
      doc: { relationTo: 'contents', value: String(id) },
      user: { relationTo: 'users', value: user },
    };
    await client.query(
      `insert into cms.payload_jobs (task_slug, input, wait_until) values ('schedulePublish', $1, now())`,
      [JSON.stringify(input)],
    );
  } finally {
    await client.end();
  }
}

/**
 * The owner (signed in by `ownerCookie`) invites an editor from /admin/invite in a browser, as the studio does; the
 * editor sets a password from the mailed link. Returns the editor's session cookie.
 */
async function invitedEditor(ownerCookie: string): Promise<string> {
  const email = `editor-${Date.now().toString(36)}@lumen.test`;
  const browser = await chromium.launch({ executablePath: chromiumExecutable(), args: playwrightChromiumArgs });
  try {
    const context = await browser.newContext();
    const [name = '', value = ''] = ownerCookie.split('=');
    await context.addCookies([{ name, value, url: front }]);
    const page = await context.newPage();
    await page.goto(`${front}/admin/invite`);
    await page.locator('#invite-email').fill(email);
    await page.locator('#invite-name').fill('Editora');
    await page.locator('form button[type="submit"]').click();
    await page.waitForURL(/\/admin\/invite\?result=sent$/, { timeout: 20_000 });
  } finally {
    await browser.close();
  }
  let token = '';
  for (let i = 0; i < 40 && !token; i += 1) {
    await new Promise((resolve) => setTimeout(resolve, 500));
    const mails = (await (await fetch(`${clusterOrigin(PORTS.mailbox)}/messages`)).json()) as SinkMail[];
    const invitation = mails.find((mail) => mail.to.includes(email))?.text.replace(/=\r?\n/g, '') ?? '';
    token = /\/admin\/reset\/([0-9a-f]{20,})/.exec(invitation)?.[1] ?? '';
  }
  const reset = await fetch(`${front}/cms-api/users/reset-password`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: front },
    body: JSON.stringify({ token, password: `Editora-clave-larga-${Date.now().toString(36)}` }),
  });
  check(
    'the invited editor sets a password from the mailed link',
    reset.status === 200,
    `${token ? '' : 'no mail, '}${reset.status}`,
  );
  return (reset.headers.get('set-cookie') ?? '').split(';')[0] ?? '';
}
