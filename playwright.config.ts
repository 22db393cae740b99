import { defineConfig, devices } from '@playwright/test';
import { chromiumArgs, chromiumExecutable } from './scripts/chromium-path';

const PORT = Number(process.env.E2E_PORT ?? 3123);

export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: true,
  workers: 2,
  retries: 0,
  timeout: 30_000,
  reporter: [['list']],
  use: {
    baseURL: `http://localhost:${PORT}`,
    locale: 'es-ES',
    trace: 'off',
    launchOptions: {
      executablePath: chromiumExecutable(),
      args: chromiumArgs,
    },
  },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'], locale: 'es-ES' } }],
  webServer: {
    command: `npx next start -p ${PORT}`,
    url: `http://localhost:${PORT}/es`,
    reuseExistingServer: false,
    timeout: 120_000,
    env: {
      NEXT_TELEMETRY_DISABLED: '1',
      DATABASE_URL: 'file:.data/e2e/studio.db',
      MAIL_OUTBOX_DIR: '.data/e2e/outbox',
      RATE_LIMIT_WRITES_PER_MINUTE: '1000',
    },
  },
});
