import { cmsDatabase, GALLERIES_SEED_KEY, type CmsDatabase } from './cms/database-location';
import { architectureCategories, type ArchitectureCategory } from '@/lib/domain/gallery';
import { isGalleryId, type GalleryIdsByPage } from '@/lib/domain/gallery-filter';
import { env } from '@/lib/env';
import { locales } from '@/lib/i18n/locales';
import type { GalleryPage } from './contract';
import { fallbackGallerySamples } from './fallback-gallery-samples';
import { createHttpProvider } from './http';
import { forgetEverywhere, onForget } from '@/lib/cache/shared-signal';

/**
 * The galleries a visitor can open on each grid page, as the pages read them: the back office's published galleries
 * (architecture: those of its five folders), an external provider's for advertising and tourism when PROVIDER_API_URL
 * is set, and the sample galleries a page shows when its list is empty or fails (components/gallery/portfolio-data.ts).
 *
 * The proxy asks this before a gallery's own address is rendered (lib/domain/gallery-filter.ts, galleryRewrites): only
 * an id found here is ever rendered and cached. It runs in the proxy, so it never loads Payload: it reads the back
 * office's table with a plain query, once for every id, and keeps the answer in memory (galleryDirectory).
 */
export interface GalleryDirectory {
  ids: GalleryIdsByPage;
  /** The published galleries behind a password: their addresses are kept out of search engines. */
  protectedIds: ReadonlySet<string>;
}

/** As many galleries per portfolio as the pages read (lib/provider/cms/galleries.ts, MAX_GALLERIES). */
const MAX_PER_CATEGORY = 500;
const TIMEOUT_MS = 5_000;

type Row = { gallery_id: string; category: string; subcategory: string | null; protected: number | boolean | null };
type Settings = Pick<typeof env, 'CMS_DATABASE_URL' | 'DATABASE_URL' | 'DATA_DIR' | 'PROVIDER_API_URL'>;

/** Payload's table for the galleries collection (cms/migrations): its published documents, in the pages' order. */
const galleriesQuery = (table: string) =>
  `select gallery_id, category, subcategory, protected from ${table} where _status = 'published' order by "order", created_at, id`;

async function readSqlite(url: string): Promise<Row[] | null> {
  if (!url.startsWith('file:')) throw new Error('the back office store is not a file');
  const { default: SQLite } = await import('better-sqlite3');
  const file = url.replace(/^file:(\/\/)?/, '').replace(/\?.*$/, '');
  const db = new SQLite(file, { readonly: true, fileMustExist: true, timeout: TIMEOUT_MS });
  try {
    if (!db.prepare('select 1 from payload_kv where key = ?').get(GALLERIES_SEED_KEY)) return null;
    return db.prepare(galleriesQuery('galleries')).all() as Row[];
  } finally {
    db.close();
  }
}

async function readPostgres(url: string, schema: string): Promise<Row[] | null> {
  const { default: pg } = await import('pg');
  const client = new pg.Client({
    connectionString: url,
    connectionTimeoutMillis: TIMEOUT_MS,
    query_timeout: TIMEOUT_MS,
  });
  const quoted = `"${schema.replace(/"/g, '""')}"`;
  try {
    await client.connect();
    const seeded = await client.query(`select 1 from ${quoted}.payload_kv where key = $1`, [GALLERIES_SEED_KEY]);
    if (seeded.rowCount === 0) return null;
    return (await client.query<Row>(galleriesQuery(`${quoted}.galleries`))).rows;
  } finally {
    await client.end().catch(() => undefined);
  }
}

/** The published galleries, or null while the back office has not imported its galleries yet (a fresh store). */
const readRows = (database: CmsDatabase): Promise<Row[] | null> =>
  database.kind === 'postgres' ? readPostgres(database.url, database.schema) : readSqlite(database.url);

/** An external provider's galleries of a page, in every language (the pages read each language's list). */
async function providerIds(baseUrl: string, page: GalleryPage): Promise<string[]> {
  const timed: typeof fetch = (input, init) => fetch(input, { ...init, signal: AbortSignal.timeout(TIMEOUT_MS) });
  const provider = createHttpProvider(baseUrl, { getArchitectureGalleries: async () => [] }, timed);
  const lists = await Promise.all(locales.map((lang) => provider.getGalleries(page, lang)));
  return [...new Set(lists.flat().map((gallery) => gallery.id))];
}

