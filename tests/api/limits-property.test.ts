import fc from 'fast-check';
import type { Payload } from 'payload';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { resetDatabase, setTestEnvironment } from './support/environment';
import { body, jsonRequest } from './support/requests';

/*
 * Property tests over the limits that guard secrets: whatever spread of wrong guesses M clients make, a client that
 * made none gets in at once with the right one. Real route, store and Payload; few runs, each a whole attack.
 */
const environment = setTestEnvironment({ RATE_LIMIT_PASSWORD_ATTEMPTS: '3', RATE_LIMIT_GALLERY_FAILURES: '6' });
const verify = await import('@/app/api/gallery/verify-password/route');
const { closeStore } = await import('@/lib/provider/embedded/db/connection');
const { SIGN_IN_FAILURES } = await import('@/cms/rest/sign-ins');
const { countFailure, failureWait } = await import('@/lib/provider/embedded/rate-limit');

const gallery = 'boutique-privada-retail';
const right = 'lumen-retail-2025';
let fresh = 0;
/** An address no earlier run used: the clean client. */
const cleanAddress = () => `192.0.2.${(fresh += 1)}`;

beforeAll(resetDatabase);
afterAll(closeStore);

const guesses = (clients: number, maxLength: number) =>
  fc.array(
    fc.record({ client: fc.integer({ min: 0, max: clients - 1 }), guess: fc.string({ minLength: 1, maxLength: 12 }) }),
    {
      minLength: 1,
      maxLength,
    },
  );

describe(`gallery passwords under any spread of wrong guesses (${environment.driver})`, () => {
  it('leave a clean client’s right password accepted at once', async () => {
    let run = 0;
    await fc.assert(
      fc.asyncProperty(guesses(12, 30), async (attack) => {
        run += 1;
        for (const { client, guess } of attack) {
          const answer = await verify.POST(
            jsonRequest(
              '/api/gallery/verify-password',
              { galleryId: gallery, password: `${guess}x` },
              { ip: `198.51.${run}.${client + 1}` },
            ),
          );
          expect([200, 429]).toContain(answer.status);
        }
        const clean = await verify.POST(
          jsonRequest('/api/gallery/verify-password', { galleryId: gallery, password: right }, { ip: cleanAddress() }),
        );
        expect(clean.status).toBe(200);
        expect(await body(clean)).toMatchObject({ success: true });
      }),
      { numRuns: 10 },
    );
  }, 120_000);
});

describe(`back-office sign-ins under any spread of failures (${environment.driver})`, () => {
  let payload: Payload;
  const stamp = Date.now().toString(36);
  const owner = { email: `property-owner-${stamp}@lumen.test`, password: `Clave-del-estudio-${stamp}` };

  beforeAll(async () => {
    const { cms } = await import('@/lib/provider/cms');
    payload = await cms();
    await payload.create({ collection: 'users', overrideAccess: true, data: { ...owner, role: 'owner' } as never });
  });

  afterAll(async () => {
    await payload.delete({ collection: 'users', where: { email: { equals: owner.email } }, overrideAccess: true });
  });

  it('leave the owner signing in from a clean client', async () => {
    let run = 0;
    await fc.assert(
      fc.asyncProperty(guesses(8, 40), async (attack) => {
        run += 1;
        // What the REST route does for each failure: Payload refuses the password, the client's failure is counted.
        for (const { client, guess } of attack) {
          await expect(
            payload.login({ collection: 'users', data: { email: owner.email, password: `${guess}-wrong` } }),
          ).rejects.toThrow();
          await countFailure(SIGN_IN_FAILURES, `198.18.${run}.${client + 1}`);
        }
        const clean = cleanAddress();
        expect(await failureWait(SIGN_IN_FAILURES, clean)).toBeNull();
        expect((await payload.login({ collection: 'users', data: owner })).token).toBeTruthy();
      }),
      { numRuns: 6 },
    );
  }, 120_000);
});
