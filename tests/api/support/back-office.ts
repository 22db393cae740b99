import type { Payload } from 'payload';
import { afterAll, beforeAll } from 'vitest';

export type User = { id: number | string; role: 'owner' | 'editor'; email: string; collection: 'users' };
type Kept = { collection: 'galleries' | 'media' | 'users' | 'contents'; id: number | string };

// Set by setUpBackOffice's beforeAll: a test file imports them as live bindings, read once its tests run.
export let payload: Payload;
export let owner: User;
export let editor: User;
/** The tags each change expired, in order (cms/hooks/revalidate.ts). */
export const expired: string[][] = [];
export const stamp = Date.now().toString(36);

/*
 * On PostgreSQL the test files share one store: everything a file creates is removed again, and what it changes is
 * put back, so the files after it see the imported content only.
 */
const created: Kept[] = [];
export const keep = <T extends { id: number | string }>(collection: Kept['collection'], doc: T): T => {
  created.push({ collection, id: doc.id });
  return doc;
};

export const asUser = (user: User | undefined) => ({ overrideAccess: false, ...(user ? { user } : {}) }) as const;

/**
 * Starts the back office on this file's store with an owner and an editor (`<emailPrefix><role>-<stamp>@lumen.test`),
 * and removes them and what `keep` kept when the file ends. Call it at the top level, after setTestEnvironment.
 */
export function setUpBackOffice({ emailPrefix = '' }: { emailPrefix?: string } = {}): void {
  beforeAll(async () => {
    const { cms } = await import('@/lib/provider/cms');
    const { onRevalidate } = await import('@/cms/hooks/revalidate');
    payload = await cms();
    onRevalidate((tags) => expired.push(tags));
    const make = async (role: 'owner' | 'editor') =>
      ({
        ...(await payload.create({
          collection: 'users',
          overrideAccess: true,
          data: {
            email: `${emailPrefix}${role}-${stamp}@lumen.test`,
            password: `Una-clave-larga-${stamp}`,
            role,
          } as never,
        })),
        collection: 'users',
      }) as unknown as User;
    owner = await make('owner');
    editor = await make('editor');
  });

  afterAll(async () => {
    const { onRevalidate } = await import('@/cms/hooks/revalidate');
    for (const { collection, id } of created.reverse())
      await payload.delete({ collection, id, overrideAccess: true }).catch(() => undefined);
    await payload.delete({
      collection: 'users',
      where: { email: { like: `-${stamp}@lumen.test` } },
      overrideAccess: true,
    });
    onRevalidate(null);
  });
}
