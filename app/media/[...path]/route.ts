import { parseMediaKey } from '@/lib/media/placeholder/subject';
import { renderPlaceholder } from '@/lib/media/placeholder/render';
import { hasGalleryAccess } from '@/lib/access/gallery-access';
import { resizedWebp, resizeRequest } from '@/lib/media/resize';
import { isKnownMediaKey, mediaSubjectOverride, protectedGalleryIds } from '@/lib/provider/media';

export const dynamic = 'force-dynamic';

type Context = { params: Promise<{ path: string[] }> };

function refuse(status: 400 | 403 | 404, error: string): Response {
  return Response.json({ success: false, error }, { status, headers: { 'Cache-Control': 'no-store', 'X-Robots-Tag': 'noindex' } });
}

/**
 * The studio's own media when no MEDIA_BASE_URL is set: a deterministic generated image per media key. A protected
 * gallery's images are served only to a visitor holding that gallery's unlock cookie.
 */
export async function GET(request: Request, context: Context): Promise<Response> {
  const { path } = await context.params;
  const key = path.join('/');
  const parsed = isKnownMediaKey(key) ? parseMediaKey(key) : null;
  if (!parsed) return refuse(404, 'Media not found.');
  const subject = { ...parsed, ...mediaSubjectOverride(key) };

  // The cover stays public so the locked gallery's card can show it; the photographs themselves need the cookie.
  const galleryId = subject.galleryId;
  const isProtected = galleryId !== undefined && protectedGalleryIds.has(galleryId) && !subject.key.endsWith('/cover.jpg');
  if (isProtected && !(await hasGalleryAccess(request.headers.get('cookie'), galleryId))) {
    return refuse(403, 'This gallery is protected. Enter its password to view it.');
  }

  const resize = resizeRequest(new URL(request.url).searchParams);
  if (resize === 'invalid') return refuse(400, 'Unsupported image size.');
  const image = await renderPlaceholder(subject);
  const bytes = resize ? await resizedWebp(image.bytes, resize) : image.bytes;
  return new Response(Buffer.from(bytes), {
    headers: {
      'Content-Type': resize ? 'image/webp' : image.contentType,
      'Content-Length': String(bytes.byteLength),
      // Same key, same picture: public images never change; unlocked ones stay in the visitor's own cache.
      'Cache-Control': isProtected ? 'private, max-age=3600' : 'public, max-age=31536000, immutable',
      'X-Content-Type-Options': 'nosniff',
      ...(isProtected ? { 'X-Robots-Tag': 'noindex' } : {}),
    },
  });
}
