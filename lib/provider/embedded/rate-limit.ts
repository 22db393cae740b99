import { RateLimiterMemory, RateLimiterRes } from 'rate-limiter-flexible';
import { env } from '@/lib/env';

/**
 * Per-client limits on writes and on gallery password attempts. The limits are settings so that an operator or a load
 * test can raise them. They live in the server's memory: one instance counts its own clients.
 */
let writes: RateLimiterMemory | undefined;
let passwords: RateLimiterMemory | undefined;

function writeLimiter(): RateLimiterMemory {
  writes ??= new RateLimiterMemory({ keyPrefix: 'writes', points: env.RATE_LIMIT_WRITES_PER_MINUTE, duration: 60 });
  return writes;
}

function passwordLimiter(): RateLimiterMemory {
  passwords ??= new RateLimiterMemory({
    keyPrefix: 'gallery-password',
    points: env.RATE_LIMIT_PASSWORD_ATTEMPTS,
    duration: env.RATE_LIMIT_PASSWORD_WINDOW_SECONDS,
  });
  return passwords;
}

/** Seconds to wait, or null when the client may go ahead. */
async function consume(limiter: RateLimiterMemory, key: string): Promise<number | null> {
  try {
    await limiter.consume(key);
    return null;
  } catch (rejection) {
    if (rejection instanceof RateLimiterRes) return Math.max(1, Math.ceil(rejection.msBeforeNext / 1000));
    throw rejection;
  }
}

export function consumeWrite(clientId: string): Promise<number | null> {
  return consume(writeLimiter(), clientId);
}

export function consumePasswordAttempt(clientId: string, galleryId: string): Promise<number | null> {
  return consume(passwordLimiter(), `${clientId}:${galleryId}`);
}

/** A right password forgives the wrong ones before it. */
export async function forgetPasswordAttempts(clientId: string, galleryId: string): Promise<void> {
  await passwordLimiter().delete(`${clientId}:${galleryId}`);
}
