import { createHmac, randomBytes } from 'node:crypto';
import { existsSync, linkSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { env } from '@/lib/env';

let secret: Buffer | undefined;

/**
 * The site's one signing secret: GALLERY_COOKIE_SECRET when set (required when several instances serve the site);
 * otherwise a random secret kept in DATA_DIR so that what it signed survives restarts of a single server. The file
 * appears atomically, complete or not at all: it is written under a private name and then hard-linked into place,
 * which fails if another process got there first (then both read the winner's secret), so no process reads it empty.
 */
export function serverSecret(): Buffer {
  if (secret) return secret;
  if (env.GALLERY_COOKIE_SECRET) return (secret = Buffer.from(env.GALLERY_COOKIE_SECRET));
  // The file keeps the name it had when only gallery cookies used it, so that existing cookies stay valid.
  const file = path.resolve(env.DATA_DIR, 'gallery-cookie.secret');
  if (!existsSync(file)) {
    const draft = `${file}.${process.pid}.${randomBytes(6).toString('hex')}`;
    try {
      mkdirSync(path.dirname(file), { recursive: true });
      writeFileSync(draft, randomBytes(32).toString('base64url'), { mode: 0o600 });
      linkSync(draft, file);
    } catch (error) {
      if (!(error instanceof Error && 'code' in error && error.code === 'EEXIST')) {
        console.warn('[secret] cannot persist the server secret; what it signs stops working on restart', error);
        return (secret = randomBytes(32));
      }
    } finally {
      rmSync(draft, { force: true });
    }
  }
  const stored = readFileSync(file, 'utf8').trim();
  if (stored.length < 32) throw new Error(`[secret] ${file} holds no usable secret; delete it to generate a new one`);
  return (secret = Buffer.from(stored));
}

/**
 * A key of its own for one use of the secret (booking links, …), so that nothing signed for one purpose is ever
 * accepted for another.
 */
export function purposeKey(purpose: string): Buffer {
  return createHmac('sha256', serverSecret()).update(`lumen-estudio:${purpose}`).digest();
}
