import type { ArchitectureManifestEntry } from '@/lib/domain/gallery';
import { casas } from './architecture-casas';
import { catalogos } from './architecture-catalogos';
import { hospitality } from './architecture-hospitality';
import { oficinas } from './architecture-oficinas';
import { retail } from './architecture-retail';

export { PROTECTED_RETAIL_GALLERY_ID } from './architecture-retail';

/**
 * The architecture portfolio as stored on the media host: one folder per gallery id with images 01..NN. Each name is
 * written in every language (an id has no accents, so a name derived from it would misspell the Spanish); image paths
 * and SEO data are derived from these entries (lib/domain/gallery.ts). 65 galleries.
 */
export const architectureManifest: readonly ArchitectureManifestEntry[] = [
  ...catalogos,
  ...hospitality,
  ...casas,
  ...oficinas,
  ...retail,
];
