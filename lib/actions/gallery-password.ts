'use server';

import { cookies } from 'next/headers';
import { verifyGalleryPassword } from '@/lib/provider';
import { galleryAccessCookie } from '@/lib/access/gallery-access';
import { errorMessages } from '@/lib/provider/messages';
import { galleryPasswordSchema } from '@/lib/schemas/gallery-password';
import { actionContext } from '@/lib/api/action-context';
import { actionLocale, failure, formValues, fromProvider, fromValidation, type ActionResult } from '@/lib/api/action-result';

/**
 * Checks a protected gallery's password; on success sets the cookie that lets the media route serve its images.
 * Bind the locale: `unlockGallery.bind(null, locale)`. Values: galleryId and password.
 */
export async function unlockGallery(locale: string, _previous: ActionResult | null, input: unknown): Promise<ActionResult> {
  const lang = actionLocale(locale);
  const texts = errorMessages(lang);
  const parsed = galleryPasswordSchema.safeParse(formValues(input));
  if (!parsed.success) return fromValidation(parsed.error, lang);
  const { galleryId, password } = parsed.data;
  try {
    const result = await verifyGalleryPassword({ galleryId, password, lang }, await actionContext());
    if (result.success) {
      const cookie = await galleryAccessCookie(galleryId);
      (await cookies()).set(cookie.name, cookie.value, cookie.options);
    }
    return fromProvider(result, texts.gallery.wrongPassword);
  } catch (error) {
    console.error('[gallery] could not verify the password', error);
    return failure(texts.gallery.verifyFailed);
  }
}
