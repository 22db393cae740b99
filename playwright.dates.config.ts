import { defineConfig, devices } from '@playwright/test';
import base from './playwright.config';

// The date-sensitive tests alone (tagged @dates), for scripts/e2e-dates.sh: the booking calendars, the home booking
// section and the manage page, then the back office's appointments, then its schedule (which pauses booking).
const use = { ...devices['Desktop Chrome'], locale: 'es-ES' };
export default defineConfig({
  ...base,
  grep: /@dates/,
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
