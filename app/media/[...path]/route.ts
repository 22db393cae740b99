import { parseMediaKey } from '@/lib/media/placeholder/subject';
import { renderPlaceholder } from '@/lib/media/placeholder/render';
import { hasGalleryAccess } from '@/lib/access/gallery-access';
import { isStaffSessionToken, STAFF_SESSION_COOKIE } from '@/lib/access/staff-session';
import { resizedWebp, resizeRequest } from '@/lib/media/resize';
import { mediaVariantCache, variantEtag, type VariantKey } from '@/lib/media/variant-cache';
import { isKnownMediaKey, mediaSubjectOverride, protectedGalleryIds } from '@/lib/provider/media';
import { fallbackLocale } from '@/lib/api/read-request';
import { errorMessages } from '@/lib/provider/messages';
import { previewSessionFromHeaders } from '@/lib/provider/cms/preview';

export const dynamic = 'force-dynamic';

type Context = { params: Promise<{ path: string[] }> };

// Same key, same picture: a public image may be kept by any cache for good. An unlocked one only by the visitor's own
// browser. A photograph of a gallery the studio may protect later is kept by a browser, but a shared cache (a CDN, the
// cluster's nginx) asks each time, so that, once protected, it is refused at once (its ETag keeps that cheap).
const PUBLIC_CACHE = 'public, max-age=31536000, s-maxage=31536000, immutable';
const PROTECTED_CACHE = 'private, max-age=3600';
const LOCKABLE_CACHE = 'public, max-age=31536000, s-maxage=0, must-revalidate';

function refuse(status: 400 | 403 | 404, error: string): Response {
  return Response.json(
    { success: false, error },
    { status, headers: { 'Cache-Control': 'no-store', 'X-Robots-Tag': 'noindex' } },
  );
}

/** Asks the back office only for a token it signed: a stranger's request never loads an account. */
async function signedInStaff(requestHeaders: Headers): Promise<boolean> {
  const token = (requestHeaders.get('cookie') ?? '')
    .split(';')
    .map((part) => part.trim())
    .find((part) => part.startsWith(`${STAFF_SESSION_COOKIE}=`))
    ?.slice(STAFF_SESSION_COOKIE.length + 1);
  if (!isStaffSessionToken(token)) return false;
  return (await previewSessionFromHeaders(requestHeaders).catch(() => null)) !== null;
}

/**
 * The studio's own media when no MEDIA_BASE_URL is set: a deterministic generated image per media key. A protected
 * gallery's images are served only to a visitor holding that gallery's unlock cookie.
 */
export async function GET(request: Request, context: Context): Promise<Response> {
  const { path } = await context.params;
  const key = path.join('/');
  // A refusal is read by whoever opened the address: in their browser's language.
  const say = errorMessages(fallbackLocale(request)).media;
  const parsed = isKnownMediaKey(key) ? parseMediaKey(key) : null;
  if (!parsed) return refuse(404, say.notFound);
  const subject = { ...parsed, ...mediaSubjectOverride(key) };

  // The cover stays public so the locked gallery's card can show it; the photographs themselves need the cookie.
  const galleryId = subject.galleryId;
  const isProtected =
    galleryId !== undefined && !subject.key.endsWith('/cover.jpg') && (await protectedGalleryIds()).has(galleryId);
  if (isProtected && !(await hasGalleryAccess(request.headers.get('cookie'), galleryId))) {
    // The studio's staff see a locked gallery's archive photographs in the admin, signed in, without its password.
    if (!(await signedInStaff(request.headers))) return refuse(403, say.protected);
  }

  // Only after the gate: the cache below serves whoever reaches it.
  const resize = resizeRequest(new URL(request.url).searchParams);
  if (resize === 'invalid') return refuse(400, say.badSize);
  const variantKey: VariantKey = resize
    ? { source: subject.key, width: resize.width, quality: resize.quality, format: 'webp', fit: 'inside' }
    : { source: subject.key, width: null, quality: null, format: subject.format, fit: 'original' };
  const headers: Record<string, string> = {
    'Content-Type': `image/${variantKey.format}`,
    'Cache-Control': isProtected
      ? PROTECTED_CACHE
      : galleryId !== undefined && !subject.key.endsWith('/cover.jpg')
        ? LOCKABLE_CACHE
        : PUBLIC_CACHE,
    ...(isProtected ? { 'CDN-Cache-Control': 'no-store', Vary: 'Cookie', 'X-Robots-Tag': 'noindex' } : {}),
    ETag: variantEtag(variantKey),
    'X-Content-Type-Options': 'nosniff',
  };
  if (request.headers.get('if-none-match') === headers.ETag) return new Response(null, { status: 304, headers });
  const variant = await mediaVariantCache().get(variantKey, async () => {
    const image = await renderPlaceholder(subject);
    return resize ? resizedWebp(image.bytes, resize) : image.bytes;
  });
  return new Response(Buffer.from(variant.bytes), {
    headers: { ...headers, 'Content-Length': String(variant.bytes.byteLength) },
  });
}
