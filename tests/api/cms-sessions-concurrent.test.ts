import { describe, expect, it } from 'vitest';
import { account, accountId, payload, send, signIn, stamp, setUpSessionAccount, whoIs } from './support/cms-sessions';
import { setTestEnvironment } from './support/environment';

// Sign-ins, sign-outs and edits of one account at the same moment: Payload rewrites its sessions on each of them.
setTestEnvironment();
setUpSessionAccount();

describe('an account signed in from two places at the same moment', () => {
  it('keeps both sessions: each browser is still signed in afterwards', async () => {
    for (let round = 0; round < 3; round++) {
      const tokens = await Promise.all([signIn(), signIn(), signIn()]);
      expect(await Promise.all(tokens.map(whoIs))).toEqual([account.email, account.email, account.email]);
    }
  });

  it('keeps a session that signs in while the account is being edited, and the edit', async () => {
    const editor = await signIn();
    const [edited, fresh] = await Promise.all([
      send('PATCH', `users/${accountId}`, JSON.stringify({ name: `Sesiones ${stamp}` }), editor),
      signIn(),
    ]);
    expect(edited.status).toBe(200);
    expect(await Promise.all([whoIs(editor), whoIs(fresh)])).toEqual([account.email, account.email]);
    expect((await payload.findByID({ collection: 'users', id: accountId, overrideAccess: true })).name).toBe(
      `Sesiones ${stamp}`,
    );
  });

  it('signs out one session and leaves the other signed in, even when both act at once', async () => {
    const [leaving, staying] = await Promise.all([signIn(), signIn()]);
    const [out, another] = await Promise.all([send('POST', 'users/logout', '{}', leaving), signIn()]);
    expect(out.status).toBe(200);
    expect(await Promise.all([whoIs(leaving), whoIs(staying), whoIs(another)])).toEqual([
      null,
      account.email,
      account.email,
    ]);
  });
});
