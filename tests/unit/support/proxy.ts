import { NextRequest } from 'next/server';
import { beforeEach } from 'vitest';
import type { GalleryDirectory } from '@/lib/provider/gallery-directory';

// The store's galleries as the proxy reads them (lib/provider/gallery-directory.ts has its own tests); null:
// unreadable.
export const store = { directory: null as GalleryDirectory | null, reads: 0 };

/** What each proxy test file mocks lib/provider/gallery-directory.ts with: the galleries of `store`. */
export const galleryDirectoryMock = {
  galleryDirectory: async () => {
    store.reads += 1;
    return store.directory;
  },
};

export const seeded = (): GalleryDirectory => ({
  ids: {
    arquitectura: ['atico-ruzafa-valencia-casas', 'boutique-privada-retail'],
    publicidad: ['orxata-blanca-verano-publicidad'],
    turismo: ['laos', 'cambodia'],
  },
  protectedIds: new Set(['boutique-privada-retail']),
});

/** Each test starts with the seeded galleries and no read counted. Call it at the top level. */
export function seedDirectoryBeforeEach(): void {
  beforeEach(() => {
    store.directory = seeded();
    store.reads = 0;
  });
}

export function request(
  path: string,
  init: { cookie?: string; acceptLanguage?: string; dest?: string; headers?: Record<string, string> } = {},
) {
  const headers = new Headers(init.headers);
  if (init.dest) headers.set('sec-fetch-dest', init.dest);
  if (init.cookie) headers.set('cookie', init.cookie);
  if (init.acceptLanguage) headers.set('accept-language', init.acceptLanguage);
  return new NextRequest(new URL(path, 'http://localhost:3000'), { headers });
}
