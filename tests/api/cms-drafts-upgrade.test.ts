import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gunzipSync } from 'node:zlib';
import Database from 'better-sqlite3';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Payload } from 'payload';
import contentsSeed from '@/cms/seed/contents.json';
import legalMessages from '../fixtures/legal-messages.json';
import { setTestEnvironment } from './support/environment';

/*
 * A site upgraded to drafts shows what it showed before. The fixture is a SQLite store made by the code before drafts
 * (its five migrations and the first import); opening it runs the drafts migration (which rebuilds tables inside a
 * transaction: no child row may be lost) and gives every document its first version. The same was done on
 * PostgreSQL by hand (README, "Drafts, preview and publishing").
 */
setTestEnvironment();
const dir = mkdtempSync(path.join(tmpdir(), 'studio-upgrade-'));
const file = path.join(dir, 'cms.db');
writeFileSync(file, gunzipSync(readFileSync(path.join(import.meta.dirname, 'fixtures/cms-before-drafts.db.gz'))));
process.env.CMS_DATABASE_URL = `file:${file}`;

const tables = [
  'contents',
  'contents_locales',
  'galleries',
  'galleries_locales',
  'galleries_images',
  'galleries_images_locales',
  'legal_pages',
  'legal_pages_sections',
  'legal_pages_blocks_paragraph',
  'legal_pages_blocks_table_rows_cells',
  'home_page_testimonials',
  'home_page_team_social',
  'services_page_stages_bullets',
  'nm_ia_page_steps',
];
const count = (db: Database.Database, table: string) =>
  (db.prepare(`select count(*) as n from ${table}`).get() as { n: number }).n;
let before: Record<string, number>;
let payload: Payload;

beforeAll(async () => {
  const old = new Database(file, { readonly: true });
  before = Object.fromEntries(tables.map((table) => [table, count(old, table)]));
  old.close();
  const { cms } = await import('@/lib/provider/cms');
  payload = await cms();
});

describe('upgrading a store made before drafts', () => {
  it('keeps every row of every rebuilt table and of the tables that point at them', () => {
    const db = new Database(file, { readonly: true });
    try {
      expect(Object.fromEntries(tables.map((table) => [table, count(db, table)]))).toEqual(before);
      expect(db.pragma('foreign_key_check')).toEqual([]);
      expect(db.pragma('integrity_check')).toEqual([{ integrity_check: 'ok' }]);
    } finally {
      db.close();
    }
  });

  it('keeps everything published, each document and page global with one first version', async () => {
    for (const collection of ['contents', 'galleries', 'legal-pages'] as const) {
      const { docs } = await payload.find({ collection, limit: 500, depth: 0, overrideAccess: true });
      expect(docs.length).toBeGreaterThan(0);
      for (const doc of docs) {
        expect((doc as { _status?: string })._status).toBe('published');
        expect(
          (await payload.countVersions({ collection, where: { parent: { equals: doc.id } }, overrideAccess: true }))
            .totalDocs,
        ).toBe(1);
      }
    }
    for (const slug of ['home-page', 'services-page', 'nm-ia-page'] as const) {
      expect(
        ((await payload.findGlobal({ slug, depth: 0, overrideAccess: true })) as { _status?: string })._status,
      ).toBe('published');
      expect((await payload.countGlobalVersions({ global: slug, overrideAccess: true })).totalDocs).toBe(1);
    }
  });

  it('shows visitors the same texts in every language', async () => {
    const { readContents } = await import('@/lib/provider/cms/contents');
    for (const entry of contentsSeed) {
      for (const lang of ['es', 'en', 'it'] as const) {
        const read = await readContents({ page: entry.page, section: entry.section, lang } as never);
        expect(read.find((item) => item.id === entry.entryId)?.title).toBe(entry.title[lang]);
      }
    }
    // The legal documents as that store imported them: the texts the pages rendered then (tests/fixtures), which a
    // later change to the seed does not touch ('e-mail' became 'email' in en and it for new stores only).
    const { readLegalDocument } = await import('@/lib/provider/cms/legal-pages');
    const { legalDocuments } = await import('@/lib/legal/vocabulary');
    const imported = legalMessages as Record<'es' | 'en' | 'it', Record<string, unknown>>;
    for (const document of legalDocuments) {
      for (const lang of ['es', 'en', 'it'] as const) {
        expect(JSON.stringify(await readLegalDocument(document, lang))).toBe(JSON.stringify(imported[lang][document]));
      }
    }
  });

  it('gives the first versions once: a restart makes none', async () => {
    const { ensureFirstVersions } = await import('@/cms/first-versions');
    expect(await ensureFirstVersions(payload)).toBe(0);
  });
});
