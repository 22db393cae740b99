import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { expect, request, test, type APIRequestContext, type Browser } from '@playwright/test';
import pg from 'pg';
import { addDays } from '@/lib/domain/booking-calendar';
import { bookingTimestamp } from '@/lib/domain/booking-rules';
import { PROTECTED_RETAIL_GALLERY_ID } from '@/lib/provider/embedded/content/galleries/architecture-manifest';
import { CLUSTER, CLUSTER_OWNER, CLUSTER_SECRETS, clusterOrigin } from '@/scripts/cluster/topology';
import type { SinkMail } from '@/scripts/cluster/services';
import { signIn } from './back-office-support';
import { freeSlot, uniqueEmail } from './booking-support';

/*
 * Two instances behind nginx, sharing PostgreSQL (through PgBouncer), Redis and a bucket (issue 48): what one of them
 * changes, the other serves at once. `npm run cluster` is started here and stopped when the file is done.
 */
test.describe.configure({ mode: 'serial' });
test.setTimeout(120_000);

const [first, second] = CLUSTER.instances.map(clusterOrigin) as [string, string];
const balancer = clusterOrigin(CLUSTER.balancer);
let cluster: ChildProcess;
/** The database's direct address, as the cluster printed it. */
let databaseUrl = '';

// The specs book many times from one address (nginx names the loopback peer); the caps have their own API tests.
const raisedCaps = Object.fromEntries(
  ['BOOKING_MAX_PER_CLIENT', 'BOOKING_MAX_PER_NETWORK', 'BOOKING_MAX_PER_HOUR', 'BOOKING_MAX_PER_NETWORK_HOUR']
    .concat(['BOOKING_MAX_PER_EMAIL', 'BOOKING_STUDIO_NOTICES_PER_CLIENT_HOUR', 'RATE_LIMIT_WRITES_PER_MINUTE'])
    .map((name) => [name, '1000']),
);

test.beforeAll(async () => {
  test.setTimeout(300_000);
  cluster = spawn('npx', ['tsx', 'scripts/cluster.ts'], {
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
    env: { ...process.env, ...raisedCaps },
  });
  let said = '';
  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`the cluster did not start:\n${said.slice(-3000)}`)), 280_000);
    const listen = (chunk: Buffer) => {
      said += chunk.toString();
      if (said.includes('[cluster] ready')) {
        databaseUrl = /PostgreSQL \(direct\)\s+(\S+)/.exec(said)?.[1] ?? '';
        clearTimeout(timer);
        resolve();
      }
    };
    cluster.stdout?.on('data', listen);
    cluster.stderr?.on('data', listen);
    cluster.on('exit', (code) => reject(new Error(`the cluster stopped (${code}):\n${said.slice(-3000)}`)));
  });
});

test.afterAll(async () => {
  if (!cluster?.pid || cluster.exitCode !== null) return;
  const stopped = new Promise((resolve) => cluster.once('exit', resolve));
  process.kill(-cluster.pid, 'SIGTERM');
  await stopped;
});

/** The home page's hero heading as a visitor's browser receives it from `origin`. */
async function heroHeading(browser: Browser, origin: string, path: string): Promise<string> {
  const context = await browser.newContext();
  try {
    const html = await (await context.request.get(`${origin}${path}`)).text();
    return /<h1[^>]*>([\s\S]*?)<\/h1>/.exec(html)?.[1]?.replace(/<[^>]+>/g, '') ?? '';
  } finally {
    await context.close();
  }
}

async function ownerApi(origin: string): Promise<APIRequestContext> {
  const api = await request.newContext({ baseURL: origin, extraHTTPHeaders: { origin } });
  const login = await api.post('/cms-api/users/login', { data: CLUSTER_OWNER });
  expect(login.status()).toBe(200);
  return api;
}

async function findOne(api: APIRequestContext, collection: string, field: string, value: string) {
  const response = await api.get(`/cms-api/${collection}?where[${field}][equals]=${value}&depth=0&locale=all`);
  expect(response.status()).toBe(200);
  return ((await response.json()) as { docs: { id: number | string; [key: string]: unknown }[] }).docs[0];
}

