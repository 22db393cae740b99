import { setTimeout as sleep } from 'node:timers/promises';

/** Polls `check` until it holds; a check that throws (a server not listening yet) counts as not yet. */
export async function waitFor(name: string, check: () => Promise<boolean>, ms = 60_000): Promise<void> {
  const until = Date.now() + ms;
  while (Date.now() < until) {
    if (await check().catch(() => false)) return;
    await sleep(250);
  }
  throw new Error(`gave up waiting for ${name} after ${ms / 1000} s`);
}
