import { createHash } from 'node:crypto';
import { defaultLocale } from '@/lib/i18n/locales';
import type { GalleryPasswordAttempt, ProviderResult, RequestContext } from '@/lib/provider/contract';
import { errorMessages } from '@/lib/provider/messages';
import { galleryPasswordSchema } from '@/lib/schemas/gallery-password';
import { getStore } from './db/connection';
import { verifyPassword } from './password-hash';
import { consumePasswordAttempt, forgetPasswordAttempts } from './rate-limit';
import { failed, invalidPayload, rateLimited, succeeded } from '@/lib/provider/results';

/**
 * Checks a gallery password against its stored hash. Attempts are limited per client and gallery; a wrong password
 * is an ordinary answer (success false) rather than an error, so the prompt can say 'Contraseña incorrecta'.
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

  const wait = await consumePasswordAttempt(clientId, galleryId);
  if (wait !== null) return rateLimited(wait, locale);

  const { db } = await getStore();
  const row = await db
    .selectFrom('gallery_passwords')
    .select('password_hash')
    .where('gallery_id', '=', galleryId)
    .executeTakeFirst();
  if (!row) return failed('not-found', texts.gallery.notFound);
  if (!(await verifyPassword(password, row.password_hash))) {
    return { success: false, message: texts.gallery.wrongPassword, error: texts.gallery.wrongPassword };
  }
  await forgetPasswordAttempts(clientId, galleryId);
  return succeeded(texts.success.gallery);
}

/** A fingerprint of the stored hash: a new password (a new salt and hash) gives a new version. */
export async function galleryPasswordVersion(galleryId: string): Promise<string> {
  const { db } = await getStore();
  const row = await db.selectFrom('gallery_passwords').select('password_hash').where('gallery_id', '=', galleryId).executeTakeFirst();
  return row ? createHash('sha256').update(row.password_hash).digest('base64url').slice(0, 16) : '';
}
