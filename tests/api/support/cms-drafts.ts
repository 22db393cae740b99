import type { Payload } from 'payload';
import { afterAll, beforeAll } from 'vitest';
import type { User } from './back-office';

type ContentDoc = { id: number; title: string; _status?: string };
export const stamp = Date.now().toString(36);
export const password = `Una-clave-larga-${stamp}`;
/** The tags each change expired, in order (cms/hooks/revalidate.ts). */
export const expired: string[][] = [];
// Set by setUpDraftsOffice's beforeAll: a test file imports them as live bindings, read once its tests run.
export let payload: Payload;
export let editor: User;
export let editorToken = '';

/* On PostgreSQL the test files share one store: the entries a file works on are its own, and go at the end. */
export const created: number[] = [];

/**
 * Starts the back office with an editor signed in (tests/api/cms-drafts-*.test.ts), and removes what the file made
 * when it ends. Call it at the top level, after setTestEnvironment.
 */
export function setUpDraftsOffice(): void {
  beforeAll(async () => {
    const { cms } = await import('@/lib/provider/cms');
    const { onRevalidate } = await import('@/cms/hooks/revalidate');
    payload = await cms();
    onRevalidate((tags) => expired.push(tags));
    const email = `drafts-editor-${stamp}@lumen.test`;
    editor = {
      ...(await payload.create({
        collection: 'users',
        overrideAccess: true,
        data: { email, password, role: 'editor' } as never,
      })),
      collection: 'users',
    } as unknown as User;
    editorToken = (await payload.login({ collection: 'users', data: { email, password } })).token ?? '';
  });

  afterAll(async () => {
    const { onRevalidate } = await import('@/cms/hooks/revalidate');
    for (const id of created)
      await payload.delete({ collection: 'contents', id, overrideAccess: true }).catch(() => undefined);
    await payload.delete({
      collection: 'payload-jobs',
      where: { taskSlug: { equals: 'schedulePublish' } },
      overrideAccess: true,
    });
    await payload.delete({
      collection: 'users',
      where: { email: { like: `-${stamp}@lumen.test` } },
      overrideAccess: true,
    });
    onRevalidate(null);
  });
}

export const asEditor = () => ({ user: editor, overrideAccess: false }) as const;

/** A published page text of its own on the `turismo` page, in three languages. */
export async function publishedEntry(name: string): Promise<ContentDoc> {
  const doc = await payload.create({
    collection: 'contents',
    locale: 'es',
    data: {
      entryId: `${name}-${stamp}`,
      page: 'turismo',
      section: 'ai',
      order: 90,
      title: `${name} es`,
      description: 'Uno',
      _status: 'published',
    } as never,
    ...asEditor(),
  });
  created.push(doc.id as number);
  for (const lang of ['en', 'it'] as const) {
    await payload.update({
      collection: 'contents',
      id: doc.id,
      locale: lang,
      data: { title: `${name} ${lang}`, description: 'One', _status: 'published' } as never,
      ...asEditor(),
    });
  }
  return doc as unknown as ContentDoc;
}

/** What a visitor reads of the entry in a language (the public read, lib/provider/cms/contents.ts). */
export async function visitorTitle(name: string, lang: 'es' | 'en' | 'it'): Promise<string | undefined> {
  const { readContents } = await import('@/lib/provider/cms/contents');
  const entries = await readContents({ page: 'turismo', section: 'ai', lang });
  return entries.find((entry) => entry.id === `${name}-${stamp}`)?.title;
}

/** What the editor reads when previewing (their session, verified as the preview route does). */
export async function previewTitle(name: string, lang: 'es' | 'en' | 'it'): Promise<string | undefined> {
  const { previewSessionFromHeaders } = await import('@/lib/provider/cms/preview');
  const { readContents } = await import('@/lib/provider/cms/contents');
  const session = await previewSessionFromHeaders(new Headers({ cookie: `payload-token=${editorToken}` }));
  const entries = await readContents({ page: 'turismo', section: 'ai', lang }, session);
  return entries.find((entry) => entry.id === `${name}-${stamp}`)?.title;
}
