import { connect } from 'node:net';
import { expect, test } from '@playwright/test';
import { DEFAULT_BIND_ORIGIN } from './servers';

// What `npm start` puts in front of Next (server.mjs, scripts/stamped-server.mjs), sent what a hostile client sends.
const { hostname, port } = new URL(DEFAULT_BIND_ORIGIN);
const host = hostname === 'localhost' ? '127.0.0.1' : hostname;

/** Writes raw bytes, then reads until the server closes or `waitMs` passes; the status line's code, or null. */
function raw(
  chunks: (string | Buffer)[],
  { gapMs = 0, waitMs = 15_000 } = {},
): Promise<{ status: number | null; text: string }> {
  return new Promise((resolve) => {
    const socket = connect(Number(port), host);
    let text = '';
    const done = () => {
      socket.destroy();
      resolve({ status: Number(/^HTTP\/1\.1 (\d{3})/.exec(text)?.[1]) || null, text });
    };
    const timer = setTimeout(done, waitMs);
    socket.on('data', (data) => (text += data.toString('latin1')));
    socket.on('close', () => {
      clearTimeout(timer);
      done();
    });
    socket.on('error', () => undefined);
    socket.on('connect', async () => {
      for (const chunk of chunks) {
        if (socket.destroyed) break;
        socket.write(chunk);
        if (gapMs) await new Promise((resolve) => setTimeout(resolve, gapMs));
      }
    });
  });
}

test.describe('the server in front of Next', () => {
  test('huge, duplicated and forged headers, odd cookies, HEAD and Range get a 2xx or 4xx, never a 5xx', async ({
    request,
  }) => {
    const huge = await raw([
      `GET /es HTTP/1.1\r\nHost: ${host}\r\nX-Big: ${'a'.repeat(40_000)}\r\nConnection: close\r\n\r\n`,
    ]);
    expect(huge.status).toBe(431);

    const duplicated = await raw([
      `GET /es HTTP/1.1\r\nHost: ${host}\r\nX-Studio-Client-Address: 6.6.6.6\r\nx-studio-client-address: 7.7.7.7\r\n` +
        `Cookie: i18nextLng=en\r\nCookie: i18nextLng=it\r\nAccept-Language: en\r\nAccept-Language: it\r\nConnection: close\r\n\r\n`,
    ]);
    expect(duplicated.status).toBe(200);

    for (const cookie of [
      'i18nextLng=%E0%A4%A',
      '=; ;;=;',
      'i18nextLng="es',
      `a=${'b'.repeat(4000)}`,
      'NEXT_LOCALE=xx; i18nextLng=zz',
    ]) {
      const response = await request.get(`${DEFAULT_BIND_ORIGIN}/`, { headers: { cookie }, maxRedirects: 0 });
      expect(response.status(), cookie).toBeLessThan(500);
    }
    const head = await request.head(`${DEFAULT_BIND_ORIGIN}/es`);
    expect(head.status()).toBe(200);
    expect(await head.text()).toBe('');
    for (const range of ['bytes=0-99', 'bytes=999999999-', 'bytes=abc', 'bytes=0-1,5-9,2-3']) {
      const response = await request.get(`${DEFAULT_BIND_ORIGIN}/es`, { headers: { range } });
      expect(response.status(), range).toBeLessThan(500);
    }
  });

  test('a client that trickles its headers is cut off after 10 s with a 408', async () => {
    test.setTimeout(40_000);
    const started = Date.now();
    const slow = await raw(
      [`GET /es HTTP/1.1\r\nHost: ${host}\r\n`, ...Array.from({ length: 30 }, (_, i) => `X-Slow-${i}: 1\r\n`)],
      {
        gapMs: 1_000,
        waitMs: 25_000,
      },
    );
    expect(slow.status).toBe(408);
    expect(Date.now() - started).toBeLessThan(15_000);
  });

  test('visitors asking at once each get their own answer', async ({ playwright }) => {
    const contexts = await Promise.all(
      (['es', 'en', 'it'] as const).map((lang) =>
        playwright.request.newContext({ extraHTTPHeaders: { cookie: `i18nextLng=${lang}` } }),
      ),
    );
    try {
      const rounds = await Promise.all(
        Array.from({ length: 8 }, () =>
          Promise.all(contexts.map((context) => context.get(`${DEFAULT_BIND_ORIGIN}/`, { maxRedirects: 0 }))),
        ),
      );
      for (const round of rounds) {
        const langs = await Promise.all(
          round.map(async (response) => /<html lang="([a-z]{2})"/.exec(await response.text())?.[1]),
        );
        expect(langs).toEqual(['es', 'en', 'it']);
      }
    } finally {
      await Promise.all(contexts.map((context) => context.dispose()));
    }
  });
});
