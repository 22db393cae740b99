import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import Database from 'better-sqlite3';
import { Kysely, SqliteDialect } from 'kysely';
import { describe, expect, it } from 'vitest';
import { setTestEnvironment } from './support/environment';

// The migration that added the caps, run on a database of the version before it (a file of its own).
setTestEnvironment();
const { migrations } = await import('@/lib/provider/embedded/db/migrations');

describe('The migration that adds the caps', () => {
  it('gives bookings made before it their normalised address', async () => {
    const file = path.join(mkdtempSync(path.join(tmpdir(), 'studio-migration-')), 'old.db');
    const db = new Kysely<import('@/lib/provider/embedded/db/schema').Database>({
      dialect: new SqliteDialect({ database: new Database(file) }),
    });
    const before = migrations.filter((migration) => migration.name < '005');
    for (const migration of before) await migration.up(db);
    const old = {
      phone: '',
      service: 'consulta-gratuita',
      message: '',
      notify_email: null,
      lang: 'es',
      slot_day: '2030-01-07',
      status: 'pending' as const,
      created_at: new Date().toISOString(),
    };
    // Written without the new columns, as a database of the previous version holds them.
    await db
      .insertInto('appointments')
      .values([
        { ...old, id: 'a', name: 'Ana', email: 'A.N.A+old@GMAIL.com', slot_start: '2030-01-07T09:00:00.000Z' },
        { ...old, id: 'b', name: 'Eva', email: 'Eva@Example.com', slot_start: '2030-01-07T09:30:00.000Z' },
      ] as never)
      .execute();
    for (const migration of migrations.filter((candidate) => !before.includes(candidate))) await migration.up(db);
    const rows = await db
      .selectFrom('appointments')
      .select(['id', 'email', 'email_key', 'client_id'])
      .orderBy('id')
      .execute();
    expect(rows).toEqual([
      { id: 'a', email: 'A.N.A+old@GMAIL.com', email_key: 'ana@gmail.com', client_id: null },
      { id: 'b', email: 'Eva@Example.com', email_key: 'eva@example.com', client_id: null },
    ]);
    await db.destroy();
  });
});
