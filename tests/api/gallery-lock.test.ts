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
const { restoreGalleryPassword } = await import('./support/gallery-passwords');

const gallery = 'boutique-privada-retail';
const right = 'lumen-retail-2025';

beforeAll(resetDatabase);
afterAll(closeStore);

let client = 0;
const from = (ip: string, password: string, lang = 'es') =>
  verify.POST(jsonRequest(`/api/gallery/verify-password?lang=${lang}`, { galleryId: gallery, password }, { ip }));
/** Each attempt from an address never seen before, as a botnet rotating its addresses would send it. */
const attempt = (password: string, lang = 'es') => {
  client += 1;
  return from(`203.0.${client >> 8}.${client & 255}`, password, lang);
};

describe(`a ceiling on wrong passwords from all clients together (${environment.driver})`, () => {
  it('rotating clients meet it: the gallery locks for the clients that guessed wrong, the right password too', async () => {
    for (let i = 0; i < CEILING; i += 1) {
      const response = await attempt(`guess-${i}`);
      expect(response.status, `guess ${i}`).toBe(200);
      expect(await body(response)).toMatchObject({ success: false, message: 'Contraseña incorrecta' });
    }
    const guessers = ['203.0.0.1', '203.0.0.2', '203.0.0.3'];
    const locked = await from(guessers[0] ?? '', right);
    expect(locked.status).toBe(429);
    expect(Number(locked.headers.get('retry-after'))).toBeGreaterThan(WINDOW_SECONDS - 5);
    expect(locked.headers.get('set-cookie')).toBeNull();
    expect(await body(locked)).toMatchObject({
      success: false,
      message: 'Demasiados intentos. Vuelve a intentarlo dentro de 15 minutos.',
    });
    expect(await body(await from(guessers[1] ?? '', right, 'en'))).toMatchObject({
      message: 'Too many attempts. Try again in 15 minutes.',
    });
    expect(await body(await from(guessers[2] ?? '', right, 'it'))).toMatchObject({
      message: 'Troppi tentativi. Riprova tra 15 minuti.',
    });
  });

  it('a client that never guessed wrong gets in at once with the right password, lock or not', async () => {
    expect(await galleryLockWait(gallery)).not.toBeNull();
    const clean = await from('198.51.100.77', right);
    expect(clean.status).toBe(200);
    expect(await body(clean)).toMatchObject({ success: true });
  });

  it('keeps the lock in the database, where every instance reads it', async () => {
    const { db } = await getStore();
    const row = await db
      .selectFrom('rate_limits')
      .select('reset_at')
      .where('key', '=', `gallery-lock:${gallery}`)
      .executeTakeFirstOrThrow();
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

  it('one client’s wrong guesses lock that client alone, twice as long each time; another client is not held', async () => {
    const { db } = await getStore();
    await db.deleteFrom('rate_limits').execute();
    const { clientScope, lockWait, recordFailure } = await import('@/lib/provider/embedded/gallery-lock');
    const scope = clientScope(gallery, '192.0.2.50');
    let now = Date.now();
    const waits: number[] = [];
    for (let lock = 0; lock < 4; lock += 1) {
      now += ((await lockWait(scope, now)) ?? 0) * 1000 + 1000;
      for (let i = 0; i < 3; i += 1) await recordFailure(scope, 3, now);
      waits.push(Math.round(((await lockWait(scope, now)) ?? 0) / 60));
    }
    expect(waits).toEqual([15, 30, 60, 120]);
    expect(await galleryLockWait(gallery)).toBeNull();
    await db.deleteFrom('rate_limits').execute();
    for (let i = 0; i < 3; i += 1) expect((await from('192.0.2.51', `wrong-${i}`)).status).toBe(200);
    expect((await from('192.0.2.51', right)).status).toBe(429);
    expect((await from('192.0.2.52', right)).status).toBe(200);
  });

  it('a gallery without the lock is not touched: below the ceiling, the right password unlocks', async () => {
    const { db } = await getStore();
    await db.deleteFrom('rate_limits').execute();
    // Another file may have changed the password in a database the files share (PostgreSQL).
    await restoreGalleryPassword(gallery, right);
    for (let i = 0; i < CEILING - 1; i += 1) await attempt(`guess-${i}`);
    const response = await attempt(right);
    expect(response.status).toBe(200);
    expect(await body(response)).toMatchObject({ success: true });
  });
});
