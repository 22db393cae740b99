import { spawn } from 'node:child_process';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { resetDatabase, setTestEnvironment } from './support/environment';
import { jsonRequest } from './support/requests';

const environment = setTestEnvironment({ RATE_LIMIT_WRITES_PER_MINUTE: '10' });
const contact = await import('@/app/api/contact/route');
const { closeStore, getStore } = await import('@/lib/provider/embedded/db/connection');

beforeAll(resetDatabase);
afterAll(closeStore);

/** One more server process on the same database, spending `count` writes for the same client. */
function otherProcess(count: number): Promise<number> {
  return new Promise((resolve, reject) => {
    let out = '';
    const child = spawn(process.execPath, ['--import', 'tsx', path.resolve('tests/api/support/consume-writes.ts')], {
      env: { ...process.env, COUNT: String(count) },
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    child.stdout.on('data', (chunk: Buffer) => (out += chunk.toString()));
    child.on('exit', (code) => (code === 0 ? resolve(Number(out)) : reject(new Error(`exit ${code}`))));
  });
}

const message = {
  name: 'Ana',
  email: 'ana@example.com',
  subject: 'Hotel',
  message: 'Queremos fotografiar el hotel.',
  lang: 'es',
};

describe(`rate limits live in the database (${environment.driver})`, () => {
  it("two server processes on one database share one client's limit", async () => {
    const refused = await Promise.all([otherProcess(8), otherProcess(8)]);
    // 16 writes against a limit of 10 per minute: exactly 6 refused between the two processes.
    expect(refused[0] + refused[1]).toBe(6);
  }, 60_000);

  it('rotating the forged part of X-Forwarded-For does not lift the limit', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 12; i += 1) {
      const response = await contact.POST(jsonRequest('/api/contact', message, { ip: `10.9.${i}.1, 198.51.100.77` }));
      statuses.push(response.status);
    }
    expect(statuses.filter((status) => status === 201 || status === 200)).toHaveLength(10);
    expect(statuses.slice(10)).toEqual([429, 429]);
  });

  it('keeps no counter longer than its window needs', async () => {
    const { db } = await getStore();
    const rows = await db.selectFrom('rate_limits').select(['key', 'reset_at']).execute();
    expect(rows.length).toBeGreaterThan(0);
    for (const row of rows) expect(Number(row.reset_at)).toBeLessThanOrEqual(Date.now() + 60_000);
  });
});
