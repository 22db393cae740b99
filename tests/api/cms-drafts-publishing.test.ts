import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  asEditor,
  editor,
  editorToken,
  expired,
  payload,
  publishedEntry,
  setUpDraftsOffice,
  visitorTitle,
} from './support/cms-drafts';
import { setTestEnvironment } from './support/environment';

// Publishing expires the page's tags for the languages that changed only; scheduled publishing runs a queued job at
// its time, from Vercel's cron or the server's own timer only.
setTestEnvironment({ CRON_SECRET: 'cron-secret-drafts-0123456789' });
setUpDraftsOffice();

const rest = await import('@/app/(payload)/cms-api/[...slug]/route');
const cron = await import('@/app/api/cron/scheduled-publish/route');

afterEach(() => {
  vi.useRealTimers();
});

describe('publishing', () => {
  it('changes the page, expiring exactly that page in the language it changed', async () => {
    const doc = await publishedEntry('publish');
    await payload.update({
      collection: 'contents',
      id: doc.id,
      locale: 'en',
      draft: true,
      data: { title: 'published en' } as never,
      ...asEditor(),
    });
    expired.length = 0;
    await payload.update({
      collection: 'contents',
      id: doc.id,
      locale: 'en',
      data: { _status: 'published' } as never,
      ...asEditor(),
    });
    expect(expired).toEqual([['contents:turismo:en']]);
    expect(await visitorTitle('publish', 'en')).toBe('published en');
    expect(await visitorTitle('publish', 'es')).toBe('publish es');
  });

  it('publishes drafts written in other languages too, and expires those languages as well', async () => {
    const doc = await publishedEntry('languages');
    await payload.update({
      collection: 'contents',
      id: doc.id,
      locale: 'it',
      draft: true,
      data: { title: 'lingue it' } as never,
      ...asEditor(),
    });
    expired.length = 0;
    // The editor publishes while looking at the English form: the Italian draft goes out with it.
    await payload.update({
      collection: 'contents',
      id: doc.id,
      locale: 'en',
      data: { _status: 'published' } as never,
      ...asEditor(),
    });
    expect(expired.flat().sort()).toEqual(['contents:turismo:en', 'contents:turismo:it']);
    expect(await visitorTitle('languages', 'it')).toBe('lingue it');
  });

  it('unpublishing takes the entry off its page in every language', async () => {
    const doc = await publishedEntry('unpublish');
    expired.length = 0;
    await payload.update({
      collection: 'contents',
      id: doc.id,
      locale: 'es',
      data: { _status: 'draft' } as never,
      ...asEditor(),
    });
    expect(expired.flat().sort()).toEqual(['contents:turismo:en', 'contents:turismo:es', 'contents:turismo:it']);
    expect(await visitorTitle('unpublish', 'es')).toBeUndefined();
  });

  it('a page global: a draft expires nothing, its publication the changed language only', async () => {
    const saved = (await payload.findGlobal({ slug: 'nm-ia-page', locale: 'en', depth: 0 })) as unknown as {
      quote: { text: string; author: string; role: string };
    };
    const { readNmIaPage } = await import('@/lib/provider/cms/pages');
    try {
      expired.length = 0;
      await payload.updateGlobal({
        slug: 'nm-ia-page',
        locale: 'en',
        draft: true,
        data: { quote: { ...saved.quote, text: 'A draft quote.' } } as never,
        ...asEditor(),
      });
      expect(expired).toEqual([]);
      expect((await readNmIaPage('en')).quote.text).toBe(saved.quote.text);
      await payload.updateGlobal({
        slug: 'nm-ia-page',
        locale: 'en',
        data: { _status: 'published' } as never,
        ...asEditor(),
      });
      expect(expired).toEqual([['cms:nm-ia-page:en']]);
      expect((await readNmIaPage('en')).quote.text).toBe('A draft quote.');
    } finally {
      await payload.updateGlobal({
        slug: 'nm-ia-page',
        locale: 'en',
        data: { quote: saved.quote, _status: 'published' } as never,
        overrideAccess: true,
      });
    }
  });
});

