import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Payload } from 'payload';
import { setTestEnvironment } from './support/environment';

/*
 * Who previews drafts (lib/provider/cms/preview.ts): only a request in Next's draft mode whose Payload session is a
 * staff account's. Outside a request, without a session, with a forged or bogus token, everyone reads as a visitor.
 */
setTestEnvironment();

const stamp = Date.now().toString(36);
const password = `Una-clave-larga-${stamp}`;
let payload: Payload;
const tokens: Record<'owner' | 'editor', string> = { owner: '', editor: '' };

beforeAll(async () => {
  const { cms } = await import('@/lib/provider/cms');
  payload = await cms();
  for (const role of ['owner', 'editor'] as const) {
    const email = `preview-${role}-${stamp}@lumen.test`;
    await payload.create({ collection: 'users', overrideAccess: true, data: { email, password, role } as never });
    tokens[role] = (await payload.login({ collection: 'users', data: { email, password } })).token ?? '';
  }
});

afterAll(async () => {
  await payload.delete({
    collection: 'users',
    where: { email: { like: `-${stamp}@lumen.test` } },
    overrideAccess: true,
  });
});

describe('the previewing editor', () => {
  it('is nobody outside a request in draft mode (a script, a test, a static render)', async () => {
    const { previewingEditor } = await import('@/lib/provider/cms/preview');
    expect(await previewingEditor()).toBeNull();
  });

  it('is nobody without a back-office session, or with a token that is not one', async () => {
    const { previewSessionFromHeaders } = await import('@/lib/provider/cms/preview');
    expect(await previewSessionFromHeaders(new Headers())).toBeNull();
    expect(await previewSessionFromHeaders(new Headers({ cookie: '__prerender_bypass=stolen-or-stale' }))).toBeNull();
    expect(await previewSessionFromHeaders(new Headers({ cookie: 'payload-token=not-a-token' }))).toBeNull();
    const forged = `${tokens.editor.slice(0, -4)}AAAA`;
    expect(await previewSessionFromHeaders(new Headers({ cookie: `payload-token=${forged}` }))).toBeNull();
  });

  it.each(['owner', 'editor'] as const)(
    'is the %s signed in to the back office, read with their rights',
    async (role) => {
      const { previewSessionFromHeaders, readMode } = await import('@/lib/provider/cms/preview');
      const session = await previewSessionFromHeaders(new Headers({ cookie: `payload-token=${tokens[role]}` }));
      expect(session).toMatchObject({ role, email: `preview-${role}-${stamp}@lumen.test` });
      const mode = readMode(session);
      expect(mode).toMatchObject({ draft: true, overrideAccess: false });
      expect(mode.user?.id).toBe(session?.userId);
    },
  );

  it('reads as a visitor for no session, or for a session it did not verify itself', async () => {
    const { readMode } = await import('@/lib/provider/cms/preview');
    expect(readMode(null)).toEqual({ draft: false, overrideAccess: false });
    expect(readMode({ userId: 1, role: 'owner' })).toEqual({ draft: false, overrideAccess: false });
  });
});
