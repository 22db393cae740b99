import { galleryAccessCookie } from '@/lib/access/gallery-access';
import { verifyGalleryPassword } from '@/lib/provider';
import { galleryPasswordSchema } from '@/lib/schemas/gallery-password';
import { defineSubmission } from './submission';

/**
 * A protected gallery's password. A right one earns the httpOnly cookie that lets the media route serve the
 * gallery's images; a wrong one answers success false, too many attempts 429.
 */
export const galleryPasswordSubmission = defineSubmission({
  name: 'gallery',
  // A pretended success would unlock nothing; the provider's per-client limit on attempts guards this call instead.
  honeypot: false,
  request: galleryPasswordSchema,
  form: galleryPasswordSchema,
  submit: ({ galleryId, password }, { lang, caller }) => verifyGalleryPassword({ galleryId, password, lang }, caller),
  cookie: ({ galleryId }, caller) => galleryAccessCookie(galleryId, { secure: caller.https === true }),
  messages: { unanswered: (texts) => texts.gallery.wrongPassword, failed: (texts) => texts.gallery.verifyFailed },
});
