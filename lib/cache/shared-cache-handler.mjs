// Next's cache (pages, route answers, unstable_cache reads) in Redis when REDIS_URL is set, so that every instance
// serves the same entries and a tag expired on one is expired on all (next.config.ts sets it as `cacheHandler`).
// Written on Next's documented cache-handler interface; it reads nothing of Next's but what that interface hands it.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { NAMESPACE, applyTags, keepPending, sendTags, sharedState, withTimeout } from './shared-cache-connection.mjs';

export { connectSharedCache } from './shared-cache-connection.mjs';

/** Entries expire from Redis on their own after a week, so that old builds' and forgotten pages' entries go. */
const ENTRY_TTL_S = 7 * 24 * 3600;
/** What one process keeps of the entries it read or wrote, to serve while Redis cannot answer. */
const LOCAL_ENTRIES = 200;
const TAGS_HEADER = 'x-next-cache-tags';

/** Whether a tag was expired after `at` (the entry was stored before the expiry, which has come). */
function expiredSince(state, tags, at) {
  const now = Date.now();
  return tags.some((tag) => {
    const expired = state.tags.get(tag)?.expired ?? -1;
    return expired > at && expired <= now;
  });
}

const staleSince = (state, tags, at) => tags.some((tag) => (state.tags.get(tag)?.stale ?? -1) > at);

// Buffers and Maps (a page's RSC payload and segments) survive the trip through JSON.
function replacer(key, value) {
  const raw = this[key];
  if (Buffer.isBuffer(raw)) return { $buffer: raw.toString('base64') };
  if (raw instanceof Map) return { $map: [...raw] };
  return value;
}

function reviver(_key, value) {
  if (value && typeof value === 'object') {
    if (typeof value.$buffer === 'string') return Buffer.from(value.$buffer, 'base64');
    if (Array.isArray(value.$map)) return new Map(value.$map);
  }
  return value;
}

export const encodeEntry = (entry) => JSON.stringify(entry, replacer);
export const decodeEntry = (text) => JSON.parse(text, reviver);

function keepLocally(state, key, entry) {
  state.local.delete(key);
  state.local.set(key, entry);
  if (state.local.size > LOCAL_ENTRIES) state.local.delete(state.local.keys().next().value);
}

function entryTags(entry, ctx) {
  const value = entry.value;
  if (value?.kind === 'FETCH') return [...(ctx.tags ?? []), ...(ctx.softTags ?? []), ...(value.tags ?? [])];
  const header = value?.headers?.[TAGS_HEADER];
  return typeof header === 'string' ? header.split(',') : [];
}

// Next makes a handler per request: the build's id is read from disk once per folder.
const buildIds = new Map();

function buildId(serverDistDir = '.next/server') {
  if (!buildIds.has(serverDistDir)) {
    let id = 'unknown';
    try {
      id = readFileSync(path.join(serverDistDir, '..', 'BUILD_ID'), 'utf8').trim();
    } catch {
      // A folder without a build (a test's): its entries are kept apart under 'unknown'.
    }
    buildIds.set(serverDistDir, id);
  }
  return buildIds.get(serverDistDir);
}

/** A handler class over one connection's state (the process's own, or a test's second instance). */
export function sharedCacheHandler(connect = sharedState) {
  return class SharedCacheHandler {
    constructor(ctx) {
      this.state = connect();
      this.revalidatedTags = ctx.revalidatedTags ?? [];
      // One build's entries are never served by another (their pages name different scripts).
      this.prefix = `${NAMESPACE}:${buildId(ctx.serverDistDir)}:`;
    }

    async get(key, ctx) {
      const state = this.state;
      let entry = null;
      if (state.ready) {
        try {
          const text = await withTimeout(state.client.get(this.prefix + key));
          entry = text ? decodeEntry(text) : null;
          if (entry) keepLocally(state, key, entry);
          else state.local.delete(key);
        } catch {
          entry = state.local.get(key) ?? null;
        }
      } else {
        entry = state.local.get(key) ?? null;
      }
      if (!entry) return null;
      const tags = entryTags(entry, ctx);
      if (entry.value?.kind === 'FETCH' && tags.some((tag) => this.revalidatedTags.includes(tag))) return null;
      if (expiredSince(state, tags, entry.lastModified)) return null;
      // Next renders again an entry whose lastModified is -1 (a tag marked stale, not expired).
      if (staleSince(state, tags, entry.lastModified)) return { ...entry, lastModified: -1 };
      return entry;
    }

    async set(key, data, ctx) {
      const state = this.state;
      if (data === null) {
        state.local.delete(key);
        if (state.clientReady) await withTimeout(state.client.del(this.prefix + key)).catch(() => undefined);
        return;
      }
      const entry = {
        value: data,
        lastModified: Date.now(),
        cacheControl: ctx.fetchCache ? undefined : ctx.cacheControl,
      };
      keepLocally(state, key, entry);
      if (!state.clientReady) return;
      await withTimeout(state.client.set(this.prefix + key, encodeEntry(entry), { EX: ENTRY_TTL_S })).catch(() => {
        // Kept in this process; the next instance to render the page stores it.
      });
    }

    async revalidateTag(tags, durations) {
      const state = this.state;
      const list = typeof tags === 'string' ? [tags] : tags;
      if (list.length === 0) return;
      const now = Date.now();
      // As Next's own cache: a profile marks the tag stale now and expired after its `expire`; none expires it now.
      const times = {};
      for (const tag of list) {
        const expired = durations ? (durations.expire === undefined ? -1 : now + durations.expire * 1000) : now;
        times[tag] = [durations ? now : -1, expired];
      }
      applyTags(state, times);
      if (!state.clientReady) return keepPending(state, times);
      await sendTags(state, times).catch(() => keepPending(state, times));
    }

    resetRequestCache() {}
  };
}

export default sharedCacheHandler();
