'use server';

import { redirect } from 'next/navigation';
import type { ActionResult } from '@/lib/api/action-result';
import { galleryUnlockPath } from '@/lib/domain/gallery-filter';
import { submitForm } from '@/lib/api/submission-action';
import { galleryPasswordSubmission } from '@/lib/api/gallery-password-submission';

/**
 * Checks a protected gallery's password; on success sets the cookie that lets the media route serve its images.
 * Bind the locale: `unlockGallery.bind(null, locale)`. Values: galleryId and password.
 */
export async function unlockGallery(locale: string, _previous: ActionResult | null, input: unknown): Promise<ActionResult> {
  return (await submitForm(galleryPasswordSubmission, locale, input)).answer;
}

/**
 * The same check for the page a browser without JavaScript unlocks a gallery on (components/gallery/unlock-form.tsx):
 * a right password sets the cookie and sends the browser back to that page (a GET), which then shows the photographs;
 * any other answer is the form's message. Bound per locale. Values: galleryId and password.
 */
export async function unlockGalleryPage(locale: string, _previous: ActionResult | null, input: unknown): Promise<ActionResult> {
  const { lang, values, answer } = await submitForm(galleryPasswordSubmission, locale, input);
  if (answer.success) redirect(galleryUnlockPath(lang, String(values.galleryId).trim()));
  return answer;
}
