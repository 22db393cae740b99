import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { resetDatabase, setTestEnvironment } from './support/environment';
import { body, jsonRequest } from './support/requests';

const CEILING = 6;
const WINDOW_SECONDS = 900;
const environment = setTestEnvironment({
  RATE_LIMIT_PASSWORD_ATTEMPTS: '3',
  RATE_LIMIT_PASSWORD_WINDOW_SECONDS: String(WINDOW_SECONDS),
  RATE_LIMIT_GALLERY_FAILURES: String(CEILING),
});
const verify = await import('@/app/api/gallery/verify-password/route');
const { galleryLockWait, recordGalleryFailure } = await import('@/lib/provider/embedded/gallery-lock');
const { getStore, closeStore } = await import('@/lib/provider/embedded/db/connection');
const { hashPassword } = await import('@/lib/provider/embedded/password-hash');

const gallery = 'boutique-privada-retail';
const right = 'lumen-retail-2025';

beforeAll(resetDatabase);
afterAll(closeStore);

let client = 0;
/** Each attempt from an address never seen before, as a botnet rotating its addresses would send it. */
const attempt = (password: string, lang = 'es') => {
  client += 1;
  return verify.POST(jsonRequest(`/api/gallery/verify-password?lang=${lang}`, { galleryId: gallery, password }, { ip: `203.0.${client >> 8}.${client & 255}` }));
};

describe(`a ceiling on wrong passwords from all clients together (${environment.driver})`, () => {
  it('rotating clients meet it: the gallery locks for everyone, the right password too, with a clear wait', async () => {
    for (let i = 0; i < CEILING; i += 1) {
      const response = await attempt(`guess-${i}`);
      expect(response.status, `guess ${i}`).toBe(200);
      expect(await body(response)).toMatchObject({ success: false, message: 'Contraseña incorrecta' });
    }
    const locked = await attempt(right);
    expect(locked.status).toBe(429);
    expect(Number(locked.headers.get('retry-after'))).toBeGreaterThan(WINDOW_SECONDS - 5);
    expect(locked.headers.get('set-cookie')).toBeNull();
    expect(await body(locked)).toMatchObject({ success: false, message: 'Demasiados intentos. Vuelve a intentarlo dentro de 15 minutos.' });
    expect(await body(await attempt(right, 'en'))).toMatchObject({ message: 'Too many attempts. Try again in 15 minutes.' });
    expect(await body(await attempt(right, 'it'))).toMatchObject({ message: 'Troppi tentativi. Riprova tra 15 minuti.' });
  });

  it('keeps the lock in the database, where every instance reads it', async () => {
    const { db } = await getStore();
    const row = await db.selectFrom('rate_limits').select('reset_at').where('key', '=', `gallery-lock:${gallery}`).executeTakeFirstOrThrow();
    expect(Number(row.reset_at)).toBeGreaterThan(Date.now());
  });

  it('locks twice as long each time the ceiling is met again, up to a day', async () => {
    let now = Date.now();
    const waits: number[] = [];
    for (let lock = 0; lock < 8; lock += 1) {
      now += ((await galleryLockWait(gallery, now)) ?? 0) * 1000 + 1000;
      expect(await galleryLockWait(gallery, now)).toBeNull();
      for (let i = 0; i < CEILING; i += 1) await recordGalleryFailure(gallery, now);
      waits.push((await galleryLockWait(gallery, now)) ?? 0);
    }
    const minutes = waits.map((seconds) => Math.round(seconds / 60));
    expect(minutes).toEqual([30, 60, 120, 240, 480, 960, 1440, 1440]);
  });

  it('a gallery without the lock is not touched: below the ceiling, the right password unlocks', async () => {
    const { db } = await getStore();
    await db.deleteFrom('rate_limits').execute();
    // Another file may have changed the password in a database the files share (PostgreSQL).
    await db.updateTable('gallery_passwords').set({ password_hash: await hashPassword(right) }).where('gallery_id', '=', gallery).execute();
    for (let i = 0; i < CEILING - 1; i += 1) await attempt(`guess-${i}`);
    const response = await attempt(right);
    expect(response.status).toBe(200);
    expect(await body(response)).toMatchObject({ success: true });
  });
});
