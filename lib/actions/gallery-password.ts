'use server';

import { redirect } from 'next/navigation';
import type { ActionResult } from '@/lib/api/action-result';
import { galleryUnlockPath } from '@/lib/domain/gallery-filter';
import { submitForm } from '@/lib/api/submission-action';
import { galleryPasswordSubmission } from '@/lib/api/gallery-password-submission';

/** On success sets the cookie that lets the media route serve the gallery's images. Bind the locale. */
export async function unlockGallery(
  locale: string,
  _previous: ActionResult | null,
  input: unknown,
): Promise<ActionResult> {
  return (await submitForm(galleryPasswordSubmission, locale, input)).answer;
}

/** Without JavaScript a right password redirects back with a GET, so the page renders the photographs. */
export async function unlockGalleryPage(
  locale: string,
  _previous: ActionResult | null,
  input: unknown,
): Promise<ActionResult> {
  const { lang, values, answer } = await submitForm(galleryPasswordSubmission, locale, input);
  if (answer.success) redirect(galleryUnlockPath(lang, String(values.galleryId).trim()));
  return answer;
}