test("the owner's edit through one instance is served by the other and by the balancer within 10 s", async ({
  page,
  browser,
}) => {
  const api = await ownerApi(first);
  const hero = await findOne(api, 'contents', 'entryId', 'home-hero');
  const original = (hero?.title as Record<string, string>).en ?? '';
  // Both instances and the balancer have the page in their caches before the edit.
  for (const origin of [first, second, balancer]) expect(await heroHeading(browser, origin, '/en')).toContain(original);

  await signIn(page, CLUSTER_OWNER);
  const changed = `Images that sell, edited on one instance ${Date.now().toString(36)}`;
  await page.goto(`${first}/admin/collections/contents/${hero?.id}?locale=en`);
  const title = page.locator('#field-title');
  await expect(title).toHaveValue(original, { timeout: 20_000 });
  await title.fill(changed);
  await page.locator('#action-save').click();
  await expect(page.locator('.payload-toast-container')).toContainText(/./, { timeout: 15_000 });
  const saved = Date.now();

  for (const origin of [second, balancer, first]) {
    await expect.poll(() => heroHeading(browser, origin, '/en'), { timeout: 10_000, intervals: [250] }).toBe(changed);
  }
  expect(Date.now() - saved).toBeLessThan(10_000);

  const restored = await api.patch(`/cms-api/contents/${hero?.id}?locale=en`, { data: { title: original } });
  expect(restored.status()).toBe(200);
  await expect.poll(() => heroHeading(browser, second, '/en'), { timeout: 10_000 }).toBe(original);
  await api.dispose();
});

test('a gallery protected through one instance is refused by the other within a second', async () => {
  const api = await ownerApi(first);
  const gallery = await findOne(api, 'galleries', 'galleryId', PROTECTED_RETAIL_GALLERY_ID);
  const photo = `/media/architecture/${PROTECTED_RETAIL_GALLERY_ID}/01.jpg?w=800`;
  const status = async (origin: string) => (await fetch(`${origin}${photo}`)).status;
  for (const origin of [first, second, balancer]) expect(await status(origin)).toBe(403);

  const opened = await api.patch(`/cms-api/galleries/${gallery?.id}`, { data: { protected: false } });
  expect(opened.status()).toBe(200);
  await expect.poll(() => status(second), { timeout: 1_000, intervals: [50] }).toBe(200);
  expect(await status(balancer)).toBe(200);

  const locked = await api.patch(`/cms-api/galleries/${gallery?.id}`, {
    data: { protected: true, newPassword: CLUSTER_SECRETS.DEMO_GALLERY_PASSWORD },
  });
  expect(locked.status(), await locked.text()).toBe(200);
  const at = Date.now();
  await expect.poll(() => status(second), { timeout: 1_000, intervals: [50] }).toBe(403);
  expect(Date.now() - at).toBeLessThanOrEqual(1_000);
  // Nothing in front kept the photograph while it was open.
  expect(await status(balancer)).toBe(403);
  await api.dispose();
});

test('a booking through one instance takes the slot on the other at once, and each of its mails leaves once', async () => {
  const visitor = await request.newContext({ baseURL: first });
  const other = await request.newContext({ baseURL: second });
  await fetch(`${clusterOrigin(CLUSTER.mailbox)}/messages`, { method: 'DELETE' });
  // Three days ahead at least: no reminder is due yet, so the booking's own two mails are all that leave.
  const { day, time } = await freeSlot(other, 28, 3);
  const email = uniqueEmail('cluster');
  const booking = { name: 'Emma Visitor', email, phone: '', service: 'free-consultation', message: '', lang: 'en' };
  const booked = await visitor.post('/api/appointments', { data: { ...booking, date: bookingTimestamp(day, time) } });
  expect(booked.status(), await booked.text()).toBe(201);

  const slots = await (await other.get(`/api/availability?from=${day}&to=${day}`)).json();
  expect((slots as { slots: string[] }[])[0]?.slots).not.toContain(time);
  const again = await other.post('/api/appointments', {
    data: { ...booking, email: uniqueEmail('cluster-2'), date: bookingTimestamp(day, time) },
  });
  expect(again.status()).toBe(409);

  // The visitor's confirmation and the studio's notice, each once, though both instances deliver mail.
  const mails = async () => (await (await fetch(`${clusterOrigin(CLUSTER.mailbox)}/messages`)).json()) as SinkMail[];
  await expect.poll(async () => (await mails()).length, { timeout: 30_000 }).toBeGreaterThanOrEqual(2);
  // Long enough for each instance's outbox timer to have run again.
  await new Promise((resolve) => setTimeout(resolve, 8_000));
  const delivered = await mails();
  expect(delivered.filter((mail) => mail.to.includes(email))).toHaveLength(1);
  expect(delivered.filter((mail) => mail.subject.includes('Emma Visitor') && !mail.to.includes(email))).toHaveLength(1);
  expect(delivered).toHaveLength(2);
  await visitor.dispose();
  await other.dispose();
});

