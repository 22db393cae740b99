// The one Redis connection of a process for the shared cache (shared-cache-handler.mjs): the tag expiries it knows,
// kept in step through a Redis hash and channel, and those Redis has not taken yet.
import { createClient } from 'redis';

export const NAMESPACE = 'studio:next';
const TAGS_KEY = `${NAMESPACE}:tags`;
const TAGS_CHANNEL = `${NAMESPACE}:tags`;
/** Past this a command counts as failed: a page is rendered, or served from memory, rather than kept waiting. */
const COMMAND_TIMEOUT_MS = 500;
/** How soon expiries Redis did not take are sent again. */
const RETRY_MS = 1_000;

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

export function sharedState() {
  const url = process.env.REDIS_URL;
  if (!url) throw new Error('the shared cache needs REDIS_URL');
  globalThis[STATE] ??= connectSharedCache(url);
  return globalThis[STATE];
}

export function withTimeout(promise) {
  let timer;
  const timeout = new Promise((_, reject) => {
    timer = setTimeout(() => reject(new Error('Redis did not answer in time')), COMMAND_TIMEOUT_MS);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

export function applyTags(state, times) {
  for (const [tag, [stale, expired]] of Object.entries(times)) {
    const known = state.tags.get(tag) ?? { stale: -1, expired: -1 };
    state.tags.set(tag, { stale: Math.max(known.stale, stale), expired: Math.max(known.expired, expired) });
  }
}

export async function sendTags(state, times) {
  const args = Object.entries(times).flatMap(([tag, [stale, expired]]) => [tag, String(stale), String(expired)]);
  await withTimeout(state.client.eval(MERGE_TAGS, { keys: [TAGS_KEY], arguments: args }));
  await withTimeout(state.client.publish(TAGS_CHANNEL, JSON.stringify(times)));
}

/** Keeps expiries Redis did not take, merged with any kept before, and tries again in a second. */
export function keepPending(state, times) {
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
