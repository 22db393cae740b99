import { afterEach, describe, expect, it, vi } from 'vitest';
import { inTurn, TURN_WAIT_MS } from '@/cms/rest/account-writes';

/**
 * The turns that writes to the back-office accounts take (cms/rest/account-writes.ts), the clock under the test's
 * control.
 */
describe('writes to the accounts take turns', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('runs one after the other, in the order they came, a failed one included', async () => {
    const log: string[] = [];
    const step =
      (name: string, fail = false) =>
      async () => {
        log.push(`${name} starts`);
        await new Promise((resolve) => setTimeout(resolve, 5));
        log.push(`${name} ends`);
        if (fail) throw new Error(name);
        return name;
      };
    const results = await Promise.allSettled([inTurn(step('a')), inTurn(step('b', true)), inTurn(step('c'))]);
    expect(results.map((result) => result.status)).toEqual(['fulfilled', 'rejected', 'fulfilled']);
    expect(log).toEqual(['a starts', 'a ends', 'b starts', 'b ends', 'c starts', 'c ends']);
  });

  it('does not let a write that never ends hold the next one up for longer than TURN_WAIT_MS', async () => {
    vi.useFakeTimers();
    void inTurn(() => new Promise<never>(() => undefined));
    let ran = false;
    const next = inTurn(async () => {
      ran = true;
      return 'signed in';
    });
    await vi.advanceTimersByTimeAsync(TURN_WAIT_MS - 1);
    expect(ran).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    await expect(next).resolves.toBe('signed in');
  });
});
