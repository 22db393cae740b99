import { defineConfig, devices } from '@playwright/test';
import base from './playwright.config';

// The date-sensitive tests alone (tagged @dates), for scripts/e2e-dates.sh: the booking calendars, the home booking
// section and the manage page, then the back office's appointments, then its schedule (which pauses booking).
const use = { ...devices['Desktop Chrome'], locale: 'es-ES' };
export default defineConfig({
  ...base,
  grep: /@dates/,
  // Only the first server (plain `next start`): no dated spec uses server.mjs, and each date restarts the servers.
  webServer: Array.isArray(base.webServer) ? base.webServer.slice(0, 1) : base.webServer,
  projects: [
    { name: 'calendar', testMatch: /(booking-(page|dialog|today|upcoming)|manage-booking)\.spec\.ts/, use },
    { name: 'calendar-appointments', testMatch: /back-office-appointments\.spec\.ts/, dependencies: ['calendar'], use },
    {
      name: 'calendar-schedule',
      testMatch: /back-office-schedule\.spec\.ts/,
      dependencies: ['calendar-appointments'],
      use,
    },
  ],
});
