/**
 * Load and abuse test of the production build (README "Load"): the home page under 50 connections for 60 s, then
 * 20 s of bookings, contact messages and gallery password attempts from a few clients each, so that every client
 * runs into its rate limit (RATE_LIMIT_WRITES_PER_MINUTE, RATE_LIMIT_PASSWORD_ATTEMPTS).
 * It fails on any connection error, timeout or 5xx, and when a submission answered 2xx is missing from the database.
 * Usage: npm run load [-- --home-seconds 60 --write-seconds 20]
 */
import { spawn, spawnSync } from 'node:child_process';
import { rmSync } from 'node:fs';
import path from 'node:path';
import autocannon from 'autocannon';
import Database from 'better-sqlite3';
import { addDays, isWorkingDay, madridDay } from '../lib/domain/booking-calendar';
import { bookingTimestamp } from '../lib/domain/booking-rules';
import { withServerPreload } from './server-preload-env';

const PORT = 3140;
const origin = `http://127.0.0.1:${PORT}`;
const dataDir = path.resolve('.data/load');
const argument = (name: string, fallback: number) => {
  const index = process.argv.indexOf(name);
  return index > 0 ? Number(process.argv[index + 1]) || fallback : fallback;
};
const homeSeconds = argument('--home-seconds', 60);
const writeSeconds = argument('--write-seconds', 20);

type Result = autocannon.Result;

async function waitForServer(): Promise<void> {
  for (let i = 0; i < 120; i += 1) {
    try {
      if ((await fetch(`${origin}/es`)).ok) return;
    } catch {
      // not up yet
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error('the server did not start');
}

/** `clients` visitors behind one proxy hop, taking turns: each meets its own rate limit during the run. */
const clientAddress = (n: number, clients: number, block: number) => `198.18.${block}.${(n % clients) + 1}`;

/** Working-day slots of the next 60 days, handed out once each; later requests reuse them and meet a 409. */
function slots(): string[] {
  const all: string[] = [];
  let day = addDays(madridDay(new Date()), 1);
  for (let i = 0; i < 58; i += 1, day = addDays(day, 1)) {
    if (!isWorkingDay(day)) continue;
    for (let minutes = 10 * 60; minutes <= 17 * 60 + 30; minutes += 30) {
      all.push(bookingTimestamp(day, `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`));
    }
  }
  return all;
}

function post(pathname: string, body: (n: number) => unknown, clients: number, block: number): Promise<Result> {
  let n = 0;
  return autocannon({
    url: origin,
    connections: 4,
    duration: writeSeconds,
    requests: [
      {
        method: 'POST',
        path: pathname,
        setupRequest: (request) => {
          n += 1;
          return {
            ...request,
            headers: { 'content-type': 'application/json', 'x-forwarded-for': clientAddress(n, clients, block) },
            body: JSON.stringify(body(n)),
          };
        },
      },
    ],
  });
}

function report(name: string, result: Result): boolean {
  const fiveXx = result['5xx'];
  const ok = result.errors === 0 && result.timeouts === 0 && fiveXx === 0;
  console.log(
    name.padEnd(26),
    String(result.requests.total).padStart(7),
    String(Math.round(result.requests.average)).padStart(7),
    String(result.latency.p50).padStart(6),
    String(result.latency.p99).padStart(6),
    String(result['2xx']).padStart(6),
    String(result['4xx']).padStart(6),
    String(fiveXx).padStart(4),
    String(result.errors + result.timeouts).padStart(6),
    ok ? '' : '  ✗',
  );
  return ok;
}

async function main(): Promise<void> {
  const built = spawnSync('node', ['scripts/ensure-build.mjs'], { stdio: 'inherit' });
  if (built.status !== 0) process.exit(built.status ?? 1);
  rmSync(dataDir, { recursive: true, force: true });
  const env = withServerPreload({
    ...process.env,
    NEXT_TELEMETRY_DISABLED: '1',
    DATABASE_URL: `file:${path.join(dataDir, 'studio.db')}`,
    DATA_DIR: dataDir,
    MAIL_OUTBOX_DIR: path.join(dataDir, 'outbox'),
    // Served as behind one proxy, so that the clients below are told apart by their X-Forwarded-For.
    TRUST_PROXY_HOPS: '1',
    // The booking run measures the write path under load, bounded by the write rate limit; the booking caps (a few
    // future bookings per client, 30 an hour for the site) would stop it after a handful and have their own tests.
    BOOKING_MAX_PER_CLIENT: '1000',
    BOOKING_MAX_PER_HOUR: '1000',
  });
  const server = spawn('npx', ['next', 'start', '-H', '127.0.0.1', '-p', String(PORT)], { stdio: 'ignore', env, detached: true });
  let passed = true;
  try {
    await waitForServer();
    console.log(`${'run'.padEnd(26)}   total   req/s  p50ms  p99ms    2xx    4xx  5xx errors`);
    passed &&= report(`home /es, 50 conn, ${homeSeconds}s`, await autocannon({ url: `${origin}/es`, connections: 50, duration: homeSeconds }));

    const free = slots();
    const name = (n: number) => `Visitante ${String.fromCharCode(65 + (n % 26))}`;
    const [bookings, contacts, passwords] = await Promise.all([
      post('/api/appointments', (n) => ({ name: name(n), email: `load${n}@example.com`, date: free[n % free.length], lang: 'es' }), 3, 1),
      post('/api/contact', (n) => ({ name: name(n), email: `load${n}@example.com`, subject: 'Carga', message: `Mensaje de prueba ${n}.`, lang: 'es' }), 3, 2),
      post('/api/gallery/verify-password', (n) => ({ galleryId: 'boutique-privada-retail', password: `guess-${n}` }), 10, 3),
    ]);
    passed = report(`bookings, ${writeSeconds}s`, bookings) && passed;
    passed = report(`contact, ${writeSeconds}s`, contacts) && passed;
    passed = report(`passwords, ${writeSeconds}s`, passwords) && passed;

    const db = new Database(path.join(dataDir, 'studio.db'), { readonly: true });
    const count = (table: string) => (db.prepare(`select count(*) as n from ${table}`).get() as { n: number }).n;
    const stored = { bookings: count('appointments'), contacts: count('contact_messages') };
    db.close();
    // Requests still in flight when the clock stops are stored but not counted, so stored may exceed answered.
    console.log(`\nstored: ${stored.bookings} bookings for ${bookings['2xx']} answered 201, ${stored.contacts} messages for ${contacts['2xx']} answered 201`);
    if (stored.bookings < bookings['2xx'] || stored.contacts < contacts['2xx']) {
      console.error('✗ a submission answered 2xx is missing from the database');
      passed = false;
    }
  } finally {
    if (server.pid) process.kill(-server.pid, 'SIGTERM');
  }
  console.log(passed ? '\nNo errors, no 5xx, nothing lost.' : '\nThe load test failed.');
  process.exit(passed ? 0 : 1);
}

void main();
