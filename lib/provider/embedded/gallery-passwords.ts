import { createHash } from 'node:crypto';
import { defaultLocale } from '@/lib/i18n/locales';
import type { GalleryPasswordAttempt, Locale, ProviderResult, RequestContext } from '@/lib/provider/contract';
import { errorMessages, fill } from '@/lib/provider/messages';
import { galleryPasswordSchema } from '@/lib/schemas/gallery-password';
import { readGalleryPasswordHash } from '@/lib/provider/cms/galleries';
import { verifyPassword } from './password-hash';
import { env } from '@/lib/env';
import {
  clientScope,
  forgiveClient,
  galleryLockWait,
  isSuspect,
  lockWait,
  markSuspect,
  recordFailure,
  recordGalleryFailure,
} from './gallery-lock';
import { consumePasswordAttempt, forgetPasswordAttempts } from './rate-limit';
import { failed, invalidPayload, succeeded } from '@/lib/provider/results';

/** '15 minutos', '2 hours', '45 secondi': a wait in the visitor's words. */
function waitInWords(seconds: number, locale: Locale): string {
  const [value, unit] =
    seconds < 60
      ? [seconds, 'second']
      : seconds < 2 * 3600
        ? [Math.ceil(seconds / 60), 'minute']
        : [Math.ceil(seconds / 3600), 'hour'];
  return new Intl.NumberFormat(locale, { style: 'unit', unit, unitDisplay: 'long' }).format(value);
}

/** 429 with Retry-After, saying in words how long to wait. */
function tooManyAttempts(seconds: number, locale: Locale): ProviderResult {
  return failed(
    'rate-limited',
    fill(errorMessages(locale).gallery.tooManyAttempts, { wait: waitInWords(seconds, locale) }),
    {
      retryAfterSeconds: seconds,
    },
  );
}

/**
 * Checks a gallery password against its stored hash. Attempts are limited per client and gallery; wrong ones lock the
 * client out of that gallery for longer each time, and all clients' together lock the gallery for the clients that
 * guessed wrong (gallery-lock.ts): a client with no wrong guess is never held by others. A wrong password is an
 * ordinary answer (success false), so the prompt can say 'Contraseña incorrecta'.
 */
export async function verifyGalleryPassword(
  attempt: GalleryPasswordAttempt,
  context?: RequestContext,
): Promise<ProviderResult> {
  const locale = attempt.lang ?? defaultLocale;
  const texts = errorMessages(locale);
  const parsed = galleryPasswordSchema.safeParse(attempt);
  if (!parsed.success) return invalidPayload(parsed.error, locale);
  const { galleryId, password } = parsed.data;
  const clientId = context?.clientId ?? 'local';

  // The locks first, before a client's own attempts are spent on them.
  const scope = clientScope(galleryId, clientId);
  const wait =
    (await lockWait(scope)) ??
    ((await isSuspect(galleryId, clientId)) ? await galleryLockWait(galleryId) : null) ??
    (await consumePasswordAttempt(clientId, galleryId));
  if (wait !== null) return tooManyAttempts(wait, locale);

  const hash = await readGalleryPasswordHash(galleryId);
  if (hash === null) return failed('not-found', texts.gallery.notFound);
  if (!(await verifyPassword(password, hash))) {
    await markSuspect(galleryId, clientId);
    await recordFailure(scope, env.RATE_LIMIT_PASSWORD_ATTEMPTS);
    await recordGalleryFailure(galleryId);
    return { success: false, message: texts.gallery.wrongPassword, error: texts.gallery.wrongPassword };
  }
  await forgetPasswordAttempts(clientId, galleryId);
  await forgiveClient(galleryId, clientId);
  return succeeded(texts.success.gallery);
}

/** A fingerprint of the stored hash: a new password (a new salt and hash) gives a new version. */
export async function galleryPasswordVersion(galleryId: string): Promise<string> {
  const hash = await readGalleryPasswordHash(galleryId);
  return hash ? createHash('sha256').update(hash).digest('base64url').slice(0, 16) : '';
}
