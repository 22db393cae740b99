import { describe, expect, it } from 'vitest';
import { ORIGIN, params, payload, stamp, setUpSessionAccount } from './support/cms-sessions';
import { setTestEnvironment } from './support/environment';

// Password-reset mail through the outbox, limited per address and per client (cms/rest/password-resets.ts).
setTestEnvironment();
setUpSessionAccount();
const rest = await import('@/app/(payload)/cms-api/[...slug]/route');
const { getStore } = await import('@/lib/provider/embedded/db/connection');

describe('password-reset mail', () => {
  it('goes through the outbox, limited per address and per client; the last link sent keeps working', async () => {
    const { RESETS_PER_ADDRESS, RESETS_PER_CLIENT } = await import('@/cms/rest/password-resets');
    const { CLIENT_ADDRESS_HEADER, CLIENT_ADDRESS_MARKER } = await import('@/lib/access/client-id');
    (globalThis as Record<symbol, unknown>)[CLIENT_ADDRESS_MARKER] = true;
    try {
      const target = { email: `reset-target-${stamp}@lumen.test`, password: `Clave-de-antes-${stamp}` };
      await payload.create({ collection: 'users', overrideAccess: true, data: { ...target, role: 'editor' } as never });
      const ask = (address: string, email: string, language = 'es') =>
        rest.POST(
          new Request(`${ORIGIN}/cms-api/users/forgot-password`, {
            method: 'POST',
            headers: {
              'content-type': 'application/json',
              origin: ORIGIN,
              [CLIENT_ADDRESS_HEADER]: address,
              'accept-language': language,
            },
            body: JSON.stringify({ email }),
          }),
          params('users/forgot-password'),
        );
      const { db } = await getStore();
      const mailsTo = (email: string) =>
        db
          .selectFrom('mail_outbox')
          .select(['payload', 'status'])
          .where('kind', '=', 'back-office')
          .where('recipient', '=', email)
          .orderBy('created_at')
          .execute();
      const net = Number.parseInt(stamp.slice(-2), 36) % 200;

      // Strangers from different clients ask for the editor's reset: the address gets its mails, then no more.
      expect(RESETS_PER_ADDRESS.failures).toBe(3);
      for (let asked = 0; asked < RESETS_PER_ADDRESS.failures; asked++)
        expect((await ask(`198.18.${net}.${asked + 1}`, target.email)).status).toBe(200);
      const refused = await ask(`198.18.${net}.9`, target.email.toUpperCase());
      expect(refused.status).toBe(429);
      expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(3000);
      expect(((await refused.json()) as { errors: { message: string }[] }).errors[0]?.message).toMatch(
        /^Ya enviamos varios enlaces a esta dirección en la última hora: usa el más reciente o vuelve a intentarlo dentro de \d+ min\.$/,
      );
      const mails = await mailsTo(target.email);
      // Payload itself sends one reset mail per account every 15 s: the other two asked for nothing new.
      expect(mails.map((mail) => mail.status)).toEqual(['sent']);
      const last = JSON.parse(mails.at(-1)?.payload ?? '{}') as {
        html: string;
        text: string;
        locale: string;
        subject: string;
      };
      expect(last.locale).toBe('es');
      const token = /\/admin\/reset\/([0-9a-f]{20,})/.exec(last.text)?.[1];
      expect(token).toBeTruthy();
      // Nothing replaced that link: it still sets the password.
      const reset = await rest.POST(
        new Request(`${ORIGIN}/cms-api/users/reset-password`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', origin: ORIGIN },
          body: JSON.stringify({ token, password: `Clave-nueva-larga-${stamp}` }),
        }),
        params('users/reset-password'),
      );
      expect(reset.status).toBe(200);
      expect(
        (
          await payload.login({
            collection: 'users',
            data: { email: target.email, password: `Clave-nueva-larga-${stamp}` },
          })
        ).token,
      ).toBeTruthy();

      // One client asking about many addresses is held back, in its language; an unknown address answers as a known
      // one.
      const client = `198.18.${net}.77`;
      const answers: string[] = [];
      for (let asked = 0; asked < RESETS_PER_CLIENT.failures; asked++) {
        const answer = await ask(
          client,
          asked === 0 ? `reset-other-${stamp}@lumen.test` : `nobody-${asked}-${stamp}@lumen.test`,
          'en',
        );
        expect(answer.status).toBe(200);
        answers.push(await answer.text());
      }
      expect(new Set(answers).size).toBe(1);
      const held = await ask(client, `nobody-more-${stamp}@lumen.test`, 'en');
      expect(held.status).toBe(429);
      expect(((await held.json()) as { errors: { message: string }[] }).errors[0]?.message).toMatch(
        /^Too many password reset requests from this connection\. Try again in \d+ min\.$/,
      );
      // Another client is not held back.
      expect((await ask(`198.18.${net}.78`, `nobody-else-${stamp}@lumen.test`)).status).toBe(200);
      await payload.delete({ collection: 'users', where: { email: { equals: target.email } }, overrideAccess: true });
    } finally {
      delete (globalThis as Record<symbol, unknown>)[CLIENT_ADDRESS_MARKER];
    }
  }, 90_000);
});
