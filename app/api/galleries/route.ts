import { z } from 'zod';
import { architectureViewerGalleries, serverViewerGalleries } from '@/components/gallery/portfolio-data';
import type { Locale } from '@/lib/i18n/locales';
import { getGalleries } from '@/lib/provider';
import { publicCacheHeaders, resolveLocale } from '@/lib/api/read-request';
import { errorResponse, jsonResponse, unexpectedErrorResponse } from '@/lib/api/respond';
import { hasGalleryAccess } from '@/lib/access/gallery-access';
import { errorMessages } from '@/lib/provider/messages';

export const dynamic = 'force-dynamic';

const pageSchema = z.enum(['publicidad', 'turismo']);
const viewerPageSchema = z.enum(['arquitectura', 'publicidad', 'turismo']);
const noIndex = { 'X-Robots-Tag': 'noindex, nofollow' };

async function viewerGallery(page: z.infer<typeof viewerPageSchema>, id: string, lang: Locale) {
  const galleries =
    page === 'arquitectura'
      ? (await architectureViewerGalleries(lang)).galleries
      : await serverViewerGalleries(page, lang);
  return galleries.find((gallery) => gallery.id === id);
}

/**
 * GET ?page=publicidad|turismo&lang: the server galleries of that page.
 * GET ?page=…&gallery={id}&lang: one gallery's images for the viewer, which fetches them when the gallery is opened
 * (the pages stay light), and the `videoUrl` of a 'video' gallery whose film the media host serves. A protected
 * gallery's images only reach a visitor holding its unlock cookie (403 otherwise), and their addresses always point at
 * this site's media route, which checks the cookie again.
 */
export async function GET(request: Request): Promise<Response> {
  const lang = resolveLocale(request);
  if (!lang.ok) return lang.response;
  const params = new URL(request.url).searchParams;
  const texts = errorMessages(lang.value);
  const galleryId = params.get('gallery');
  try {
    if (galleryId !== null) {
      const page = viewerPageSchema.safeParse(params.get('page') ?? 'arquitectura');
      if (!page.success) return errorResponse(400, texts.request.galleryPage);
      const gallery = await viewerGallery(page.data, galleryId, lang.value);
      if (!gallery) return errorResponse(404, texts.request.notFound);
      if (!gallery.locked) {
        const video = gallery.videoUrl ? { videoUrl: gallery.videoUrl } : {};
        return jsonResponse({ id: gallery.id, images: gallery.images, ...video }, 200, publicCacheHeaders(request, 60));
      }
      if (!(await hasGalleryAccess(request.headers.get('cookie'), gallery.id)))
        return errorResponse(403, texts.gallery.wrongPassword, {}, noIndex);
      const images = (await architectureViewerGalleries(lang.value)).lockedImages.get(gallery.id) ?? [];
      return jsonResponse({ id: gallery.id, images }, 200, { 'Cache-Control': 'private, no-store', ...noIndex });
    }
    const page = pageSchema.safeParse(params.get('page'));
    if (!page.success) return errorResponse(400, texts.request.galleryPage);
    return jsonResponse(await getGalleries(page.data, lang.value), 200, publicCacheHeaders(request, 60));
  } catch (error) {
    return unexpectedErrorResponse(error, lang.value, 'GET /api/galleries');
  }
}
