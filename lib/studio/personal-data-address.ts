// The address a personal-data request is about: parsed, and sealed for the back office's URLs.
import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';
import { personalDataQuerySchema } from '@/lib/schemas/studio-inbox';
import { purposeKey } from '@/lib/server-secret';

/** A parsed request address, or null when it is not an e-mail address. */
export function requestAddress(input: unknown): string | null {
  const parsed = personalDataQuerySchema.safeParse(input);
  return parsed.success ? parsed.data.email : null;
}

/** How long the back office's reference to a searched address stays valid. */
const SEALED_ADDRESS_MINUTES = 30;

/**
 * The address a personal-data page is about, sealed for its URL (AES-GCM with a key of its own and an expiry), so that
 * addresses never appear in URLs, browser history or access logs.
 */
export function sealAddress(email: string, now: Date = new Date()): string {
  const key = purposeKey('personal-data-query');
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', key, iv);
  const plain = JSON.stringify({ e: email, x: now.getTime() + SEALED_ADDRESS_MINUTES * 60_000 });
  const sealed = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
  return Buffer.concat([iv, cipher.getAuthTag(), sealed]).toString('base64url');
}

/** The address sealed by sealAddress, or null when it was tampered with, expired or is not one. */
export function openSealedAddress(token: string, now: Date = new Date()): string | null {
  if (token.length > 1000 || !/^[A-Za-z0-9_-]+$/.test(token)) return null;
  const raw = Buffer.from(token, 'base64url');
  if (raw.length < 29) return null;
  try {
    const decipher = createDecipheriv('aes-256-gcm', purposeKey('personal-data-query'), raw.subarray(0, 12));
    decipher.setAuthTag(raw.subarray(12, 28));
    const plain = Buffer.concat([decipher.update(raw.subarray(28)), decipher.final()]).toString('utf8');
    const value = JSON.parse(plain) as { e?: unknown; x?: unknown };
    if (typeof value.e !== 'string' || typeof value.x !== 'number' || value.x < now.getTime()) return null;
    return requestAddress({ email: value.e });
  } catch {
    return null;
  }
}
