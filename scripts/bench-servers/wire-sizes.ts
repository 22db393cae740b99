import { request } from 'node:http';
import { gzipSync } from 'node:zlib';
import { KB } from '../bench-budgets';

type RawResponse = { status: number; headers: Record<string, string | string[] | undefined>; body: Buffer };

/** A GET whose body is counted as it arrives on the wire: fetch() would decompress it. */
export function rawGet(url: string, headers: Record<string, string> = {}): Promise<RawResponse> {
  return new Promise((resolve, reject) => {
    const req = request(url, { headers }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () =>
        resolve({ status: response.statusCode ?? 0, headers: response.headers, body: Buffer.concat(chunks) }),
      );
      response.on('error', reject);
    });
    req.on('error', reject);
    req.end();
  });
}

export type HtmlSizes = { rawBytes: number; gzipBytes: number; compressedBytes: number; encoding: string };

/**
 * A page's HTML raw, to a client that accepts gzip only, and to a browser (brotli or gzip, as the server chooses). A
 * server that does not compress gets gzip's own count, and says so in `encoding`.
 */
export async function htmlSizes(url: string): Promise<HtmlSizes> {
  const raw = await rawGet(url, { 'accept-encoding': 'identity' });
  const gzip = await rawGet(url, { 'accept-encoding': 'gzip' });
  const browser = await rawGet(url, { 'accept-encoding': 'gzip, deflate, br' });
  if ([raw, gzip, browser].some((response) => response.status !== 200)) throw new Error(`${url} did not answer 200`);
  const encoding = String(browser.headers['content-encoding'] ?? 'none');
  const gzipBytes = gzip.headers['content-encoding'] === 'gzip' ? gzip.body.length : gzipSync(raw.body).length;
  const compressedBytes = encoding === 'none' ? gzipBytes : browser.body.length;
  return { rawBytes: raw.body.length, gzipBytes, compressedBytes, encoding };
}

export function kb(bytes: number, digits = 0): string {
  return (bytes / KB).toFixed(digits);
}

/** A raw response's header as one string ('' when absent). */
export const headerValue = (value: string | string[] | undefined): string =>
  Array.isArray(value) ? value.join(', ') : (value ?? '');