test('a publication scheduled through one instance goes out once, and every address serves it', async ({ browser }) => {
  const api = await ownerApi(first);
  const hero = await findOne(api, 'contents', 'entryId', 'home-hero');
  const original = (hero?.title as Record<string, string>).en ?? '';
  const scheduled = `Images that sell, published on schedule ${Date.now().toString(36)}`;
  const draft = await api.patch(`/cms-api/contents/${hero?.id}?locale=en&draft=true`, { data: { title: scheduled } });
  expect(draft.status(), await draft.text()).toBe(200);
  expect(await heroHeading(browser, balancer, '/en')).toContain(original);
  const owner = ((await (await api.get('/cms-api/users/me')).json()) as { user: { id: number } }).user.id;
  const versions = `/cms-api/contents/versions?where[parent][equals]=${hero?.id}&depth=0&limit=1`;
  const published = async () =>
    ((await (await api.get(`${versions}&where[version._status][equals]=published`)).json()) as { totalDocs: number })
      .totalDocs;
  const before = await published();

  // Queued as the admin's scheduling drawer queues it (Payload's schedulePublish task), due at once.
  const input = {
    type: 'publish',
    doc: { relationTo: 'contents', value: String(hero?.id) },
    user: { relationTo: 'users', value: owner },
  };
  const db = new pg.Client({ connectionString: databaseUrl });
  await db.connect();
  try {
    await db.query(
      `insert into cms.payload_jobs (task_slug, input, wait_until) values ('schedulePublish', $1, now())`,
      [JSON.stringify(input)],
    );
  } finally {
    await db.end();
  }
  // Both instances' cron routes called together, three times each, besides their own minute timers.
  const cron = async (origin: string) => {
    const headers = { authorization: `Bearer ${CLUSTER_SECRETS.CRON_SECRET}` };
    const response = await fetch(`${origin}/api/cron/scheduled-publish`, { headers });
    expect(response.status).toBe(200);
    return ((await response.json()) as { ran: number }).ran;
  };
  const ran = await Promise.all([first, second, first, second, first, second].map(cron));
  expect(ran.reduce((sum, count) => sum + count, 0)).toBeLessThanOrEqual(1);

  for (const origin of [second, balancer, first]) {
    await expect.poll(() => heroHeading(browser, origin, '/en'), { timeout: 10_000, intervals: [250] }).toBe(scheduled);
  }
  // Once: one published version more, and no job left for a later run to publish again.
  expect(await published()).toBe(before + 1);
  await Promise.all([first, second].map(cron));
  expect(await published()).toBe(before + 1);

  const restored = await api.patch(`/cms-api/contents/${hero?.id}?locale=en`, { data: { title: original } });
  expect(restored.status()).toBe(200);
  await expect.poll(() => heroHeading(browser, second, '/en'), { timeout: 10_000 }).toBe(original);
  await api.dispose();
});

