import { defineConfig, devices } from '@playwright/test';
import { chromiumEnv, chromiumExecutable, playwrightChromiumArgs } from './scripts/chromium-path';

import { CLUSTER } from './scripts/cluster/topology';
import { ADMIN_OWNER, DEFAULT_BIND_ORIGIN, E2E_PORT as PORT, LOOPBACK_ORIGIN } from './tests/e2e/servers';

const serverEnv = {
  NEXT_TELEMETRY_DISABLED: '1',
  DATABASE_URL: 'file:.data/e2e/studio.db',
  MAIL_OUTBOX_DIR: '.data/e2e/outbox',
  // The back office's store and uploads (cms.db, cms-media) and the server secret, apart from a developer's own.
  DATA_DIR: '.data/e2e',
  ADMIN_EMAIL: ADMIN_OWNER.email,
  ADMIN_PASSWORD: ADMIN_OWNER.password,
  RATE_LIMIT_WRITES_PER_MINUTE: '1000',
  // Tests try wrong passwords on the one protected gallery from many runs; no run may lock it for the next.
  RATE_LIMIT_GALLERY_FAILURES: '100000',
  // The specs book many times from one client, often with one address; the caps have their own API tests.
  BOOKING_MAX_PER_EMAIL: '1000',
  BOOKING_MAX_PER_CLIENT: '1000',
  BOOKING_MAX_PER_HOUR: '1000',
  BOOKING_MAX_PER_NETWORK: '1000',
  BOOKING_MAX_PER_NETWORK_HOUR: '1000',
  // Every spec's bookings come from one client (Next names the loopback peer in X-Forwarded-For).
  BOOKING_STUDIO_NOTICES_PER_CLIENT_HOUR: '1000',
};

// Tests start as a returning visitor who already chose "only necessary", so that the cookie banner (fixed at the
// bottom of every page until a choice) does not sit over what they click. The consent specs start without it.
const onlyNecessary = JSON.stringify({
  necessary: true,
  analytics: false,
  marketing: false,
  timestamp: new Date().toISOString(),
});
const consentGiven = {
  cookies: [],
  origins: [LOOPBACK_ORIGIN, DEFAULT_BIND_ORIGIN].map((origin) => ({
    origin,
    localStorage: [{ name: 'cookieConsent', value: onlyNecessary }],
  })),
};

export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: true,
  workers: 2,
  retries: 0,
  // Generous waits: a shared CI runner can be several times slower than a developer's machine, and a lazily loaded
  // island (dialog, chat, banner) may take seconds to arrive there. Speed is measured by `npm run bench`, not here.
  timeout: 45_000,
  expect: { timeout: 10_000 },
  reporter: [['list']],
  use: {
    // Served the way production runs behind nginx: bound to 127.0.0.1 (vercel/next.js#94745 broke exactly that).
    baseURL: LOOPBACK_ORIGIN,
    storageState: consentGiven,
    locale: 'es-ES',
    trace: 'off',
    launchOptions: {
      executablePath: chromiumExecutable(),
      args: playwrightChromiumArgs,
      env: chromiumEnv(),
    },
  },
  projects: [
    {
      name: 'chromium',
      testIgnore: [/back-office(-[a-z-]+)?\.spec\.ts/, /cluster\.spec\.ts/],
      use: { ...devices['Desktop Chrome'], locale: 'es-ES' },
    },
    // The back office changes what every page shows (a hero title, a new gallery): it runs after the rest.
    {
      name: 'back-office',
      testMatch: /back-office(-[a-z-]+)?\.spec\.ts/,
      testIgnore: /back-office-(schedule|preview)\.spec\.ts/,
      dependencies: ['chromium'],
      use: { ...devices['Desktop Chrome'], locale: 'es-ES' },
    },
    // The preview drafts and publishes the Spanish home hero, which the other back-office specs read: after them.
    {
      name: 'back-office-preview',
      testMatch: /back-office-preview\.spec\.ts/,
      dependencies: ['back-office'],
      use: { ...devices['Desktop Chrome'], locale: 'es-ES' },
    },
    // The schedule decides whether anyone can book at all (its spec pauses booking and closes days): it runs last, once
    // nothing else books, its tests one after the other.
    {
      name: 'back-office-schedule',
      testMatch: /back-office-schedule\.spec\.ts/,
      dependencies: ['back-office'],
      use: { ...devices['Desktop Chrome'], locale: 'es-ES' },
    },
    // Two instances behind nginx on PostgreSQL, Redis and a bucket (`npm run cluster`, started by the spec itself):
    // last, alone, as it starts a whole topology of its own.
    {
      name: 'cluster',
      testMatch: /cluster\.spec\.ts/,
      dependencies: ['back-office-preview', 'back-office-schedule'],
      use: { ...devices['Desktop Chrome'], locale: 'es-ES', baseURL: `http://127.0.0.1:${CLUSTER.instances[0]}` },
    },
  ],
  webServer: [
    {
      // Started first, and alone (Playwright starts the servers one after the other): it clears the last run's state.
      // Idle sockets kept longer than any test's pause, as behind a proxy: Node's 5 s default races a reused socket.
      command: `node scripts/e2e-fresh-state.mjs && npx next start -H 127.0.0.1 -p ${PORT} --keepAliveTimeout 65000`,
      url: `${LOOPBACK_ORIGIN}/es`,
      reuseExistingServer: false,
      timeout: 120_000,
      // Plain `next start` as behind one nginx (the way Vercel or a CDN serves): X-Forwarded-For names the client
      // (tests use that to be clients of their own).
      env: { ...serverEnv, TRUST_PROXY_HOPS: '1' },
    },
    {
      // `npm start`'s server (server.mjs) bound to every interface, as by default (bind-address.spec.ts), trusting no
      // forwarding header, as by default (request-guards.spec.ts): the client is the socket's address.
      command: `node server.mjs -p ${PORT + 1}`,
      url: `${DEFAULT_BIND_ORIGIN}/es`,
      reuseExistingServer: false,
      timeout: 120_000,
      env: { ...serverEnv, NODE_ENV: 'production' },
    },
  ],
});
