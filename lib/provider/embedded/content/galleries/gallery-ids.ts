import type { GalleryGridPage } from '@/lib/domain/gallery-filter';
import { corporativaGalleries } from './advertising-corporativa';
import { productoGalleries } from './advertising-producto';
import { publicidadGalleries } from './advertising-publicidad';
import { architectureManifest } from './architecture-manifest';
import { tourismAsia } from './tourism-asia';
import { tourismMediterranean } from './tourism-mediterranean';

/**
 * The ids of the studio's galleries as the product ships them (the back office's seed), per page: the galleries whose
 * address (`?gallery=id`) is prerendered and served without JavaScript (lib/domain/gallery-filter.ts, galleryRewrites).
 * Rewrites are fixed when the site is built: a gallery added later in the back office opens in the viewer as every
 * gallery does, but without JavaScript its link shows the grid, as every link did before.
 */
export const seedGalleryIds: Readonly<Record<GalleryGridPage, readonly string[]>> = {
  arquitectura: architectureManifest.map((entry) => entry.id),
  publicidad: [...publicidadGalleries, ...corporativaGalleries, ...productoGalleries].map((gallery) => gallery.id),
  turismo: [...tourismAsia, ...tourismMediterranean].map((gallery) => gallery.id),
};