test('with Redis not answering, pages are served, a booking is taken and health says degraded', async () => {
  const health = async (origin: string) =>
    (await (await fetch(`${origin}/api/health`)).json()) as { status: string; sharedCache?: string };
  expect((await health(second)).status).toBe('ok');
  // Every command waits 8 s, as on a stalled Redis (the connection stays open: the hardest case).
  const paused = spawnSync('redis-cli', ['-p', String(CLUSTER.redis), 'client', 'pause', '8000', 'ALL']);
  expect(paused.stdout.toString().trim()).toBe('OK');
  const until = Date.now() + 8_000;

  for (const origin of [first, second, balancer]) {
    const page = await fetch(`${origin}/es/arquitectura`);
    expect(page.status, origin).toBe(200);
  }
  const degraded = await health(first);
  expect(degraded).toMatchObject({ status: 'degraded', sharedCache: 'down' });
  const visitor = await request.newContext({ baseURL: second });
  const { day, time } = await freeSlot(visitor, 28, 3);
  const booking = { name: 'Redis Down', email: uniqueEmail('redis-down'), phone: '', message: '', lang: 'es' };
  const booked = await visitor.post('/api/appointments', {
    data: { ...booking, service: 'free-consultation', date: bookingTimestamp(day, time) },
  });
  expect(booked.status(), await booked.text()).toBe(201);
  expect(Date.now()).toBeLessThan(until);

  // Back: health is ok again, and the expiry the booking made meanwhile reached the other instance.
  await expect.poll(async () => (await health(first)).status, { timeout: 15_000 }).toBe('ok');
  await expect
    .poll(
      async () => {
        const slots = (await (await fetch(`${first}/api/availability?from=${day}&to=${day}`)).json()) as {
          slots: string[];
        }[];
        return slots[0]?.slots.includes(time);
      },
      { timeout: 5_000 },
    )
    .toBe(false);
  await visitor.dispose();
});

test('an instance killed amid bookings: none is lost or doubled, the other goes on, and it comes back', async () => {
  const visitor = await request.newContext({ baseURL: balancer });
  const today = new Date().toISOString().slice(0, 10);
  const days = (await (
    await visitor.get(`/api/availability?from=${addDays(today, 3)}&to=${addDays(today, 40)}`)
  ).json()) as { date: string; slots: string[] }[];
  const slots = days.flatMap(({ date, slots }) => slots.map((time) => ({ day: date, time })));
  const picked = slots.sort(() => Math.random() - 0.5).slice(0, 24);
  expect(picked).toHaveLength(24);

  const instancePid = () =>
    spawnSync('pgrep', ['-f', `server.mjs -p ${CLUSTER.instances[1]}`])
      .stdout.toString()
      .trim();
  const before = instancePid();
  expect(before).toMatch(/^\d+$/);
  const answers: { email: string; status: number }[] = [];
  const book = async ({ day, time }: { day: string; time: string }, i: number) => {
    const email = uniqueEmail(`kill-${i}`);
    const data = { name: 'Kill Test', email, phone: '', service: 'free-consultation', message: '', lang: 'es' };
    const answer = await visitor.post('/api/appointments', { data: { ...data, date: bookingTimestamp(day, time) } });
    answers.push({ email, status: answer.status() });
  };
  // Four at a time through nginx; the second instance is killed (SIGKILL) while they are in flight.
  let killed: number | null = null;
  const killer = setTimeout(() => {
    killed = spawnSync('pkill', ['-KILL', '-f', `server.mjs -p ${CLUSTER.instances[1]}`]).status;
  }, 400);
  for (let i = 0; i < picked.length; i += 4) {
    await Promise.all(picked.slice(i, i + 4).map((slot, j) => book(slot, i + j)));
  }
  clearTimeout(killer);
  // pkill found the instance while the bookings were in flight.
  expect(killed).toBe(0);

  // A write nginx had sent to the killed instance is never sent again: it answers 502, and is stored at most once.
  expect(
    answers.every(({ status }) => status === 201 || status === 502),
    JSON.stringify(answers),
  ).toBe(true);
  expect(answers.filter(({ status }) => status === 201).length).toBeGreaterThan(12);
  const db = new pg.Client({ connectionString: databaseUrl });
  await db.connect();
  try {
    const rows = await db.query<{ email: string; count: string }>(
      'select email, count(*) from appointments where email = any($1) group by email',
      [answers.map(({ email }) => email)],
    );
    const stored = new Map(rows.rows.map((row) => [row.email, Number(row.count)]));
    for (const { email, status } of answers) {
      if (status === 201) expect(stored.get(email), email).toBe(1);
      else expect(stored.get(email) ?? 0, email).toBeLessThanOrEqual(1);
    }
  } finally {
    await db.end();
  }
  // It is started again (another process), and both answer.
  await expect
    .poll(async () => (await fetch(`${second}/api/health`).catch(() => null))?.status, { timeout: 90_000 })
    .toBe(200);
  expect(instancePid()).not.toBe(before);
  await visitor.dispose();
});

