import { createHmac, randomBytes } from 'node:crypto';
import { existsSync, linkSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { env } from '@/lib/env';

let secret: Buffer | undefined;

/**
 * Several instances need GALLERY_COOKIE_SECRET; one server keeps a random secret in DATA_DIR to survive restarts. The
 * hard link places the file atomically, so no process reads it empty and a race leaves one winner.
 */
export function serverSecret(): Buffer {
  if (secret) return secret;
  if (env.GALLERY_COOKIE_SECRET) return (secret = Buffer.from(env.GALLERY_COOKIE_SECRET));
  // The file's name is kept so that existing cookies stay valid.
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

/** One key per purpose, so nothing signed for one purpose is ever accepted for another. */
export function purposeKey(purpose: string): Buffer {
  return createHmac('sha256', serverSecret()).update(`lumen-estudio:${purpose}`).digest();
}
