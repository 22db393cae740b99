// Next's cache (pages, route answers, unstable_cache reads) in Redis when REDIS_URL is set, so that every instance
// serves the same entries and a tag expired on one is expired on all (next.config.ts sets it as `cacheHandler`).
// Written on Next's documented cache-handler interface; it reads nothing of Next's but what that interface hands it.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { createClient } from 'redis';

const NAMESPACE = 'studio:next';
const TAGS_KEY = `${NAMESPACE}:tags`;
const TAGS_CHANNEL = `${NAMESPACE}:tags`;
/** Past this a command counts as failed: a page is rendered, or served from memory, rather than kept waiting. */
const COMMAND_TIMEOUT_MS = 500;
/** Entries expire from Redis on their own after a week, so that old builds' and forgotten pages' entries go. */
const ENTRY_TTL_S = 7 * 24 * 3600;
/** What one process keeps of the entries it read or wrote, to serve while Redis cannot answer. */
const LOCAL_ENTRIES = 200;
/** How soon expiries Redis did not take are sent again. */
const RETRY_MS = 1_000;
const TAGS_HEADER = 'x-next-cache-tags';

// Keeps the larger of each tag's stored times, so an expiry sent late never hides a newer one.
const MERGE_TAGS = `
for i = 1, #ARGV, 3 do
  local tag, stale, expired = ARGV[i], tonumber(ARGV[i + 1]), tonumber(ARGV[i + 2])
  local old = redis.call('HGET', KEYS[1], tag)
  local s, e = stale, expired
  if old then
    local os, oe = string.match(old, '^(-?%d+):(-?%d+)$')
    s = math.max(s, tonumber(os) or -1)
    e = math.max(e, tonumber(oe) or -1)
  end
  redis.call('HSET', KEYS[1], tag, s .. ':' .. e)
end
return 1`;

/** The process's one connection and what it knows, shared by the handler Next creates for each request. */
export function connectSharedCache(url) {
  const state = {
    /** tag → { stale, expired }, ms since the epoch; -1 when not set. */
    tags: new Map(),
    /** Expiries Redis has not taken yet (it was unreachable): sent again once it is back. */
    pending: new Map(),
    local: new Map(),
    client: null,
    subscriber: null,
    /** Commands are answered, and every expiry stored before this process subscribed is known. */
    clientReady: false,
    tagsReady: false,
    get ready() {
      return this.clientReady && this.tagsReady;
    },
  };
  const reconnectStrategy = (retries) => Math.min(100 * 2 ** retries, 2_000);
  const options = { url, disableOfflineQueue: true, socket: { connectTimeout: 1_000, reconnectStrategy } };
  state.client = createClient(options);
  state.subscriber = state.client.duplicate();
  state.client.on('error', (error) => {
    if (state.clientReady)
      console.warn('[cache] Redis is unreachable; serving what this process holds:', error.message);
    state.clientReady = false;
  });
  state.subscriber.on('error', () => {
    state.tagsReady = false;
  });
  // Subscribed before the stored times are read, so that no expiry falls between the two. The subscriber subscribes
  // again by itself after a reconnection; the times are read again whenever either connection comes back.
  let subscribed = false;
  const loadTags = async () => {
    if (!state.clientReady || !state.subscriber.isReady) return;
    if (!subscribed) {
      await state.subscriber.subscribe(TAGS_CHANNEL, (message) => applyTags(state, JSON.parse(message)));
      subscribed = true;
    }
    const stored = await withTimeout(state.client.hGetAll(TAGS_KEY));
    for (const [tag, value] of Object.entries(stored)) {
      const [stale, expired] = value.split(':').map(Number);
      applyTags(state, { [tag]: [stale, expired] });
    }
    state.tagsReady = true;
  };
  state.client.on('ready', () => {
    state.clientReady = true;
    void flushPending(state);
    loadTags().catch(() => undefined);
  });
  state.subscriber.on('ready', () => {
    loadTags().catch(() => undefined);
  });
  state.client.connect().catch(() => undefined);
  state.subscriber.connect().catch(() => undefined);
  state.close = () => {
    state.client.destroy();
    state.subscriber.destroy();
  };
  return state;
}

const STATE = Symbol.for('studio.shared-cache');

function sharedState() {
  const url = process.env.REDIS_URL;
  if (!url) throw new Error('the shared cache needs REDIS_URL');
  globalThis[STATE] ??= connectSharedCache(url);
  return globalThis[STATE];
}

function withTimeout(promise) {
  let timer;
  const timeout = new Promise((_, reject) => {
    timer = setTimeout(() => reject(new Error('Redis did not answer in time')), COMMAND_TIMEOUT_MS);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

function applyTags(state, times) {
  for (const [tag, [stale, expired]] of Object.entries(times)) {
    const known = state.tags.get(tag) ?? { stale: -1, expired: -1 };
    state.tags.set(tag, { stale: Math.max(known.stale, stale), expired: Math.max(known.expired, expired) });
  }
}

async function sendTags(state, times) {
  const args = Object.entries(times).flatMap(([tag, [stale, expired]]) => [tag, String(stale), String(expired)]);
  await withTimeout(state.client.eval(MERGE_TAGS, { keys: [TAGS_KEY], arguments: args }));
  await withTimeout(state.client.publish(TAGS_CHANNEL, JSON.stringify(times)));
}

/** Keeps expiries Redis did not take, merged with any kept before, and tries again in a second. */
function keepPending(state, times) {
  for (const [tag, [stale, expired]] of Object.entries(times)) {
    const [oldStale, oldExpired] = state.pending.get(tag) ?? [-1, -1];
    state.pending.set(tag, [Math.max(stale, oldStale), Math.max(expired, oldExpired)]);
  }
  // A stalled Redis keeps the connection open (no reconnection to wait for): try again on a timer too.
  state.retry ??= setTimeout(() => {
    state.retry = undefined;
    if (state.clientReady) void flushPending(state);
  }, RETRY_MS);
  state.retry.unref?.();
}

async function flushPending(state) {
  if (state.pending.size === 0) return;
  const times = Object.fromEntries(state.pending);
  state.pending.clear();
  await sendTags(state, times).catch(() => keepPending(state, times));
}

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

function buildId(serverDistDir) {
  try {
    return readFileSync(path.join(serverDistDir ?? '.next/server', '..', 'BUILD_ID'), 'utf8').trim();
  } catch {
    return 'unknown';
  }
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