/** Debian's PostgreSQL cluster that `npm run cluster` uses, stopped or started with its own tool. */
function postgres(action: 'stop' | 'start') {
  const version = spawnSync('sh', ['-c', 'ls /usr/lib/postgresql | sort -V | tail -n 1'], { encoding: 'utf8' });
  const args = [version.stdout.trim(), 'main', action, ...(action === 'stop' ? ['-m', 'fast'] : [])];
  const result = spawnSync('pg_ctlcluster', args, { encoding: 'utf8' });
  expect(result.status, result.stderr).toBe(0);
}

test('PostgreSQL stopped for 10 s under load: pages go on, writes fail plainly and none is lost', async () => {
  const today = new Date().toISOString().slice(0, 10);
  const days = (await (
    await fetch(`${first}/api/availability?from=${addDays(today, 3)}&to=${addDays(today, 40)}`)
  ).json()) as { date: string; slots: string[] }[];
  const slots = days.flatMap(({ date, slots }) => slots.map((time) => ({ day: date, time })));
  const health = async (origin: string) =>
    ((await (await fetch(`${origin}/api/health`)).json()) as { status: string }).status;
  for (const origin of [first, second]) expect(await health(origin)).toBe('ok');

  const pages: { url: string; status: number }[] = [];
  const bookings: { email: string; status: number }[] = [];
  let running = true;
  const readPages = async () => {
    while (running) {
      for (const url of [first, second, balancer].flatMap((origin) => [`${origin}/es/arquitectura`, `${origin}/en`])) {
        // A browser sends a GET again when its kept-alive connection was closed under it; so does this.
        const answer = await fetch(url).catch(() => fetch(url));
        pages.push({ url, status: answer.status });
      }
    }
  };
  const book = async (origin: string) => {
    while (running) {
      const slot = slots.splice(Math.floor(Math.random() * slots.length), 1)[0];
      if (!slot) return;
      const email = uniqueEmail('pg-down');
      const data = { name: 'Base Parada', email, phone: '', service: 'free-consultation', message: '', lang: 'es' };
      const answer = await fetch(`${origin}/api/appointments`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', origin },
        body: JSON.stringify({ ...data, date: bookingTimestamp(slot.day, slot.time) }),
      });
      bookings.push({ email, status: answer.status });
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
  };
  const load = Promise.all([readPages(), book(first), book(second)]);

  let failedDuring = 0;
  await new Promise((resolve) => setTimeout(resolve, 2_000));
  postgres('stop');
  try {
    const stoppedAt = bookings.length;
    // Health says so while it lasts.
    await expect.poll(() => health(first), { timeout: 5_000 }).toBe('fail');
    await new Promise((resolve) => setTimeout(resolve, 10_000));
    failedDuring = bookings.slice(stoppedAt).filter(({ status }) => status === 503).length;
    expect(await health(second)).toBe('fail');
  } finally {
    postgres('start');
  }
  for (const origin of [first, second]) await expect.poll(() => health(origin), { timeout: 30_000 }).toBe('ok');
  // Bookings are taken again on both.
  const takenAgain = bookings.length;
  await expect
    .poll(() => bookings.slice(takenAgain).filter((b) => b.status === 201).length, { timeout: 20_000 })
    .toBeGreaterThanOrEqual(2);
  running = false;
  await load;

  expect(
    pages.filter(({ status }) => status !== 200),
    'pages not served',
  ).toEqual([]);
  // The outage was met: some writes could not be stored, and said so.
  expect(failedDuring).toBeGreaterThan(0);
  // A write that could not be stored says so as the site's state: 503, try again shortly.
  expect(bookings.filter(({ status }) => status !== 201 && status !== 503)).toEqual([]);
  // Every 201 is stored once; a write that failed is not stored at all.
  const db = new pg.Client({ connectionString: databaseUrl });
  await db.connect();
  try {
    const rows = await db.query<{ email: string; count: string }>(
      'select email, count(*) from appointments where email = any($1) group by email',
      [bookings.map(({ email }) => email)],
    );
    const stored = new Map(rows.rows.map((row) => [row.email, Number(row.count)]));
    for (const { email, status } of bookings) expect(stored.get(email) ?? 0, email).toBe(status === 201 ? 1 : 0);
  } finally {
    await db.end();
  }
});
