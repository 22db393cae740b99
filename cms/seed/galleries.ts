import { locales } from '@/lib/i18n/locales';
import galleries from './galleries.json';
import { GALLERIES_SEED_KEY, PUBLISHED, type Seeder } from './seeders';

type Localized = Record<(typeof locales)[number], string>;
type SeedImage = { sourceKey: string; title?: Localized; location?: Localized };
type SeedGallery = {
  galleryId: string;
  category: string;
  subcategory?: string;
  order: number;
  title: Localized;
  description?: Localized;
  type?: string;
  keywords?: string[];
  protected?: boolean;
  coverKey?: string;
  images: SeedImage[];
};

/**
 * The portfolio as it was in the studio's archive (cms/seed/galleries.json): 111 galleries whose photographs keep their
 * archive keys (served by /media or MEDIA_BASE_URL) until the studio uploads replacements. A protected gallery's
 * password is not here: it stays where it is (the bookings store), set from DEMO_GALLERY_PASSWORD or by the owner.
 */
export const galleriesSeeder: Seeder = {
  key: GALLERIES_SEED_KEY,
  async run(payload, context) {
    const existing = new Set(
      (
        await payload.find({
          collection: 'galleries',
          limit: 0,
          pagination: false,
          depth: 0,
          select: { galleryId: true },
        })
      ).docs.map((doc) => doc.galleryId),
    );
    let imported = 0;
    for (const gallery of galleries as SeedGallery[]) {
      if (existing.has(gallery.galleryId)) continue;
      const { title, description, images, ...rest } = gallery;
      const created = await payload.create({
        collection: 'galleries',
        locale: 'es',
        depth: 0,
        context,
        data: {
          ...rest,
          title: title.es,
          description: description?.es,
          images: images.map((image) => ({
            sourceKey: image.sourceKey,
            title: image.title?.es,
            location: image.location?.es,
          })),
          ...PUBLISHED,
        } as never,
      });
      const rows = created.images ?? [];
      for (const lang of locales.filter((code) => code !== 'es')) {
        await payload.update({
          collection: 'galleries',
          id: created.id,
          locale: lang,
          depth: 0,
          context,
          data: {
            title: title[lang],
            description: description?.[lang],
            images: images.map((image, index) => ({
              id: rows[index]?.id,
              sourceKey: image.sourceKey,
              title: image.title?.[lang],
              location: image.location?.[lang],
            })),
            ...PUBLISHED,
          } as never,
        });
      }
      imported++;
    }
    return imported;
  },
};
