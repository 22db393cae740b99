import { submissionRoute } from '@/lib/api/submission-route';
import { galleryPasswordSubmission } from '@/lib/api/gallery-password-submission';

export const dynamic = 'force-dynamic';

/**
 * POST { galleryId, password }. A right password answers success and sets the httpOnly cookie that unlocks
 * the gallery's images; a wrong one answers success false (200), too many attempts 429 with Retry-After.
 */
export const POST = submissionRoute(galleryPasswordSubmission, {
  where: 'POST /api/gallery/verify-password',
  successStatus: 200,
});
