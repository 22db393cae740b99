import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

export const STUDIO_TOKEN = 'test-studio-token-0123456789';
export const STUDIO_EMAIL = 'estudio@lumen.test';

/** PostgreSQL when TEST_DATABASE_URL (or a postgres:// DATABASE_URL) is given; otherwise a fresh SQLite file. */
export function testPostgresUrl(): string | undefined {
  const candidate = process.env.TEST_DATABASE_URL ?? process.env.DATABASE_URL;
  return candidate && /^postgres(ql)?:\/\//.test(candidate) ? candidate : undefined;
}

export interface TestEnvironment {
  dir: string;
  outboxDir: string;
  driver: 'sqlite' | 'postgres';
}

/**
 * Sets the settings a test file runs with. Call it before importing anything that reads lib/env, which is why test
 * files import the product with `await import(...)` after this call.
 */
export function setTestEnvironment(overrides: Record<string, string | undefined> = {}): TestEnvironment {
  const dir = mkdtempSync(path.join(tmpdir(), 'studio-test-'));
  const outboxDir = path.join(dir, 'outbox');
  const postgres = testPostgresUrl();
  const settings: Record<string, string | undefined> = {
    DATABASE_URL: postgres ?? `file:${path.join(dir, 'studio.db')}`,
    DATA_DIR: dir,
    MAIL_OUTBOX_DIR: outboxDir,
    SMTP_URL: undefined,
    STUDIO_EMAIL,
    MAIL_FROM: `Lumen Estudio <${STUDIO_EMAIL}>`,
    STUDIO_API_TOKEN: STUDIO_TOKEN,
    SITE_URL: 'http://localhost:3000',
    PROVIDER_API_URL: undefined,
    GALLERY_COOKIE_SECRET: undefined,
    DEMO_GALLERY_PASSWORD: undefined,
    // Route handlers run here without a server, as behind one proxy: X-Forwarded-For tells test visitors apart.
    TRUST_PROXY_HOPS: '1',
    VERCEL: undefined,
    RATE_LIMIT_WRITES_PER_MINUTE: '100000',
    // Tests book many times with one address from one client; the caps have their own test.
    BOOKING_MAX_PER_EMAIL: '100000',
    BOOKING_MAX_PER_CLIENT: '100000',
    BOOKING_MAX_PER_HOUR: '100000',
    BOOKING_MAX_PER_NETWORK: '100000',
    BOOKING_MAX_PER_NETWORK_HOUR: '100000',
    RATE_LIMIT_PASSWORD_ATTEMPTS: '5',
    RATE_LIMIT_PASSWORD_WINDOW_SECONDS: '900',
    MAIL_RETRY_INTERVAL_SECONDS: '3600',
    // The tests run the reminder jobs themselves, at the times they choose.
    REMINDER_INTERVAL_SECONDS: '3600',
    ...overrides,
  };
  for (const [key, value] of Object.entries(settings)) {
    if (value === undefined) delete process.env[key];
    else process.env[key] = value;
  }
  return { dir, outboxDir, driver: postgres ? 'postgres' : 'sqlite' };
}

/**
 * Points NEXT_DIST_DIR (the build folder whose cache holds the note of pending expiries, lib/cache/content-changes.ts)
 * at a fresh temporary folder for this test file, and back when it ends. Returns the folder. Call it at the top level.
 */
export function temporaryDistDir(after: (restore: () => void) => void): string {
  const distDir = mkdtempSync(path.join(tmpdir(), 'dist-'));
  const previous = process.env.NEXT_DIST_DIR;
  process.env.NEXT_DIST_DIR = distDir;
  after(() => {
    if (previous === undefined) delete process.env.NEXT_DIST_DIR;
    else process.env.NEXT_DIST_DIR = previous;
  });
  return distDir;
}

/** Empties every table, so that the PostgreSQL database shared by the test files starts clean for each one. */
export async function resetDatabase(): Promise<void> {
  const { getStore } = await import('@/lib/provider/embedded/db/connection');
  const { db } = await getStore();
  const tables = [
    ...['appointments', 'leads', 'contact_messages', 'mail_outbox', 'rate_limits', 'audit_log', 'studio_settings'],
    ...['booking_reminders', 'studio_agendas', 'job_leases'],
  ] as const;
  for (const table of tables) await db.deleteFrom(table).execute();
}
