import type { Payload } from 'payload';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { resetDatabase, setTestEnvironment } from './support/environment';
import { raceInstances } from './support/instances';

/*
 * The back office's timed jobs on several instances (issue 48): two server processes on one database run the due
 * scheduled publications and the draft clean-up at the same moment. Each publication goes out once, and one of them
 * cleans up.
 */
const environment = setTestEnvironment();
const { getStore, closeStore } = await import('@/lib/provider/embedded/db/connection');
const stamp = Date.now().toString(36);
let payload: Payload;
let editorId: number | string;
const created: (number | string)[] = [];

beforeAll(async () => {
  await resetDatabase();
  payload = await (await import('@/lib/provider/cms')).cms();
  const editor = await payload.create({
    collection: 'users',
    overrideAccess: true,
    data: { email: `jobs-editor-${stamp}@lumen.test`, password: `Una-clave-larga-${stamp}`, role: 'editor' } as never,
  });
  editorId = editor.id;
});

afterAll(async () => {
  for (const id of created)
    await payload.delete({ collection: 'contents', id, overrideAccess: true }).catch(() => undefined);
  await payload.delete({ collection: 'users', id: editorId, overrideAccess: true });
  const { db } = await getStore();
  await db.deleteFrom('job_leases').execute();
  await closeStore();
});

/** A published entry with a newer draft, and its publication queued for a minute ago. */
async function scheduled(index: number): Promise<number | string> {
  const data = { entryId: `jobs-${index}-${stamp}`, page: 'turismo', section: 'ai', order: 95, description: 'Uno' };
  const doc = await payload.create({
    collection: 'contents',
    locale: 'es',
    data: { ...data, title: `antes ${index}`, _status: 'published' } as never,
    overrideAccess: true,
  });
  created.push(doc.id);
  await payload.update({
    collection: 'contents',
    id: doc.id,
    locale: 'es',
    draft: true,
    data: { title: `después ${index}` } as never,
    overrideAccess: true,
  });
  await payload.jobs.queue({
    task: 'schedulePublish',
    input: {
      type: 'publish',
      doc: { relationTo: 'contents', value: String(doc.id) },
      user: { relationTo: 'users', value: editorId },
    } as never,
    waitUntil: new Date(Date.now() - 60_000),
  });
  return doc.id;
}

const publishedVersions = async (id: number | string) =>
  (
    await payload.countVersions({
      collection: 'contents',
      where: { and: [{ parent: { equals: id } }, { 'version._status': { equals: 'published' } }] },
      overrideAccess: true,
    })
  ).totalDocs;

describe(`Scheduled publishing and draft clean-up from two instances on ${environment.driver}`, () => {
  it('publishes each due job once and cleans up once when two processes run them together', async () => {
    const ids = [await scheduled(1), await scheduled(2), await scheduled(3)];
    const before = await Promise.all(ids.map(publishedVersions));
    const abandoned = (
      await payload.create({ collection: 'galleries', data: {} as never, draft: true, overrideAccess: true })
    ).id;

    const now = new Date(Date.now() + 2 * 60 * 60_000).toISOString();
    const results = (await raceInstances(2, 'run-cms-jobs.ts', { NOW: now })) as { ran: number; discarded: number }[];

    expect(results.map((result) => result.ran).reduce((a, b) => a + b, 0)).toBe(3);
    expect(await Promise.all(ids.map(publishedVersions))).toEqual(before.map((count) => count + 1));
    for (const [index, id] of ids.entries()) {
      const doc = await payload.findByID({ collection: 'contents', id, locale: 'es', overrideAccess: true });
      expect((doc as unknown as { title: string }).title).toBe(`después ${index + 1}`);
    }
    const left = await payload.count({
      collection: 'payload-jobs',
      where: { taskSlug: { equals: 'schedulePublish' } },
      overrideAccess: true,
    });
    expect(left.totalDocs).toBe(0);

    // The clean-up ran in one of them only; the other found its lease taken.
    expect(results.filter((result) => result.discarded > 0)).toHaveLength(1);
    const gone = await payload.find({
      collection: 'galleries',
      draft: true,
      where: { id: { equals: abandoned } },
      overrideAccess: true,
      depth: 0,
    });
    expect(gone.totalDocs).toBe(0);
  }, 120_000);
});
