import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { forgetGalleryDirectory, galleryDirectory, type GalleryDirectory } from '@/lib/provider/gallery-directory';

/*
 * What the proxy asks before a gallery's address is rendered (proxy.ts): one read of the store serves every request for
 * a while, whatever ids they name, so that no flood of addresses reaches the store. The read itself is tested against
 * a real back-office store in tests/api/gallery-directory.test.ts.
 */
const directory = (...turismo: string[]): GalleryDirectory => ({
  ids: { arquitectura: [], publicidad: [], turismo },
  protectedIds: new Set(),
});

describe('the galleries the proxy opens, kept in memory', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    forgetGalleryDirectory();
    // Past the second forgetting, a moment later.
    vi.advanceTimersByTime(1_000);
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.restoreAllMocks();
  });

  it('reads the store once for all the requests made at the same moment or later within 30 s', async () => {
    const read = vi.fn(async () => directory('laos'));
    const answers = await Promise.all(Array.from({ length: 50 }, () => galleryDirectory(read)));
    expect(answers.every((answer) => answer?.ids.turismo[0] === 'laos')).toBe(true);
    vi.advanceTimersByTime(29_000);
    await galleryDirectory(read);
    expect(read).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(2_000);
    expect((await galleryDirectory(async () => directory('laos', 'ruta-nueva')))?.ids.turismo).toEqual([
      'laos',
      'ruta-nueva',
    ]);
  });

  it('reads again at once after a change in the back office, and once more when its write has ended', async () => {
    await galleryDirectory(async () => directory('laos'));
    forgetGalleryDirectory();
    // Read while the write may not have ended: the old list.
    expect((await galleryDirectory(async () => directory('laos')))?.ids.turismo).toEqual(['laos']);
    vi.advanceTimersByTime(1_000);
    expect((await galleryDirectory(async () => directory('laos', 'ruta-nueva')))?.ids.turismo).toEqual([
      'laos',
      'ruta-nueva',
    ]);
  });

  it('answers null when the store cannot be read, says so, and asks again only after 5 s', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const failing = vi.fn(async (): Promise<GalleryDirectory> => {
      throw new Error('connection refused');
    });
    expect(await galleryDirectory(failing)).toBeNull();
    expect(await galleryDirectory(failing)).toBeNull();
    expect(failing).toHaveBeenCalledTimes(1);
    expect(warn).toHaveBeenCalledOnce();
    vi.advanceTimersByTime(5_001);
    expect((await galleryDirectory(async () => directory('laos')))?.ids.turismo).toEqual(['laos']);
  });
});
