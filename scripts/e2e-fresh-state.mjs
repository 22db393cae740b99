// Runs before the first e2e server starts (playwright.config.ts): every run begins from what the build left, so that
// `npx playwright test` can run twice against one build with the same result.
// - .data/e2e: the servers' bookings store, back office, outbox and secret (recreated at start, the owner included).
// - <distDir>/cache/fetch-cache: the back-office reads the servers cached during the last run. It outlives the store it
//   was made from: the schedule spec pauses booking and closes days, and the next run's booking pages came out paused.
import { rmSync } from 'node:fs';
import path from 'node:path';

const distDir = process.env.NEXT_DIST_DIR ?? '.next';
for (const dir of ['.data/e2e', path.join(distDir, 'cache/fetch-cache')]) {
  rmSync(dir, { recursive: true, force: true });
}