/** The store's galleries of each grid page; throws when they cannot be read (nothing is remembered then). */
export async function readGalleryDirectory(settings: Settings = env): Promise<GalleryDirectory> {
  const rows = await readRows(cmsDatabase(settings));
  if (!rows) throw new Error('the back office has not imported its galleries yet');
  const of = (category: string, keep: (row: Row) => boolean = () => true) =>
    rows.filter((row) => row.category === category && keep(row)).slice(0, MAX_PER_CATEGORY);
  const architecture = of('architecture', (row) =>
    architectureCategories.includes(row.subcategory as ArchitectureCategory),
  );

  const serverPage = async (page: GalleryPage, category: string): Promise<string[]> => {
    let ids: string[];
    if (settings.PROVIDER_API_URL) ids = await providerIds(settings.PROVIDER_API_URL, page).catch(() => []);
    else ids = of(category).map((row) => row.gallery_id);
    return ids.length > 0 ? ids : fallbackGallerySamples[page].map((sample) => sample.id);
  };
  const [publicidad, turismo] = await Promise.all([
    serverPage('publicidad', 'advertising'),
    serverPage('turismo', 'tourism'),
  ]);
  return {
    ids: {
      arquitectura: architecture.map((row) => row.gallery_id).filter(isGalleryId),
      publicidad: publicidad.filter(isGalleryId),
      turismo: turismo.filter(isGalleryId),
    },
    protectedIds: new Set(architecture.filter((row) => Boolean(row.protected)).map((row) => row.gallery_id)),
  };
}

/*
 * The answer is kept in memory for TTL_MS, shared by the proxy and the app in one process (a global, as they are built
 * apart). The studio's edit in the back office is seen at once (forgetGalleryDirectory, from the galleries' hooks and
 * /api/revalidate): by this process, and by every other one through Redis when it is set (lib/cache/shared-signal.ts),
 * else within TTL_MS. One read serves every request meanwhile, and a failed read is asked again only after RETRY_MS: a
 * flood of addresses, made-up ids or not, never reaches the store more than that.
 */
const TTL_MS = 30_000;
const RETRY_MS = 5_000;
/** A write's hooks run before its transaction ends: what is read at once may still be the old state. */
const SETTLE_MS = 1_000;
const MEMO = Symbol.for('studio.gallery-directory');

type Memo = { at: number; failed: boolean; value: Promise<GalleryDirectory | null> };
type Slot = { memo?: Memo };

function slot(): Slot {
  const holder = globalThis as { [MEMO]?: Slot };
  holder[MEMO] ??= {};
  return holder[MEMO];
}

onForget('galleries', () => {
  slot().memo = undefined;
});

/**
 * The galleries of each grid page, or null when the store cannot be read now (every id is then unknown: its address
 * shows the grid, as for an id that does not exist). Never rejects.
 */
export function galleryDirectory(
  read: () => Promise<GalleryDirectory> = readGalleryDirectory,
): Promise<GalleryDirectory | null> {
  const held = slot();
  const now = Date.now();
  const memo = held.memo;
  if (memo && now - memo.at < (memo.failed ? RETRY_MS : TTL_MS)) return memo.value;
  const entry: Memo = { at: now, failed: false, value: Promise.resolve(null) };
  entry.value = read().catch((error: unknown) => {
    entry.failed = true;
    entry.at = Date.now();
    console.warn(
      '[gallery] the galleries could not be read; their addresses show the grid for now:',
      error instanceof Error ? error.message : error,
    );
    return null;
  });
  held.memo = entry;
  return entry.value;
}

/**
 * Forgets the remembered answer (a gallery was published, changed or deleted) in every instance, at once and once its
 * write has ended. This also forgets which galleries are protected (lib/provider/media.ts).
 */
export function forgetGalleryDirectory(): void {
  forgetEverywhere('galleries');
  setTimeout(() => forgetEverywhere('galleries'), SETTLE_MS).unref?.();
}
