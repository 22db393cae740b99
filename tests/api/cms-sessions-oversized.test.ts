import { describe, expect, it } from 'vitest';
import { account, accountId, payload, send, signIn, setUpSessionAccount, whoIs } from './support/cms-sessions';
import { setTestEnvironment } from './support/environment';

// A write to the accounts with a body over the limit, refused by the route before Payload reads it.
setTestEnvironment();
setUpSessionAccount();
const { MAX_BODY_BYTES } = await import('@/lib/api/read-request');

describe('a write to the accounts with an oversized body', () => {
  it('is refused with 413 before Payload reads it, and the account is unchanged', async () => {
    const token = await signIn();
    const before = await payload.findByID({ collection: 'users', id: accountId, overrideAccess: true });
    const huge = JSON.stringify({ name: 'x'.repeat(MAX_BODY_BYTES + 1) });
    const response = await send('PATCH', `users/${accountId}`, huge, token);
    expect(response.status).toBe(413);
    expect(((await response.json()) as { errors: { message: string }[] }).errors[0]?.message).toMatch(/too large/i);
    expect((await payload.findByID({ collection: 'users', id: accountId, overrideAccess: true })).name).toBe(
      before.name,
    );
    expect(await whoIs(token)).toBe(account.email);
  });
});
