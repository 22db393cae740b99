import type { Payload } from 'payload';
import { SKIP_REVALIDATE } from '@/lib/provider/content-tags';

export const VERSIONED_COLLECTIONS = ['contents', 'galleries', 'legal-pages'] as const;
export const VERSIONED_GLOBALS = ['home-page', 'services-page', 'nm-ia-page'] as const;

/** Recorded in Payload's key-value store once every published document has a version. */
export const FIRST_VERSIONS_KEY = 'versions:first';
const PAGE_SIZE = 100;

/**
 * A site upgraded from before drafts keeps its content published (the migration sets `_status`), but its documents
 * have no version yet, so the history would start at the first edit, without the text the site showed. Once, after
 * the migrations, each published document without a version gets one: published again, unchanged, without expiring
 * anything. A document Payload refuses is logged and left as it is (it stays published); the start goes on.
 */
export async function ensureFirstVersions(payload: Payload): Promise<number> {
  if (await payload.kv.has(FIRST_VERSIONS_KEY)) return 0;
  const context = { [SKIP_REVALIDATE]: true };
  let made = 0;
  const publish = async (label: string, write: () => Promise<unknown>) => {
    try {
      await write();
      made++;
    } catch (error) {
      payload.logger.error(
        `[cms] ${label}: no first version (${error instanceof Error ? error.message : 'unknown error'})`,
      );
    }
  };
  for (const collection of VERSIONED_COLLECTIONS) {
    for (let page = 1; ; page++) {
      const { docs, hasNextPage } = await payload.find({
        collection,
        where: { _status: { equals: 'published' } },
        depth: 0,
        limit: PAGE_SIZE,
        page,
        overrideAccess: true,
      });
      for (const { id } of docs) {
        const { totalDocs } = await payload.countVersions({
          collection,
          where: { parent: { equals: id } },
          overrideAccess: true,
        });
        if (totalDocs > 0) continue;
        await publish(`${collection} ${id}`, () =>
          payload.update({
            collection,
            id,
            data: { _status: 'published' } as never,
            context,
            depth: 0,
            overrideAccess: true,
          }),
        );
      }
      if (!hasNextPage) break;
    }
  }
  for (const slug of VERSIONED_GLOBALS) {
    const { totalDocs } = await payload.countGlobalVersions({ global: slug, overrideAccess: true });
    if (totalDocs > 0) continue;
    const doc = (await payload.findGlobal({ slug, depth: 0, overrideAccess: true })) as {
      _status?: string | null;
      updatedAt?: string | null;
    };
    // A global never written (a store without the first import) has nothing to keep.
    if (doc._status !== 'published' || !doc.updatedAt) continue;
    await publish(slug, () =>
      payload.updateGlobal({ slug, data: { _status: 'published' } as never, context, depth: 0, overrideAccess: true }),
    );
  }
  await payload.kv.set(FIRST_VERSIONS_KEY, { at: new Date().toISOString(), made });
  return made;
}
