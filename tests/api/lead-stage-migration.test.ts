import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import Database from 'better-sqlite3';
import { Kysely, SqliteDialect } from 'kysely';
import { describe, expect, it } from 'vitest';
import { leadStage } from '@/lib/domain/studio-inbox';
import { migrations } from '@/lib/provider/embedded/db/migrations';
import type { Database as StoreSchema } from '@/lib/provider/embedded/db/schema';

describe('The migration that records whether a lead’s stage was given', () => {
  it('marks the leads stored before it that had one (a stage guide, the quiz), and no others', async () => {
    const file = path.join(mkdtempSync(path.join(tmpdir(), 'studio-migration-')), 'old.db');
    const db = new Kysely<StoreSchema>({ dialect: new SqliteDialect({ database: new Database(file) }) });
    const before = migrations.filter((migration) => migration.name < '008');
    for (const migration of before) await migration.up(db);
    const at = new Date().toISOString();
    const old = { lang: 'es', consent_at: at, created_at: at };
    // Written without the new column, as a database of the previous version holds them.
    await db
      .insertInto('leads')
      .values([
        { ...old, id: 'guide', email: 'guide@example.com', stage: 3, type: 'stage_specific', source: 'quiz' },
        { ...old, id: 'quiz', email: 'quiz@example.com', stage: 2, type: 'general', source: 'quiz' },
        { ...old, id: 'home', email: 'home@example.com', stage: 1, type: 'general', source: 'home' },
      ] as never)
      .execute();
    for (const migration of migrations.filter((candidate) => !before.includes(candidate))) await migration.up(db);
    const rows = await db.selectFrom('leads').select(['id', 'stage', 'stage_given']).orderBy('id').execute();
    expect(rows.map((row) => [row.id, leadStage(row)])).toEqual([
      ['guide', 3],
      ['home', null],
      ['quiz', 2],
    ]);
    // A lead stored after it without a value is one whose stage no one gave.
    await db
      .insertInto('leads')
      .values({ ...old, id: 'new', email: 'new@example.com', stage: 1, type: 'general', source: 'home' })
      .execute();
    const added = await db
      .selectFrom('leads')
      .select(['stage', 'stage_given'])
      .where('id', '=', 'new')
      .executeTakeFirstOrThrow();
    expect(leadStage(added)).toBeNull();
    await db.destroy();
  });
});
