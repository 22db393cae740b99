import { createHash, randomBytes } from 'node:crypto';
import { mkdir, readdir, readFile, rename, stat, unlink, utimes, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { hasEphemeralDisk } from '@/lib/deployment';
import { env } from '@/lib/env';

/** Everything that changes the bytes of a variant; bump RENDER_VERSION when the renderer draws differently. */
export interface VariantKey {
  source: string;
  width: number | null;
  quality: number | null;
  format: 'jpeg' | 'png' | 'webp';
  fit: 'original' | 'inside';
}

const RENDER_VERSION = 1;

export interface CachedVariant {
  bytes: Uint8Array;
  /** Strong validator: the same key always renders the same bytes. */
  etag: string;
}

type Entry = { size: number; used: number };

/**
 * The file name of a variant: a hash of its key, so that no part of a request ever becomes a path (no traversal) and
 * every parameter that changes the picture is part of the name.
 */
export function variantName(key: VariantKey): string {
  const id = JSON.stringify([RENDER_VERSION, key.source, key.width, key.quality, key.format, key.fit]);
  return `${createHash('sha256').update(id).digest('hex').slice(0, 40)}.img`;
}

/** Strong validator of a variant: the same key always renders the same bytes. */
export function variantEtag(key: VariantKey): string {
  return `"${variantName(key).replace(/\.img$/, '')}"`;
}

export interface VariantCache {
  /** The variant from disk, else rendered once (concurrent askers share that render) and stored. */
  get(key: VariantKey, render: () => Promise<Uint8Array>): Promise<CachedVariant>;
}

/**
 * Rendered images on disk, bounded by `maxBytes`: past it, the least recently used files go first. Writes are atomic
 * (a temporary file renamed into place), so a reader never sees half a picture, even from another server process.
 */
export function createVariantCache({ dir, maxBytes }: { dir: string; maxBytes: number }): VariantCache {
  const inFlight = new Map<string, Promise<CachedVariant>>();
  let index: Promise<Map<string, Entry>> | undefined;
  let total = 0;

  async function loadIndex(): Promise<Map<string, Entry>> {
    await mkdir(dir, { recursive: true });
    const entries = new Map<string, Entry>();
    for (const name of await readdir(dir)) {
      const file = path.join(dir, name);
      if (!name.endsWith('.img')) {
        // A temporary file left by a process that stopped mid-write.
        if (name.endsWith('.tmp')) await unlink(file).catch(() => undefined);
        continue;
      }
      const info = await stat(file).catch(() => null);
      if (info) entries.set(name, { size: info.size, used: info.mtimeMs });
    }
    total = [...entries.values()].reduce((sum, entry) => sum + entry.size, 0);
    return entries;
  }

  async function evict(entries: Map<string, Entry>, keep: string): Promise<void> {
    if (total <= maxBytes) return;
    const oldestFirst = [...entries].filter(([name]) => name !== keep).sort((a, b) => a[1].used - b[1].used);
    for (const [name, entry] of oldestFirst) {
      if (total <= maxBytes) break;
      entries.delete(name);
      total -= entry.size;
      await unlink(path.join(dir, name)).catch(() => undefined);
    }
  }

  async function readOrRender(name: string, render: () => Promise<Uint8Array>): Promise<CachedVariant> {
    const entries = await (index ??= loadIndex());
    const file = path.join(dir, name);
    const etag = `"${name.replace(/\.img$/, '')}"`;
    const cached = await readFile(file).catch(() => null);
    const now = Date.now();
    if (cached) {
      const entry = entries.get(name);
      if (entry) entry.used = now;
      else {
        entries.set(name, { size: cached.byteLength, used: now });
        total += cached.byteLength;
      }
      // The file's time carries the recency over a restart.
      await utimes(file, now / 1000, now / 1000).catch(() => undefined);
      return { bytes: new Uint8Array(cached), etag };
    }
    const bytes = await render();
    const temporary = path.join(dir, `${name}.${process.pid}.${randomBytes(6).toString('hex')}.tmp`);
    try {
      await mkdir(dir, { recursive: true });
      await writeFile(temporary, bytes);
      await rename(temporary, file);
      // The same clock as a cache hit's utimes: a write's own mtime comes from the kernel's coarser clock, which can
      // lag Date.now() by a tick, and a restart would then take a just-written variant for an older one.
      await utimes(file, now / 1000, now / 1000).catch(() => undefined);
      const previous = entries.get(name);
      total += bytes.byteLength - (previous?.size ?? 0);
      entries.set(name, { size: bytes.byteLength, used: now });
      await evict(entries, name);
    } catch (error) {
      // A full or read-only disk costs the cache, never the picture.
      console.error('[media] could not store a rendered variant', error);
      await unlink(temporary).catch(() => undefined);
    }
    return { bytes, etag };
  }

  return {
    get(key, render) {
      const name = variantName(key);
      const pending = inFlight.get(name);
      if (pending) return pending;
      const started = readOrRender(name, render).finally(() => inFlight.delete(name));
      inFlight.set(name, started);
      return started;
    },
  };
}

/**
 * No disk at all: each variant is rendered when asked (concurrent askers share the render). For a disk that does not
 * last (Vercel), where the CDN keeps every public variant for a year under its s-maxage instead.
 */
export function renderOnlyVariantCache(): VariantCache {
  const inFlight = new Map<string, Promise<CachedVariant>>();
  return {
    get(key, render) {
      const name = variantName(key);
      const pending = inFlight.get(name);
      if (pending) return pending;
      const started = render()
        .then((bytes) => ({ bytes, etag: variantEtag(key) }))
        .finally(() => inFlight.delete(name));
      inFlight.set(name, started);
      return started;
    },
  };
}

let shared: VariantCache | undefined;

/**
 * The media route's cache: MEDIA_CACHE_DIR (default DATA_DIR/media-cache), at most MEDIA_CACHE_MAX_MB; none on a disk
 * that does not last (VERCEL=1, EPHEMERAL_DISK=1), where nothing may be written.
 */
export function mediaVariantCache(): VariantCache {
  if (hasEphemeralDisk(process.env)) return (shared ??= renderOnlyVariantCache());
  shared ??= createVariantCache({
    // A folder chosen at run time, not part of the build: the ignore comment keeps the bundler from tracing (and
    // shipping) the whole project because of it.
    dir: path.resolve(/*turbopackIgnore: true*/ env.MEDIA_CACHE_DIR ?? path.join(env.DATA_DIR, 'media-cache')),
    maxBytes: env.MEDIA_CACHE_MAX_MB * 1024 * 1024,
  });
  return shared;
}
