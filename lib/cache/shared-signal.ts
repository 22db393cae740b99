import { createClient } from 'redis';
import { env } from '@/lib/env';

/*
 * What one process remembers for a few seconds (the published galleries, the protected ones) is forgotten by every
 * instance at once when REDIS_URL is set: a change is announced on a Redis channel every instance listens to. Without
 * Redis, or while it is down, each memo's own lifetime bounds how long another instance keeps the old answer.
 */

export type Memo = 'galleries';

const CHANNEL = 'studio:forget';
const PING_TIMEOUT_MS = 500;
/** How long an announcement waits for a connection still being made. */
const CONNECT_WAIT_MS = 2_000;
const SLOT = Symbol.for('studio.shared-signal');

type Client = ReturnType<typeof createClient>;
type Signal = { listeners: Map<string, Set<() => void>>; publisher?: Client; subscriber?: Client };

function connect(url: string, signal: Signal): void {
  const options = {
    url,
    disableOfflineQueue: true,
    socket: { connectTimeout: 1_000, reconnectStrategy: (retries: number) => Math.min(100 * 2 ** retries, 2_000) },
  };
  const publisher = createClient(options);
  const subscriber = publisher.duplicate();
  // Errors are the health route's to report; the memos fall back to their own lifetimes meanwhile.
  publisher.on('error', () => undefined);
  subscriber.on('error', () => undefined);
  signal.publisher = publisher;
  signal.subscriber = subscriber;
  publisher.connect().catch(() => undefined);
  subscriber
    .connect()
    .then(() => subscriber.subscribe(CHANNEL, (name) => forgetHere(name)))
    .catch(() => undefined);
}

/** One per process, shared by the proxy and the app (they are built apart). */
function signal(): Signal {
  const holder = globalThis as { [SLOT]?: Signal };
  if (!holder[SLOT]) {
    holder[SLOT] = { listeners: new Map() };
    if (env.REDIS_URL) connect(env.REDIS_URL, holder[SLOT]);
  }
  return holder[SLOT];
}

function forgetHere(name: string): void {
  for (const forget of signal().listeners.get(name) ?? []) forget();
}

/** Calls `forget` whenever any instance announces that `name` changed. */
export function onForget(name: Memo, forget: () => void): void {
  const { listeners } = signal();
  const set = listeners.get(name) ?? new Set();
  set.add(forget);
  listeners.set(name, set);
}

/** Resolves true once the connection is ready, or false after `ms` (a process just started is still connecting). */
function whenReady(client: Client, ms: number): Promise<boolean> {
  if (client.isReady) return Promise.resolve(true);
  return new Promise((resolve) => {
    const ready = () => {
      clearTimeout(timer);
      resolve(true);
    };
    const timer = setTimeout(() => {
      client.off('ready', ready);
      resolve(false);
    }, ms);
    client.once('ready', ready);
  });
}

/** Forgets `name` in this process now, and in every instance as soon as Redis carries the announcement. */
export function forgetEverywhere(name: Memo): void {
  forgetHere(name);
  const { publisher } = signal();
  if (!publisher) return;
  void whenReady(publisher, CONNECT_WAIT_MS).then((ready) =>
    ready ? publisher.publish(CHANNEL, name).catch(() => undefined) : undefined,
  );
}

/** For the health route: 'off' without REDIS_URL, else whether Redis answers now. */
export async function sharedCacheHealth(): Promise<'off' | 'ok' | 'down'> {
  const { publisher } = signal();
  if (!publisher) return 'off';
  if (!(await whenReady(publisher, PING_TIMEOUT_MS))) return 'down';
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error('timeout')), PING_TIMEOUT_MS);
  });
  try {
    await Promise.race([publisher.ping(), timeout]);
    return 'ok';
  } catch {
    return 'down';
  } finally {
    clearTimeout(timer);
  }
}
