import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '../..');
const config = JSON.parse(readFileSync(path.join(root, 'vercel.json'), 'utf8')) as {
  crons?: { path: string; schedule: string }[];
};

describe('vercel.json', () => {
  it('schedules the mail retry, the scheduled publications and the booking reminders', () => {
    expect(config.crons?.map((cron) => cron.path)).toEqual([
      '/api/cron/mail-outbox',
      '/api/cron/scheduled-publish',
      '/api/cron/reminders',
    ]);
  });

  it.each(config.crons ?? [])(
    '$path is a route handler that checks CRON_SECRET, on a five-field schedule',
    ({ path: address, schedule }) => {
      expect(schedule.split(' ')).toHaveLength(5);
      expect(readFileSync(path.join(root, 'app', address, 'route.ts'), 'utf8')).toMatch(/isCronAuthorized/);
    },
  );
});
