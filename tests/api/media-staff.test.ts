import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Payload } from 'payload';
import { GET } from '@/app/media/[...path]/route';
import { PROTECTED_RETAIL_GALLERY_ID } from '@/lib/provider/embedded/content/galleries/architecture-manifest';
import { setTestEnvironment } from './support/environment';

/*
 * The admin shows a locked gallery's archive photographs as thumbnails (cms/admin/archive-picture.tsx): the media
 * route serves them to a signed-in staff account without the gallery's password, and to nobody else.
 */
setTestEnvironment();

const stamp = Date.now().toString(36);
const password = `Una-clave-larga-${stamp}`;
const photo = `architecture/${PROTECTED_RETAIL_GALLERY_ID}/01.jpg`;
let payload: Payload;
let token = '';
let userId: number | string = '';

const media = (cookie?: string) =>
  GET(new Request(`http://localhost/media/${photo}?w=384`, { headers: cookie ? { cookie } : {} }), {
    params: Promise.resolve({ path: photo.split('/') }),
  });

beforeAll(async () => {
  const { cms } = await import('@/lib/provider/cms');
  payload = await cms();
  const email = `media-editor-${stamp}@lumen.test`;
  const user = await payload.create({
    collection: 'users',
    overrideAccess: true,
    data: { email, password, role: 'editor' } as never,
  });
  userId = user.id;
  token = (await payload.login({ collection: 'users', data: { email, password } })).token ?? '';
});

afterAll(async () => {
  await payload.delete({
    collection: 'users',
    where: { email: { like: `-${stamp}@lumen.test` } },
    overrideAccess: true,
  });
});

describe('a protected gallery’s photographs for the studio’s staff', () => {
  it('are served to a signed-in editor, privately, never to a shared cache', async () => {
    const response = await media(`payload-token=${token}`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('image/webp');
    expect(response.headers.get('cache-control')).toContain('private');
    expect(response.headers.get('cdn-cache-control')).toBe('no-store');
  });

  it('are refused without a session, with a forged or bogus token', async () => {
    expect((await media()).status).toBe(403);
    expect((await media('payload-token=not-a-token')).status).toBe(403);
    expect((await media(`payload-token=${token.slice(0, -4)}AAAA`)).status).toBe(403);
  });

  it('are refused to the token of an account removed since', async () => {
    await payload.delete({ collection: 'users', id: userId, overrideAccess: true });
    expect((await media(`payload-token=${token}`)).status).toBe(403);
  });
});
