import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { resetDatabase, setTestEnvironment } from './support/environment';
import { body, jsonRequest } from './support/requests';

const environment = setTestEnvironment({ RATE_LIMIT_PASSWORD_ATTEMPTS: '3' });
const verify = await import('@/app/api/gallery/verify-password/route');
const { hasGalleryAccess, galleryAccessCookieName } = await import('@/lib/access/gallery-access');
const { closeStore } = await import('@/lib/provider/embedded/db/connection');
const { ownerSetsGalleryPassword, restoreGalleryPassword, storedGalleryHash } =
  await import('./support/gallery-passwords');
const { GET: serveMedia } = await import('@/app/media/[...path]/route');

const gallery = 'boutique-privada-retail';

beforeAll(resetDatabase);
afterAll(closeStore);

function cookieHeader(response: Response): string {
  return (response.headers.get('set-cookie') ?? '').split(';')[0] ?? '';
}

describe(`Gallery password on ${environment.driver}`, () => {
  it('stores the password hashed in the gallery itself, never as written', async () => {
    const hash = await storedGalleryHash(gallery);
    expect(hash).toMatch(/^scrypt\$/);
    expect(hash).not.toContain('lumen-retail-2025');
  });

  it("answers a wrong password with success false and 'Contraseña incorrecta', without a cookie", async () => {
    const response = await verify.POST(
      jsonRequest('/api/gallery/verify-password', { galleryId: gallery, password: 'guess' }, { ip: '198.51.100.1' }),
    );
    expect(response.status).toBe(200);
    expect(await body(response)).toMatchObject({ success: false, message: 'Contraseña incorrecta' });
    expect(response.headers.get('set-cookie')).toBeNull();
  });

  it('unlocks with the right password: success and an httpOnly cookie that opens that gallery only', async () => {
    const response = await verify.POST(
      jsonRequest('/api/gallery/verify-password?lang=en', { galleryId: gallery, password: 'lumen-retail-2025' }),
    );
    expect(response.status).toBe(200);
    expect(await body(response)).toMatchObject({ success: true, message: 'Gallery unlocked.' });
    const setCookie = response.headers.get('set-cookie') ?? '';
    expect(setCookie).toContain(`${galleryAccessCookieName(gallery)}=`);
    expect(setCookie.toLowerCase()).toContain('httponly');
    expect(setCookie.toLowerCase()).toContain('path=/');
    const cookie = cookieHeader(response);
    expect(await hasGalleryAccess(`theme=dark; ${cookie}`, gallery)).toBe(true);
    expect(
      await hasGalleryAccess(
        cookie.replace(`${galleryAccessCookieName(gallery)}`, galleryAccessCookieName('another-gallery')),
        'another-gallery',
      ),
    ).toBe(false);
  });

  it('refuses a missing, forged, tampered or expired cookie', async () => {
    const name = galleryAccessCookieName(gallery);
    const future = Math.floor(Date.now() / 1000) + 3600;
    expect(await hasGalleryAccess(undefined, gallery)).toBe(false);
    expect(await hasGalleryAccess('', gallery)).toBe(false);
    expect(await hasGalleryAccess(`${name}=${future}.forged`, gallery)).toBe(false);
    expect(await hasGalleryAccess(`${name}=%E0%A4%A`, gallery)).toBe(false);
    const response = await verify.POST(
      jsonRequest('/api/gallery/verify-password', { galleryId: gallery, password: 'lumen-retail-2025' }),
    );
    const [, value = ''] = cookieHeader(response).split('=');
    const [expires = '', mac = ''] = value.split('.');
    expect(await hasGalleryAccess(`${name}=${Number(expires) + 10}.${mac}`, gallery)).toBe(false);
    expect(await hasGalleryAccess(`${name}=${value}`, gallery, (Number(expires) + 1) * 1000)).toBe(false);
    expect(await hasGalleryAccess({ get: (key: string) => (key === name ? { value } : undefined) }, gallery)).toBe(
      true,
    );
  });

  it('accepts only the exact signed value: nothing after the signature, no other spelling of the expiry', async () => {
    const name = galleryAccessCookieName(gallery);
    const response = await verify.POST(
      jsonRequest('/api/gallery/verify-password', { galleryId: gallery, password: 'lumen-retail-2025' }),
    );
    const value = cookieHeader(response).slice(name.length + 1);
    const [expires = '', mac = ''] = value.split('.');
    expect(await hasGalleryAccess(`${name}=${value}`, gallery)).toBe(true);
    for (const variant of [
      `${value}.extra`,
      `${value}.`,
      `${value}x`,
      `0${expires}.${mac}`,
      `0x${Number(expires).toString(16)}.${mac}`,
      ` ${value}`,
    ]) {
      expect(await hasGalleryAccess(`${name}=${encodeURIComponent(variant)}`, gallery), variant).toBe(false);
      expect(
        await hasGalleryAccess({ get: (key: string) => (key === name ? { value: variant } : undefined) }, gallery),
        variant,
      ).toBe(false);
    }
  });

  it('marks the unlock cookie Secure when the visitor came over HTTPS (the proxy trusted here says so), not otherwise', async () => {
    const unlock = (proto: string) =>
      verify.POST(
        jsonRequest(
          '/api/gallery/verify-password',
          { galleryId: gallery, password: 'lumen-retail-2025' },
          { headers: { 'x-forwarded-proto': proto } },
        ),
      );
    // SITE_URL is http here: only the request decides.
    expect((await unlock('https')).headers.get('set-cookie')?.toLowerCase()).toContain('; secure');
    expect((await unlock('http')).headers.get('set-cookie')?.toLowerCase()).not.toContain('secure');
  });

  it('answers an unknown gallery with 404 and success false', async () => {
    const response = await verify.POST(
      jsonRequest('/api/gallery/verify-password', { galleryId: 'no-such-gallery', password: 'x' }),
    );
    expect(response.status).toBe(404);
    expect(await body(response)).toMatchObject({ success: false });
  });

  it('limits attempts per client and gallery with 429 and Retry-After', async () => {
    const ip = '198.51.100.2';
    const statuses: number[] = [];
    let last: Response | undefined;
    for (let attempt = 0; attempt < 4; attempt += 1) {
      last = await verify.POST(
        jsonRequest('/api/gallery/verify-password', { galleryId: gallery, password: `try-${attempt}` }, { ip }),
      );
      statuses.push(last.status);
    }
    expect(statuses).toEqual([200, 200, 200, 429]);
    expect(Number(last?.headers.get('retry-after'))).toBeGreaterThan(0);
    // Even the right password waits out the limit, so guessing cannot be sped up.
    const right = await verify.POST(
      jsonRequest('/api/gallery/verify-password', { galleryId: gallery, password: 'lumen-retail-2025' }, { ip }),
    );
    expect(right.status).toBe(429);
    // Another client is not affected.
    const other = await verify.POST(
      jsonRequest(
        '/api/gallery/verify-password',
        { galleryId: gallery, password: 'lumen-retail-2025' },
        { ip: '198.51.100.3' },
      ),
    );
    expect(other.status).toBe(200);
  });

  it('a changed password locks out every cookie given for the old one; the new password unlocks again', async () => {
    const unlock = async (password: string) =>
      cookieHeader(await verify.POST(jsonRequest('/api/gallery/verify-password', { galleryId: gallery, password })));
    const media = (cookie: string) =>
      serveMedia(new Request(`http://localhost/media/architecture/${gallery}/01.jpg`, { headers: { cookie } }), {
        params: Promise.resolve({ path: ['architecture', gallery, '01.jpg'] }),
      });
    const old = await unlock('lumen-retail-2025');
    expect(await hasGalleryAccess(old, gallery)).toBe(true);
    expect((await media(old)).status).toBe(200);

    await ownerSetsGalleryPassword(gallery, 'Nueva-clave-del-retail-2026');

    expect(await hasGalleryAccess(old, gallery)).toBe(false);
    expect((await media(old)).status).toBe(403);
    const renewed = await unlock('Nueva-clave-del-retail-2026');
    expect(await hasGalleryAccess(renewed, gallery)).toBe(true);
    expect((await media(renewed)).status).toBe(200);
    // On PostgreSQL the files share one database: the next file meets the demo password again.
    await restoreGalleryPassword(gallery, 'lumen-retail-2025');
  });
});