describe('scheduled publishing', () => {
  const queue = (id: number, at: Date) =>
    payload.jobs.queue({
      task: 'schedulePublish',
      // As the admin's schedule drawer queues it: the document, and who scheduled it (the publication runs with their
      // rights).
      input: {
        type: 'publish',
        doc: { relationTo: 'contents', value: String(id) },
        user: { relationTo: 'users', value: editor.id },
      } as never,
      waitUntil: at,
    });

  it('publishes nothing before its time, and the draft at its time (a controlled clock)', async () => {
    const { hasDueJobs, runDueJobs } = await import('@/lib/provider/cms/jobs');
    const doc = await publishedEntry('scheduled');
    await payload.update({
      collection: 'contents',
      id: doc.id,
      locale: 'es',
      draft: true,
      data: { title: 'scheduled later' } as never,
      ...asEditor(),
    });
    const at = new Date(Date.now() + 3 * 24 * 3600 * 1000);
    await queue(doc.id, at);

    // The server's timer asks first, and calls its cron route only when something is due.
    expect(await hasDueJobs(new Date(at.getTime() - 60_000))).toBe(false);
    expect(await hasDueJobs(new Date(at.getTime() + 60_000))).toBe(true);

    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date(at.getTime() - 60_000));
    expired.length = 0;
    await runDueJobs();
    expect(await visitorTitle('scheduled', 'es')).toBe('scheduled es');
    expect(expired).toEqual([]);

    vi.setSystemTime(new Date(at.getTime() + 60_000));
    const { ran } = await runDueJobs();
    expect(ran).toBeGreaterThanOrEqual(1);
    expect(await visitorTitle('scheduled', 'es')).toBe('scheduled later');
    // A Spanish publication shows in all three languages' pages (the others fall back to Spanish where empty).
    expect(expired.flat().sort()).toEqual(['contents:turismo:en', 'contents:turismo:es', 'contents:turismo:it']);
  });

  it('the cron route runs what is due only for Vercel’s cron (CRON_SECRET) or the server’s own timer', async () => {
    const { localRunnerKey } = await import('@/lib/access/local-runner');
    const call = (authorization?: string) =>
      cron.GET(
        new Request('http://localhost:3000/api/cron/scheduled-publish', {
          headers: authorization ? { authorization } : {},
        }),
      );
    for (const authorization of [
      undefined,
      'Bearer wrong-secret-0123456789',
      'cron-secret-drafts-0123456789',
      `JWT ${editorToken}`,
    ]) {
      expect((await call(authorization)).status).toBe(401);
    }
    const doc = await publishedEntry('cron');
    await payload.update({
      collection: 'contents',
      id: doc.id,
      locale: 'es',
      draft: true,
      data: { title: 'cron now' } as never,
      ...asEditor(),
    });
    await queue(doc.id, new Date(Date.now() - 1000));
    const response = await call('Bearer cron-secret-drafts-0123456789');
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ success: true });
    expect(await visitorTitle('cron', 'es')).toBe('cron now');
    expect((await call(`Bearer ${localRunnerKey()}`)).status).toBe(200);
  });

  it('Payload’s own job-run endpoint refuses everyone, the cron and the local runner too: it would skip the lease', async () => {
    const { localRunnerKey } = await import('@/lib/access/local-runner');
    const callers = [
      {},
      { authorization: `JWT ${editorToken}` },
      { authorization: 'Bearer cron-secret-drafts-0123456789' },
      { authorization: `Bearer ${localRunnerKey()}` },
    ];
    for (const headers of callers as Record<string, string>[]) {
      const url = new URL('http://localhost:3000/cms-api/payload-jobs/run');
      const response = await rest.GET(new Request(url, { headers }), {
        params: Promise.resolve({ slug: ['payload-jobs', 'run'] }),
      });
      expect(response.status).toBe(401);
    }
  });
});
