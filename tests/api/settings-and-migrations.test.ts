import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { setTestEnvironment } from './support/environment';

const environment = setTestEnvironment();
const { parseEnv } = await import('@/lib/env');
const { getStore, closeStore } = await import('@/lib/provider/embedded/db/connection');
const { migrations } = await import('@/lib/provider/embedded/db/migrations');

afterAll(closeStore);

describe('Settings: every one optional, with a working default, and documented', () => {
  it('has a working default for everything, so a fresh clone runs with nothing set', () => {
    const settings = parseEnv({});
    expect(settings).toMatchObject({
      DATABASE_URL: 'file:.data/studio.db',
      MAIL_FROM: 'Lumen Estudio <hola@lumenestudio.es>',
      STUDIO_EMAIL: 'hola@lumenestudio.es',
      MAIL_OUTBOX_DIR: '.data/outbox',
      RATE_LIMIT_WRITES_PER_MINUTE: 20,
    });
    expect(settings.PROVIDER_API_URL).toBeUndefined();
    expect(settings.SMTP_URL).toBeUndefined();
  });

  it('treats an empty value as unset', () => {
    expect(
      parseEnv({ SMTP_URL: '', PROVIDER_API_URL: ' ', RATE_LIMIT_WRITES_PER_MINUTE: '' }).RATE_LIMIT_WRITES_PER_MINUTE,
    ).toBe(20);
  });

  it.each([
    ['DATABASE_URL', 'mysql://db'],
    ['SMTP_URL', 'mail.example.com'],
    ['STUDIO_EMAIL', 'not-an-email'],
    ['PROVIDER_API_URL', 'not a url'],
    ['RATE_LIMIT_WRITES_PER_MINUTE', '-5'],
    ['STUDIO_API_TOKEN', 'short'],
    ['GALLERY_COOKIE_SECRET', 'too-short'],
  ])('stops on a bad %s with a message that names it', (name, value) => {
    expect(() => parseEnv({ [name]: value })).toThrow(new RegExp(`${name}:`));
  });

  it('documents every setting in .env.example', () => {
    const source = readFileSync(path.resolve('lib/env.ts'), 'utf8');
    const names = [...source.matchAll(/^ {2}([A-Z][A-Z0-9_]+):/gm)].map((match) => match[1]);
    const example = readFileSync(path.resolve('.env.example'), 'utf8');
    expect(names.length).toBeGreaterThan(10);
    for (const name of names) expect(example, name).toMatch(new RegExp(`^#? ?${name}=`, 'm'));
  });
});

// Only the SQLite driver shares a file between processes; on PostgreSQL the suite does not define this case.
if (environment.driver === 'sqlite')
  describe('The SQLite file shared by several processes', () => {
    it('is created and migrated once when four processes open it at the same moment', async () => {
      const run = () =>
        new Promise<number>((resolve) => {
          const child = spawn(process.execPath, ['--import', 'tsx', path.resolve('tests/api/support/open-store.ts')], {
            env: process.env,
            stdio: ['ignore', 'ignore', 'inherit'],
          });
          child.on('exit', (code) => resolve(code ?? 1));
        });
      expect(await Promise.all([run(), run(), run(), run()])).toEqual([0, 0, 0, 0]);
      const { db } = await getStore();
      expect(await db.selectFrom('schema_migrations').select('name').execute()).toEqual(
        migrations.map((migration) => ({ name: migration.name })),
      );
      expect(await db.selectFrom('leads').select('id').where('source', '=', 'process').execute()).toHaveLength(4);
    }, 60_000);
  });
