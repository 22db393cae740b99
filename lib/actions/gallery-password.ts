'use server';

import type { ActionResult } from '@/lib/api/action-result';
import { submitForm } from '@/lib/api/submission-action';
import { galleryPasswordSubmission } from '@/lib/api/gallery-password-submission';

/**
 * Checks a protected gallery's password; on success sets the cookie that lets the media route serve its images.
 * Bind the locale: `unlockGallery.bind(null, locale)`. Values: galleryId and password.
 */
export async function unlockGallery(locale: string, _previous: ActionResult | null, input: unknown): Promise<ActionResult> {
  return (await submitForm(galleryPasswordSubmission, locale, input)).answer;
}
